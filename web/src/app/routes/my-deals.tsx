import { MyDealsPage } from '../../features/deals/components/my-deals-page';

/** `/my-deals`: the investor's deals from the accepted offer to completion, and their completed ones as a portfolio. */
export function MyDealsRoute() {
  return <MyDealsPage />;
}

import { InvestorResourcesPage } from '../../features/resources/components/investor-resources-page';

/** `/investor-resources` (signed in): the Investor Resources Hub. */
export function InvestorResourcesRoute() {
  return <InvestorResourcesPage />;
}

import { CalculatorsPage } from '../../features/deal-analysis/components/calculators-page';

/** `/calculators` (signed in): the Deal analysis calculators without a listing. */
export function CalculatorsRoute() {
  return <CalculatorsPage />;
}

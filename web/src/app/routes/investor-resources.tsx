import { PlaceholderPage } from '../../components/placeholder-page';

/** `/investor-resources`: placeholder until its screen is built. */
export function InvestorResourcesRoute() {
  return <PlaceholderPage title="Investor Resources">Guides, calculators and documents for investors will appear here.</PlaceholderPage>;
}

import { PlaceholderPage } from '../../components/placeholder-page';

/** `/property-requests`: placeholder until its screen is built. */
export function PropertyRequestsRoute() {
  return <PlaceholderPage title="Property Requests">Investors' requests for property details will appear here.</PlaceholderPage>;
}

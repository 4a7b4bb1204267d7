import { useParams } from 'react-router-dom';
import { ListingAnalysis } from '../../features/deal-analysis/components/listing-analysis';
import { PublicFullPage } from '../../features/public-property/components/public-full-page';

/** `/public-property-full/:id` (public): the full details for non-members, with the Deal analysis (no saving). */
export function PublicPropertyFullRoute() {
  const { id = '' } = useParams();
  return <PublicFullPage key={id} id={id} analysis={(property) => <ListingAnalysis listing={property} canSave={false} />} />;
}

/** The page's start-up query (screens.ts). */
export { publicPropertyQuery } from '../../features/public-property/api/public-property';

import { useParams } from 'react-router-dom';
import { ListingAnalysis } from '../../features/deal-analysis/components/listing-analysis';
import { PropertyDetailPage } from '../../features/property-detail/components/property-detail-page';

/** `/property/:id` (signed in), with the Deal analysis section from the deal-analysis feature. */
export function PropertyDetailRoute() {
  const { id = '' } = useParams();
  return <PropertyDetailPage key={id} id={id} analysis={(property) => <ListingAnalysis listing={property} canSave />} />;
}

import { useParams } from 'react-router-dom';
import { ListingAnalysis } from '../../features/deal-analysis/components/listing-analysis';
import { PropertyDetailPage } from '../../features/property-detail/components/property-detail-page';
import { ReserveDeal } from '../../features/reservations/components/reserve-deal';
import { useProfile } from '../../lib/session/use-auth';

/** `/property/:id` (signed in), with the Deal analysis section from the deal-analysis feature and, for investors, reserving the deal. */
export function PropertyDetailRoute() {
  const { id = '' } = useParams();
  const profile = useProfile();
  return (
    <PropertyDetailPage
      key={id}
      id={id}
      analysis={(property) => <ListingAnalysis listing={property} canSave />}
      nextStep={(property) => profile?.role === 'investor' && <ReserveDeal propertyId={property.id} available={property.status === 'Available'} />}
    />
  );
}

import { Link } from 'react-router-dom';
import { interestParam } from '@shared/domain/interest-param';
import { buttonClass } from '../../../components/ui/button';
import { useAuth } from '../../../lib/session/use-auth';
import { paths } from '@shared/contract/paths';

/** True for a signed-in member: they have the member page of the property, so nothing asks them to register. */
export function useIsMember(): boolean {
  return useAuth().status === 'signedIn';
}

/** 'Register Now' to the landing page's registration for this property, or for a signed-in member 'View Full Details' on the member page. */
export function RegisterOrOpen({ propertyId, block = false }: { propertyId: string; block?: boolean }) {
  const member = useIsMember();
  return member ? (
    <Link to={paths.propertyDetail(propertyId)} className={buttonClass({ variant: 'primary', block })}>
      View Full Details
    </Link>
  ) : (
    // The landing page opens 'Register Interest' for this property (interestParam), so the registration names it.
    <Link to={`${paths.landing()}?${interestParam}=${encodeURIComponent(propertyId)}`} className={buttonClass({ variant: 'primary', block })}>
      Register Now
    </Link>
  );
}

/** 'Register Now' (or a member's link to the member page) and 'View All Properties'; `block` makes them full width. */
export function RegisterActions({ propertyId, block = false }: { propertyId: string; block?: boolean }) {
  return (
    <div className="pp-actions">
      <RegisterOrOpen propertyId={propertyId} block={block} />
      <Link to={paths.landing()} className={buttonClass({ variant: 'secondary', block })}>
        View All Properties
      </Link>
    </div>
  );
}

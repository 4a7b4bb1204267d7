import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';

/** 'Register Now' and 'View All Properties', both to the landing page; `block` makes them full width. */
export function RegisterActions({ block = false }: { block?: boolean }) {
  return (
    <div className="pp-actions">
      <Link to="/" className={buttonClass({ variant: 'primary', block })}>
        Register Now
      </Link>
      <Link to="/" className={buttonClass({ variant: 'secondary', block })}>
        View All Properties
      </Link>
    </div>
  );
}

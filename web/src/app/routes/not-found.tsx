import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { paths } from '@shared/contract/paths';

export function NotFoundRoute() {
  return (
    <main className="centered-page" id="main">
      <div className="centered-page__box">
        <p className="centered-page__code" aria-hidden="true">
          404
        </p>
        <h1>Oops! Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <Link to={paths.landing()} className={buttonClass({ variant: 'primary' })}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}

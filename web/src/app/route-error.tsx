import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button, buttonClass } from '../components/ui/button';
import { paths } from '@shared/contract/paths';

/** Last resort for errors thrown while rendering a page (e.g. a page chunk that no longer exists after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <main className="centered-page" id="main">
      <div className="centered-page__box">
        <h1>Something went wrong</h1>
        <p>The page could not be shown. Reloading usually helps.</p>
        {detail && (
          <p className="startup-error__detail">
            <code>{detail}</code>
          </p>
        )}
        <div className="button-row">
          <Button variant="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Link to={paths.landing()} className={buttonClass({ variant: 'secondary' })}>
            Return to Home
          </Link>
        </div>
      </div>
    </main>
  );
}

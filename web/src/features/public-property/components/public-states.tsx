import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api';

export const PROPERTY_ID_NOT_PROVIDED = 'Property ID not provided';
export const FAILED_TO_LOAD = 'Failed to load property';

export function PublicLoading() {
  return (
    <div className="container">
      <div className="state" role="status">
        <span className="spinner__ring" aria-hidden="true" />
        <p className="state__title">Loading property...</p>
      </div>
    </div>
  );
}

/** Missing, unpublished or Withdrawn (the API answers 404 for all three), or no id at all. */
export function PublicNotFound({ message }: { message?: string }) {
  return (
    <div className="container">
      <div className="state" role="alert">
        <h1 className="state__title">Property Not Found</h1>
        <p className="state__text">{message ?? 'This property is no longer available, or the link is incomplete.'}</p>
        <Link to="/" className="button button--primary">
          Go Home
        </Link>
      </div>
    </div>
  );
}

export function PublicError({ error, retry, retrying }: { error: Error; retry: () => void; retrying: boolean }) {
  if (error instanceof ApiError && error.status === 404) return <PublicNotFound message="Property not found" />;
  return (
    <div className="container">
      <div className="state state--error" role="alert">
        <h1 className="state__title">{FAILED_TO_LOAD}</h1>
        <p className="state__text">{error.message}</p>
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={retry} disabled={retrying}>
            Try again
          </button>
          <Link to="/" className="button button--primary">
            Go Home
          </Link>
        </div>
      </div>
    </div>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { FAILED_TO_LOAD, PropertyLoading, PropertyUnavailable, RetryButton } from '../../../components/property/property-states';
import { buttonClass } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { paths } from '@shared/contract/paths';

const PROPERTY_ID_NOT_PROVIDED = 'Property ID not provided';

/** What a public page shows until its property is there: not found (no id in the link), loading, or the failure. */
export function PublicPropertyFallback({ id, query }: { id: string; query: UseQueryResult<unknown> }) {
  if (!id) return <PublicNotFound message={PROPERTY_ID_NOT_PROVIDED} />;
  if (query.isError) return <PublicError error={query.error} retry={() => query.refetch()} retrying={query.isFetching} />;
  return <PropertyLoading />;
}

function GoHome() {
  return (
    <Link to={paths.landing()} className={buttonClass({ variant: 'primary' })}>
      Go Home
    </Link>
  );
}

/** Missing, unpublished or Withdrawn (the API answers 404 for all three), or no id at all. */
function PublicNotFound({ message }: { message?: string }) {
  return (
    <PropertyUnavailable title="Property Not Found" text={message ?? 'This property is no longer available, or the link is incomplete.'}>
      <GoHome />
    </PropertyUnavailable>
  );
}

function PublicError({ error, retry, retrying }: { error: Error; retry: () => void; retrying: boolean }) {
  if (error instanceof ApiError && error.status === 404) return <PublicNotFound message="Property not found" />;
  return (
    <PropertyUnavailable failed title={FAILED_TO_LOAD} text={error.message}>
      <div className="button-row">
        <RetryButton retry={retry} retrying={retrying} />
        <GoHome />
      </div>
    </PropertyUnavailable>
  );
}

import type { ReactNode } from 'react';
import { LoadingState } from '../spinner';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { ErrorState } from '../ui/error-state';

export const FAILED_TO_LOAD = 'Failed to load property';

/** A property page while its property loads. */
export function PropertyLoading() {
  return (
    <div className="container">
      <LoadingState text="Loading property..." />
    </div>
  );
}

interface PropertyUnavailableProps {
  title: string;
  text: string;
  /** A failed request rather than a missing property: drawn in the error colour. */
  failed?: boolean;
  /** The ways on: links or a retry. */
  children: ReactNode;
}

/** A property page with no property to show, announced as an alert: what happened, why, and the ways on. */
export function PropertyUnavailable({ title, text, failed = false, children }: PropertyUnavailableProps) {
  return (
    <div className="container">
      {failed ? (
        <ErrorState headingLevel={1} title={title} text={text} action={children} />
      ) : (
        <EmptyState role="alert" headingLevel={1} title={title} text={text} action={children} />
      )}
    </div>
  );
}

/** 'Try again' after a property failed to load; disabled while the retry runs. */
export function RetryButton({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  return (
    <Button variant="secondary" onClick={retry} disabled={retrying}>
      Try again
    </Button>
  );
}

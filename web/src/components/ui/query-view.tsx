import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Shown until the first answer arrives (a LoadingState, a PageSpinner). */
  loading: ReactNode;
  /** The error state's title: the spec's words for this failure. */
  error: ReactNode;
  /** The error state's text, e.g. the failure's own message (`query.error?.message`). */
  errorText?: ReactNode;
  /** Another way forward on the error state (a link), after the retry button. */
  errorAction?: ReactNode;
  /** The error title as a heading, when the error replaces a page's content. */
  headingLevel?: 1 | 2;
  /** Offer 'Try again' (it refetches); false when retrying cannot help (a 404). */
  retry?: boolean;
  /** Shown instead of the content when the data is empty. */
  empty?: ReactNode;
  /** When the data counts as empty; by default, an empty list. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** A query's loading state, its error with a retry, its empty state, or its data. */
export function QueryView<T>({
  query,
  loading,
  error,
  errorText,
  errorAction,
  headingLevel,
  retry = true,
  empty,
  isEmpty = isEmptyList,
  children,
}: QueryViewProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <ErrorState
        title={error}
        text={errorText}
        onRetry={retry ? () => void query.refetch() : undefined}
        retrying={query.isFetching}
        headingLevel={headingLevel}
        action={errorAction}
      />
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}

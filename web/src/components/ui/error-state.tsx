import type { ReactNode } from 'react';
import { Button } from './button';

interface ErrorStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** Offers a retry button when given. */
  onRetry?: () => void;
  /** The retry is running: its button is disabled. */
  retrying?: boolean;
  retryLabel?: string;
  /** The title as a page heading, when the error replaces the whole page. */
  headingLevel?: 1 | 2;
  /** Another way forward (a link), after the retry button. */
  action?: ReactNode;
}

/** Something failed: announced as an alert, with an optional retry. */
export function ErrorState({ title, text, onRetry, retrying = false, retryLabel = 'Try again', headingLevel, action }: ErrorStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className="state state--error" role="alert">
      <Title className="state__title">{title}</Title>
      {text && <p className="state__text">{text}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          {retryLabel}
        </Button>
      )}
      {action}
    </div>
  );
}

import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A decorative icon above the title. */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** A way forward (a link or a button). */
  action?: ReactNode;
  /** 'status' when the state replaces content the user waited for; 'alert' when it must interrupt. */
  role?: 'status' | 'alert';
  /** The title as a page heading, when the state replaces the whole page. */
  headingLevel?: 1 | 2;
}

/** Nothing to show: a title, an explanation and an optional way forward. */
export function EmptyState({ icon, title, text, action, role, headingLevel }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className="state" role={role}>
      {icon}
      <Title className="state__title">{title}</Title>
      {text && <p className="state__text">{text}</p>}
      {action}
    </div>
  );
}

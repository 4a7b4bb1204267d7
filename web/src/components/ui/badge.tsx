import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'accent';

/** A short status label in a coloured pill. */
export function Badge({ tone, className, children }: { tone: BadgeTone; className?: string; children: ReactNode }) {
  return <span className={['badge', `badge--${tone}`, className].filter(Boolean).join(' ')}>{children}</span>;
}

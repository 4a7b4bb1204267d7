import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';

/** A screen whose content a later release builds: its title, what it will hold, and nothing broken. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="container">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <div className="state">
        <Construction size={28} aria-hidden="true" />
        <p className="state__title">Coming soon</p>
        <p className="state__text">{children ?? 'This page is being prepared.'}</p>
      </div>
    </div>
  );
}

import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './ui/empty-state';
import { PageHeader } from './ui/page-header';

/** A screen whose content a later release builds: its title, what it will hold, and nothing broken. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="container">
      <PageHeader title={title} />
      <EmptyState icon={<Construction size={28} aria-hidden="true" />} title="Coming soon" text={children ?? 'This page is being prepared.'} />
    </div>
  );
}

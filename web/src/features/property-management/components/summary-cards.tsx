import { propertyStatuses } from '@shared/domain/property-values';
import type { ManagementSummary } from '@shared/rules/property-management';

const labels = ['Total Properties', 'Published', 'Drafts', 'Featured', ...propertyStatuses];

const countsOf = (summary: ManagementSummary): number[] => [
  summary.total,
  summary.published,
  summary.drafts,
  summary.featured,
  ...propertyStatuses.map((status) => summary.byStatus[status]),
];

/** The summary cards: total, published, drafts, featured, and one per status; without a summary (rows still loading), a placeholder in each. */
export function SummaryCards({ summary }: { summary: ManagementSummary | undefined }) {
  const counts = summary ? countsOf(summary) : undefined;
  return (
    <ul className="pm-summary" aria-label="Summary" aria-busy={!summary}>
      {labels.map((label, index) => (
        <li key={label} className="pm-summary__card">
          {counts ? (
            <span className="pm-summary__count">{counts[index]}</span>
          ) : (
            <span className="pm-summary__count pm-summary__count--loading">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">Counting</span>
            </span>
          )}
          <span className="pm-summary__label">{label}</span>
        </li>
      ))}
    </ul>
  );
}

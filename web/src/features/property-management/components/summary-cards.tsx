import { propertyStatuses } from '@shared/domain/property';
import type { ManagementSummary } from '@shared/rules/property-management';

/** The summary cards: total, published, drafts, featured, and one per status. */
export function SummaryCards({ summary }: { summary: ManagementSummary }) {
  const items: [string, number][] = [
    ['Total Properties', summary.total],
    ['Published', summary.published],
    ['Drafts', summary.drafts],
    ['Featured', summary.featured],
    ...propertyStatuses.map((status): [string, number] => [status, summary.byStatus[status]]),
  ];
  return (
    <ul className="pm-summary" aria-label="Summary">
      {items.map(([label, count]) => (
        <li key={label} className="pm-summary__card">
          <span className="pm-summary__count">{count}</span>
          <span className="pm-summary__label">{label}</span>
        </li>
      ))}
    </ul>
  );
}

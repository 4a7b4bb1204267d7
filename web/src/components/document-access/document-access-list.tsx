import { FileText } from 'lucide-react';
import type { DocumentAccess } from '@shared/domain/document-access';
import { whenUk } from '../../lib/uk-time';
import { EmptyState } from '../ui/empty-state';
import './document-access.css';

/** When a document was opened, as the portal writes a moment ('7 Dec 2026, 18:13', London time). */
export const accessedWhen = (iso: string) => (Number.isNaN(new Date(iso).getTime()) ? 'Invalid date' : whenUk(iso));

/**
 * The document-access log (admins): who opened which document, and when, newest first. `by: 'person'`
 * names the investor (on a property); `by: 'document'` names the property or resource (for one investor).
 */
export function DocumentAccessList({
  entries,
  by,
  emptyText = 'No documents opened yet.',
}: {
  entries: readonly DocumentAccess[];
  by: 'person' | 'document';
  emptyText?: string;
}) {
  if (entries.length === 0) return <EmptyState title={emptyText} />;
  return (
    <ol className="document-access">
      {entries.map((entry) => (
        <li key={entry.id} className="document-access__item">
          <FileText size={16} aria-hidden="true" className="document-access__icon" />
          <div>
            <p className="document-access__what">
              {by === 'person' ? (
                <>
                  <strong>{entry.userName ?? entry.userEmail ?? 'Unknown'}</strong> opened {entry.documentLabel}
                </>
              ) : (
                <>
                  <strong>{entry.documentLabel}</strong> · {entry.subjectType === 'resource' ? 'Resource: ' : ''}
                  {entry.subjectTitle}
                </>
              )}
            </p>
            <p className="document-access__when">
              <time dateTime={entry.at}>{accessedWhen(entry.at)}</time>
              {by === 'person' && entry.userEmail && entry.userName ? ` · ${entry.userEmail}` : ''}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

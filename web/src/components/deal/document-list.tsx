import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { DealDocumentView } from '@shared/views/deal-document';
import { openSignedLink } from '../../lib/open-signed-link';
import { whenUk } from '../../lib/uk-time';
import { Button } from '../ui/button';
import { ListRow, ListRows, ListRowText } from '../ui/list-row';
import { QueryView } from '../ui/query-view';

type Documents = { items: DealDocumentView[] };

interface DealDocumentListProps {
  documents: UseQueryResult<Documents>;
  /** The list read again: its links last minutes, so each is fetched afresh just before it is opened. */
  fresh: () => Promise<Documents>;
  /** The heading that names the list. */
  labelledBy: string;
  /** Shown when there is no document and no other row. */
  empty: ReactNode;
  /** Rows after the documents (the investor's deal pack). */
  children?: ReactNode;
}

/** A deal's documents (the signed sourcing agreement, the memorandum of sale, the investor's uploads), each opened in a new tab. */
export function DealDocumentList({ documents, fresh, labelledBy, empty, children }: DealDocumentListProps) {
  const open = (id: string) =>
    openSignedLink(async () => {
      const found = (await fresh()).items.find((d) => d.id === id);
      if (!found) throw new Error('This document is no longer listed.');
      return found.url;
    }, 'Could not open the document. Please try again.');
  return (
    <QueryView query={documents} loading={<p role="status">Loading documents…</p>} error="Could not load the documents" errorText={documents.error?.message}>
      {({ items }) =>
        items.length === 0 && !children ? (
          empty
        ) : (
          <ListRows aria-labelledby={labelledBy}>
            {items.map((document) => (
              <DocumentRow key={document.id} document={document} onOpen={() => open(document.id)} />
            ))}
            {children}
          </ListRows>
        )
      }
    </QueryView>
  );
}

function DocumentRow({ document, onOpen }: { document: DealDocumentView; onOpen: () => void }) {
  const textId = useId();
  return (
    <ListRow>
      <ListRowText id={textId}>
        <strong>{document.label}</strong>
        <span>
          {document.fileName}, <time dateTime={document.at}>{whenUk(document.at)}</time>
        </span>
      </ListRowText>
      {/* Described by its row: a deal may hold two memoranda (a later one supersedes), told apart by their dates. */}
      <Button variant="ghost" aria-describedby={textId} onClick={onOpen}>
        Open {document.label.toLowerCase()}
      </Button>
    </ListRow>
  );
}

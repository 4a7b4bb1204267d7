import { DragDropProvider, useDroppable } from '@dnd-kit/react';
import type { BoardCard, DealBoardColumn } from '@shared/views/deal';
import { dropOutcome } from '../lib/deal-moves';
import type { CardAction } from './deal-card-menu';
import { DealBoardCard } from './deal-board-card';

interface Props {
  columns: readonly DealBoardColumn[];
  /** The deal being moved, whose card waits for the server. */
  moving: string | null;
  onMove: (card: BoardCard, action: CardAction) => void;
  onRefused: (reason: string) => void;
}

/**
 * The board's columns, one per stage in the table's order, each a drop place: a card dropped on its next stage's
 * column has its current stage marked done (dropOutcome). They scroll sideways inside their own box, and stack under
 * 768 px.
 */
export function DealBoardColumns({ columns, moving, onMove, onRefused }: Props) {
  const cards = new Map(columns.flatMap((column) => column.deals.map((card) => [card.id, card] as const)));
  return (
    <DragDropProvider
      onDragEnd={(event) => {
        const { source, target } = event.operation;
        if (event.canceled || !source || !target) return;
        const card = cards.get(String(source.id));
        if (!card) return;
        const outcome = dropOutcome(card, String(target.id));
        if (outcome.kind === 'markDone') onMove(card, 'done');
        if (outcome.kind === 'refused') onRefused(outcome.reason);
      }}
    >
      <div className="deals-board__columns" role="region" aria-label="Deals by stage" tabIndex={0}>
        {columns.map((column) => (
          <BoardColumn key={column.key} column={column} moving={moving} onMove={onMove} />
        ))}
      </div>
    </DragDropProvider>
  );
}

function BoardColumn({ column, moving, onMove }: { column: DealBoardColumn; moving: string | null; onMove: Props['onMove'] }) {
  const { ref, isDropTarget } = useDroppable({ id: column.key });
  const headingId = `deals-column-${column.key}`;
  return (
    <section ref={ref} className={`deals-column${isDropTarget ? ' deals-column--over' : ''}`} aria-labelledby={headingId}>
      <h2 className="deals-column__title" id={headingId}>
        {column.label} <span className="deals-column__count">({column.deals.length})</span>
      </h2>
      {column.deals.length === 0 ? (
        <p className="deals-column__empty">No deals</p>
      ) : (
        <ul className="deals-column__cards" aria-labelledby={headingId}>
          {column.deals.map((card) => (
            <DealBoardCard key={card.id} card={card} busy={moving === card.id} onMove={onMove} />
          ))}
        </ul>
      )}
    </section>
  );
}

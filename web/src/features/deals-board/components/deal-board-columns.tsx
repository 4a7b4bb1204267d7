import { DragDropProvider, useDroppable } from '@dnd-kit/react';
import type { BoardCard, DealBoardColumn } from '@shared/views/deal';
import { useFirstScreen } from '../../../components/ui/use-first-screen';
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

/** The cards of each column in the first frame, more than a screen holds; the rest follow in the next render. */
const FIRST_CARDS_PER_COLUMN = 12;

/**
 * The board's columns, one per stage in the table's order, each a drop place: a card dropped on its next stage's
 * column has its current stage marked done (dropOutcome). They scroll sideways inside their own box, and stack under
 * 768 px. With hundreds of open deals, the first frame holds only each column's first cards, so the first ones are on
 * screen without waiting for all of them.
 */
export function DealBoardColumns({ columns, moving, onMove, onRefused }: Props) {
  const cards = new Map(columns.flatMap((column) => column.deals.map((card) => [card.id, card] as const)));
  const firstScreenOf = useFirstScreen(true, FIRST_CARDS_PER_COLUMN);
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
          <BoardColumn key={column.key} column={column} shown={firstScreenOf(column.deals)} moving={moving} onMove={onMove} />
        ))}
      </div>
    </DragDropProvider>
  );
}

interface ColumnProps {
  column: DealBoardColumn;
  /** The column's cards rendered so far. */
  shown: readonly BoardCard[];
  moving: string | null;
  onMove: Props['onMove'];
}

function BoardColumn({ column, shown, moving, onMove }: ColumnProps) {
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
          {shown.map((card) => (
            <DealBoardCard key={card.id} card={card} busy={moving === card.id} onMove={onMove} />
          ))}
        </ul>
      )}
    </section>
  );
}

import { useDraggable } from '@dnd-kit/react';
import { GripVertical } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BoardCard } from '@shared/views/deal';
import { Badge } from '../../../components/ui/badge';
import { paths } from '@shared/contract/paths';
import { dealMoves } from '../lib/deal-moves';
import { daysLabel, ragLabels, ragTones } from '../lib/format';
import { DealCardMenu, type CardAction } from './deal-card-menu';

/**
 * A deal on the board: the listing, the investor, days in the stage and its RAG (in words too). Dragged by its grip
 * to the next stage's column (a pointer, or dnd-kit's keyboard drag on the grip); the menu does the same in two presses.
 */
export function DealBoardCard({ card, busy, onMove }: { card: BoardCard; busy: boolean; onMove: (card: BoardCard, action: CardAction) => void }) {
  // Dragged only to a next stage's column: the last stage is recorded from the menu.
  const moves = dealMoves(card);
  const movable = Boolean(moves.canMarkDone && moves.next);
  const { ref, handleRef, isDragSource } = useDraggable({ id: card.id, data: { card }, disabled: busy || !movable });
  const title = card.propertyTitle ?? 'A deleted listing';
  const investor = card.investor ?? 'Unknown investor';
  return (
    <li ref={ref} className={`deal-card${isDragSource ? ' deal-card--dragging' : ''}`} aria-label={`${title}, ${investor}`} aria-busy={busy || undefined}>
      <div className="deal-card__head">
        {movable && (
          <button type="button" ref={handleRef} className="deal-card__grip" aria-label={`Drag ${title} to the next stage`} title="Drag to the next stage">
            <GripVertical size={18} aria-hidden="true" />
          </button>
        )}
        <Link className="deal-card__title" to={paths.dealDetail(card.id)}>
          {title}
        </Link>
        <DealCardMenu card={card} name={title} busy={busy} onMove={(action) => onMove(card, action)} />
      </div>
      <p className="deal-card__investor">{investor}</p>
      <div className="deal-card__facts">
        <Badge tone={ragTones[card.rag]}>{ragLabels[card.rag]}</Badge>
        <span className="deal-card__days">{daysLabel(card.daysInStage)} in stage</span>
      </div>
    </li>
  );
}

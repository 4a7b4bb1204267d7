import { MoreVertical } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BoardCard } from '@shared/views/deal';
import { useDisclosure } from '../../../components/ui/use-disclosure';
import { paths } from '@shared/contract/paths';
import { dealMoves } from '../lib/deal-moves';

export type CardAction = 'done' | 'skip';

/**
 * A card's menu, the way to move it by keyboard (and on a phone): a disclosure button whose list holds the moves the
 * rules allow for the current stage, and the deal's page.
 */
export function DealCardMenu({ card, name, busy, onMove }: { card: BoardCard; name: string; busy: boolean; onMove: (action: CardAction) => void }) {
  const { open, close, root, buttonProps, popupId } = useDisclosure();
  const moves = dealMoves(card);
  const choose = (action: CardAction) => {
    close();
    onMove(action);
  };
  return (
    <div className="deal-card__menu" ref={root}>
      <button type="button" className="button button--ghost deal-card__menu-button" aria-label={`Actions for ${name}`} disabled={busy} {...buttonProps}>
        <MoreVertical size={18} aria-hidden="true" />
      </button>
      <ul className="popup deal-card__menu-list" id={popupId} hidden={!open}>
        {moves.canMarkDone && (
          <li>
            <button type="button" className="deal-card__menu-item" onClick={() => choose('done')}>
              {moves.next ? 'Move to next stage' : 'Record completion'}
              <span className="deal-card__menu-hint">{moves.next ? `${moves.stage.label} done; on to ${moves.next.label}` : 'The listing becomes Sold'}</span>
            </button>
          </li>
        )}
        {moves.canSkip && (
          <li>
            <button type="button" className="deal-card__menu-item" onClick={() => choose('skip')}>
              Mark skipped
              <span className="deal-card__menu-hint">{moves.stage.label} is not needed for this deal</span>
            </button>
          </li>
        )}
        <li>
          <Link className="deal-card__menu-item" to={paths.dealDetail(card.id)} onClick={close}>
            Open the deal
          </Link>
        </li>
      </ul>
    </div>
  );
}

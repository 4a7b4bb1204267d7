import { dealStage, type DealStageKey } from '@shared/rules/deal-stages';
import type { BoardCard } from '@shared/views/deal';

/**
 * Which moves the board offers a card: the server's rules (deal-status.ts) decided them when it made the card, so the
 * screen never offers what the server would refuse. A deal moves forward one stage at a time; exchange and completion
 * cannot be skipped.
 */

type CardMoves = Pick<BoardCard, 'stage' | 'next' | 'canMarkDone' | 'canSkip'>;

export interface StageName {
  key: DealStageKey;
  label: string;
}

export interface DealMoves {
  /** The stage a move closes: the deal's current one. */
  stage: StageName;
  /** The stage the deal moves to; null when the current one is the last (its move completes the deal). */
  next: StageName | null;
  canMarkDone: boolean;
  canSkip: boolean;
}

const named = (key: DealStageKey): StageName => ({ key, label: dealStage(key).label });

/** The moves of the card's current stage. */
export const dealMoves = (card: CardMoves): DealMoves => ({
  stage: named(card.stage),
  next: card.next ? named(card.next) : null,
  canMarkDone: card.canMarkDone,
  canSkip: card.canSkip,
});

export type DropOutcome = { kind: 'none' } | { kind: 'markDone'; stage: StageName } | { kind: 'refused'; reason: string };

/**
 * What dropping a card on the column `column` does: on the column of the deal's next stage, its current stage is
 * marked done; on its own column, nothing; anywhere else it is refused with what to do instead.
 */
export function dropOutcome(card: CardMoves, column: string): DropOutcome {
  if (column === card.stage) return { kind: 'none' };
  const moves = dealMoves(card);
  if (!moves.next) return { kind: 'refused', reason: `${moves.stage.label} is the last stage: record it from the card's menu.` };
  if (column !== moves.next.key || !moves.canMarkDone)
    return { kind: 'refused', reason: `A deal moves one stage at a time: drop it on ${moves.next.label}, or use the card's menu to mark a stage skipped.` };
  return { kind: 'markDone', stage: moves.stage };
}

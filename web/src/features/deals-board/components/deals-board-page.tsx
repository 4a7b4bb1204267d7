import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { BoardCard } from '@shared/views/deal';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { toast } from '../../../lib/toast';
import { dealBoardQuery, useProgressDeal } from '../api/deals-board';
import { filterColumns, isFiltered, readBoardFilters, withBoardFilters, type BoardFilters } from '../lib/board-filters';
import { dealMoves } from '../lib/deal-moves';
import { BoardFigures } from './board-figures';
import { BoardFiltersBar } from './board-filters-bar';
import type { CardAction } from './deal-card-menu';
import { DealBoardColumns } from './deal-board-columns';
import '../deals-board.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/** `/deals` (admins): the sourcer's board. Each open deal in its current stage's column; the figures above it. */
export function DealsBoardPage() {
  const query = useQuery(dealBoardQuery());
  const [params, setParams] = useSearchParams();
  const filters = readBoardFilters(params);
  const setFilters = (next: BoardFilters) => setParams(withBoardFilters(new URLSearchParams(window.location.search), next), { replace: true });
  const progress = useProgressDeal();
  const [moving, setMoving] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = async (card: BoardCard, action: CardAction) => {
    const moves = dealMoves(card);
    const title = card.propertyTitle ?? 'The deal';
    setMoving(card.id);
    try {
      await progress.mutateAsync({ id: card.id, stage: moves.stage.key, body: { action, expectedVersion: card.version } });
      const done =
        action === 'skip'
          ? `${title}: ${moves.stage.label} marked skipped`
          : moves.next
            ? `${title}: ${moves.stage.label} done, now at ${moves.next.label}`
            : `${title}: completed, the listing is Sold`;
      toast.success(done);
      setAnnouncement(done);
    } catch (error) {
      // A 409 (another admin moved it, or the rules refused) has refreshed the board already.
      toast.error(messageOf(error));
      setAnnouncement(messageOf(error));
    } finally {
      setMoving(null);
    }
  };

  return (
    <div className="container deals-board">
      <PageHeader title="Deals" intro="Every accepted reservation from the memorandum of sale to completion. Drag a card to its next stage, or use its menu." />
      <QueryView query={query} loading={<p role="status">Loading the deals…</p>} error="Could not load the deals" errorText={query.error?.message}>
        {({ columns, figures }) => {
          const shown = filterColumns(columns, filters);
          const total = columns.reduce((sum, column) => sum + column.deals.length, 0);
          const matching = shown.reduce((sum, column) => sum + column.deals.length, 0);
          return (
            <>
              <BoardFigures figures={figures} />
              <BoardFiltersBar filters={filters} onChange={setFilters} />
              {total === 0 ? (
                <EmptyState title="No open deals" text="When a reservation is accepted its deal appears here, in its first stage." />
              ) : (
                <>
                  <p className="deals-board__count" role="status">
                    {isFiltered(filters) ? `${matching} of ${total} open deals match the filters` : `${total} open deal${total === 1 ? '' : 's'}`}
                  </p>
                  <DealBoardColumns
                    columns={shown}
                    moving={moving}
                    onMove={(card, action) => void move(card, action)}
                    onRefused={(reason) => toast.error(reason)}
                  />
                </>
              )}
            </>
          );
        }}
      </QueryView>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

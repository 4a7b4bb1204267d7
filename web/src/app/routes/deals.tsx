import { DealsBoardPage } from '../../features/deals-board/components/deals-board-page';

/** `/deals` (admins): the sourcer's board, open deals by stage, with the pipeline's figures above it. */
export function DealsRoute() {
  return <DealsBoardPage />;
}

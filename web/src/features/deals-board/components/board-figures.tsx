import { formatPence } from '@shared/rules/sourcing-fee';
import type { DealBoardFigures } from '@shared/views/deal';
import type { StagePipeline, StageDuration } from '@shared/rules/deal-board';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { getConfig } from '../../../lib/config';
import { feesHeader } from '../lib/fee-vat';

type StageRow = StagePipeline & { averageDays: StageDuration['averageDays']; doneDeals: number };

const columnsOver = (lookBack: string): DataColumn<StageRow>[] => [
  { id: 'stage', header: 'Stage', value: (r) => r.label, sortable: false },
  { id: 'open', header: 'Open deals', value: (r) => r.deals, align: 'end', sortable: false },
  { id: 'fees', header: feesHeader(getConfig().firm), value: (r) => r.feePence, cell: (r) => formatPence(r.feePence), align: 'end', sortable: false },
  {
    id: 'days',
    header: `Average days in stage, ${lookBack}`,
    value: (r) => r.averageDays,
    cell: (r) => (r.averageDays === null ? 'None done' : `${r.averageDays} (of ${r.doneDeals})`),
    align: 'end',
    sortable: false,
  },
];

/**
 * The figures above the board (shared/src/rules/deal-board.ts, counted by the server): the durations and the
 * fall-throughs count only the last months the server looks back over, and say so.
 */
export function BoardFigures({ figures }: { figures: DealBoardFigures }) {
  const lookBack = `over the last ${figures.lookBackMonths} months`;
  const durations = new Map(figures.averageDaysPerStage.map((d) => [d.key, d]));
  const rows: StageRow[] = figures.pipeline.map((row) => ({
    ...row,
    averageDays: durations.get(row.key)?.averageDays ?? null,
    doneDeals: durations.get(row.key)?.deals ?? 0,
  }));
  const totalPence = figures.pipeline.reduce((sum, row) => sum + row.feePence, 0);
  const openDeals = figures.pipeline.reduce((sum, row) => sum + row.deals, 0);
  const { fallThrough } = figures;
  const reasons = fallThrough.reasons.filter((r) => r.count > 0);

  return (
    <section className="deals-figures" aria-labelledby="deals-figures-title">
      <h2 id="deals-figures-title" className="visually-hidden">
        Pipeline figures
      </h2>
      <dl className="deals-figures__summary">
        <div>
          <dt>Pipeline value in fees</dt>
          <dd>{formatPence(totalPence)}</dd>
          <dd className="deals-figures__note">
            {openDeals} open deal{openDeals === 1 ? '' : 's'}
          </dd>
        </div>
        <div>
          <dt>Completed this month</dt>
          <dd>{figures.completedThisMonth}</dd>
        </div>
        <div>
          <dt>Fall-through rate {lookBack}</dt>
          <dd>{fallThrough.ratePercent === null ? 'No deal has ended' : `${fallThrough.ratePercent}%`}</dd>
          <dd className="deals-figures__note">
            {fallThrough.fellThrough} of {fallThrough.ended} ended deal{fallThrough.ended === 1 ? '' : 's'}
          </dd>
        </div>
        <div>
          <dt>Why deals fell through {lookBack}</dt>
          <dd>
            {reasons.length === 0 ? (
              'None has'
            ) : (
              <ul className="deals-figures__reasons" aria-label="Fall-through reasons">
                {reasons.map((r) => (
                  <li key={r.reason}>
                    {r.label}: {r.count}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <details className="deals-figures__by-stage">
        <summary>Open deals, fees and average days by stage</summary>
        <DataTable
          caption="Open deals, fees and average days by stage"
          captionHidden
          columns={columnsOver(lookBack)}
          rows={rows}
          rowId={(r) => r.key}
          empty={<EmptyState title="No stages" />}
        />
      </details>
    </section>
  );
}

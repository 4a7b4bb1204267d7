import { useState, type FormEvent } from 'react';
import type { DealCard } from '@shared/views/deal';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { toast } from '../../../lib/toast';
import { useSetDealTargets } from '../api/deals-board';
import { calendarDateUk, dayUk, ownerLabels, ragLabels, ragTones } from '../lib/format';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/**
 * The deal's stages in order with their owners, target dates, done dates and RAG. While the deal is open, the target of
 * every stage not yet closed can be moved; one save sends only the changed ones. Mount it again (its key) when the
 * deal's version changes, so it starts from the saved dates.
 */
export function DealStagesForm({ deal }: { deal: DealCard }) {
  const save = useSetDealTargets();
  const saved = Object.fromEntries(deal.stages.map((stage) => [stage.key, stage.targetDate]));
  const [targets, setTargets] = useState<Record<string, string>>(saved);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = deal.stages.filter((stage) => targets[stage.key] !== stage.targetDate);
  useUnsavedChanges(changed.length > 0);
  const editable = deal.status === 'open';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (changed.length === 0) return setFailure('Change a target date first.');
    if (changed.some((stage) => !targets[stage.key])) return setFailure('Give every stage a target date.');
    try {
      await save.mutateAsync({
        id: deal.id,
        body: { expectedVersion: deal.version, targets: changed.map((stage) => ({ key: stage.key, targetDate: targets[stage.key]! })) },
      });
      toast.success(changed.length === 1 ? 'Target date saved' : 'Target dates saved');
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <form className="deal-stages" aria-label="Stages and target dates" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ol className="deal-stages__list">
        {deal.stages.map((stage) => {
          const closed = stage.doneAt ?? stage.skippedAt;
          const inputId = `deal-target-${stage.key}`;
          return (
            <li key={stage.key} className={`deal-stage${stage.current ? ' deal-stage--current' : ''}`} aria-current={stage.current ? 'step' : undefined}>
              <div className="deal-stage__head">
                <strong>{stage.label}</strong>
                {stage.current && <span className="deal-stage__current">Current stage</span>}
                <Badge tone={ragTones[stage.rag]}>{stage.skippedAt ? 'Skipped' : ragLabels[stage.rag]}</Badge>
              </div>
              <dl className="deal-stage__facts">
                <div>
                  <dt>Owner</dt>
                  <dd>{ownerLabels[stage.owner]}</dd>
                </div>
                <div>
                  <dt>{closed || !editable ? 'Target' : <label htmlFor={inputId}>Target date for {stage.label}</label>}</dt>
                  <dd>
                    {closed || !editable ? (
                      calendarDateUk(stage.targetDate)
                    ) : (
                      <input
                        id={inputId}
                        className="form-control"
                        type="date"
                        value={targets[stage.key] ?? ''}
                        onChange={(event) => setTargets((all) => ({ ...all, [stage.key]: event.target.value }))}
                      />
                    )}
                  </dd>
                </div>
                <div>
                  <dt>Done</dt>
                  <dd>{stage.doneAt ? dayUk(stage.doneAt) : stage.skippedAt ? `Skipped ${dayUk(stage.skippedAt)}` : 'Not yet'}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
      {editable && (
        <>
          <FormAlert message={failure} />
          <div className="deal-stages__actions">
            <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Saving…">
              Save target dates
            </Button>
          </div>
        </>
      )}
    </form>
  );
}

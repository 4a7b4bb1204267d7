import { CheckCircle2, Circle, CircleDot, CircleMinus } from 'lucide-react';
import type { DealStageView } from '@shared/views/deal';
import { Badge } from '../../../components/ui/badge';
import { dayOfUk, dayUk, ownerLabels, ragLabels, ragTones, timelinePlaces, type TimelinePlace } from '../lib/format';

const placeLabels: Record<TimelinePlace, string> = { done: 'Done', skipped: 'Not needed', current: 'Now', next: 'Next', later: 'Later' };

const icons: Record<TimelinePlace, typeof Circle> = { done: CheckCircle2, skipped: CircleMinus, current: CircleDot, next: Circle, later: Circle };

/** A deal's stages in order: each one's place (done, now, next), its target or done date, who it waits on and its RAG in words. */
export function DealTimeline({ stages, open }: { stages: DealStageView[]; open: boolean }) {
  const places = timelinePlaces(stages);
  return (
    <ol className="deal-timeline" aria-label="Timeline">
      {stages.map((stage, i) => {
        const place = places[i]!;
        const Icon = icons[place];
        return (
          <li key={stage.key} className={`deal-timeline__stage is-${place}`} aria-current={place === 'current' ? 'step' : undefined}>
            <Icon size={18} aria-hidden="true" className="deal-timeline__icon" />
            <div className="deal-timeline__text">
              <strong>{stage.label}</strong>
              <span className="deal-timeline__place">{placeLabels[place]}</span>
              <span className="deal-timeline__date">
                {stage.doneAt
                  ? `Done ${dayOfUk(stage.doneAt)}`
                  : stage.skippedAt
                    ? `Marked not needed ${dayOfUk(stage.skippedAt)}`
                    : `Target ${dayUk(stage.targetDate)}`}
              </span>
              {open && place !== 'done' && place !== 'skipped' && <span className="deal-timeline__owner">With: {ownerLabels[stage.owner]}</span>}
            </div>
            {open && place !== 'done' && place !== 'skipped' && <Badge tone={ragTones[stage.rag]}>{ragLabels[stage.rag]}</Badge>}
          </li>
        );
      })}
    </ol>
  );
}

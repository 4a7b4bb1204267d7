import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { analyseDeal, completeDealInputs } from '@shared/rules/deal-analysis';
import { formatPrice } from '@shared/rules/money';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ListRow, ListRowText, ListRows } from '../../../components/ui/list-row';
import { toast } from '../../../lib/toast';
import { paths } from '@shared/contract/paths';
import { scenariosQuery, useDeleteScenario, type SavedScenario } from '../api/deal-scenarios';
import { dealSearch } from '../lib/deal-link';
import '../deal-analysis.css';

const savedOn = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** One line of results, recomputed from the saved inputs (results are never stored). */
function summary(scenario: SavedScenario): string {
  const { sdlt, returns } = analyseDeal(completeDealInputs(scenario.inputs));
  return `${formatPrice(scenario.inputs.price)} · SDLT ${formatPrice(sdlt.tax)} · gross yield ${returns.grossYield === null ? '–' : `${returns.grossYield.toFixed(2)}%`}`;
}

interface ScenarioListProps {
  /** One listing's scenarios; all of the investor's without. */
  propertyId?: string;
  /** Loads a scenario into the calculator on this page; without it, each scenario links to its listing. */
  onOpen?: (scenario: SavedScenario) => void;
}

/** The investor's saved analyses, newest first, each deletable. */
export function ScenarioList({ propertyId, onOpen }: ScenarioListProps) {
  const query = useQuery(scenariosQuery(propertyId));
  const remove = useDeleteScenario();

  if (query.isPending) return <p role="status">Loading your analyses...</p>;
  if (query.isError)
    return <ErrorState title="Failed to load your analyses" text={query.error.message} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0)
    return propertyId ? (
      <p className="deal__note">No saved analyses on this property yet.</p>
    ) : (
      <EmptyState title="No saved analyses yet" text="Open a property, adjust its Deal analysis and save it: it will be listed here." />
    );

  return (
    <ListRows aria-label="Saved analyses">
      {query.data.map((scenario) => (
        <ListRow key={scenario.id}>
          <ListRowText>
            <strong className="deal-scenarios__name">{scenario.name}</strong>
            {!propertyId && <span>{scenario.property?.title ?? 'Property no longer available'}</span>}
            <span className="deal__note">
              {summary(scenario)} · saved {savedOn(scenario.createdAt)}
            </span>
          </ListRowText>
          <div className="deal-scenarios__actions">
            {onOpen ? (
              <Button variant="secondary" onClick={() => onOpen(scenario)} aria-label={`Open ${scenario.name}`}>
                Open
              </Button>
            ) : (
              scenario.property && (
                <Link
                  className={buttonClass({ variant: 'secondary' })}
                  to={`${paths.propertyDetail(scenario.propertyId)}?${dealSearch(scenario.inputs)}`}
                  aria-label={`Open ${scenario.name}`}
                >
                  Open
                </Link>
              )
            )}
            <Button
              variant="ghost"
              aria-label={`Delete ${scenario.name}`}
              busy={remove.isPending && remove.variables === scenario.id}
              onClick={() =>
                remove.mutate(scenario.id, {
                  onSuccess: () => toast.success('Analysis deleted'),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              <Trash2 size={16} aria-hidden="true" />
              Delete
            </Button>
          </div>
        </ListRow>
      ))}
    </ListRows>
  );
}

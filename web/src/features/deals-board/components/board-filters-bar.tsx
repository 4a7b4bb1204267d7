import { dealStageOwners } from '@shared/rules/deal-stages';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { ragFilters, isFiltered, type BoardFilters } from '../lib/board-filters';
import { ownerLabels, ragLabels } from '../lib/format';

/** The board's filters: by RAG and by who the current stage waits on. */
export function BoardFiltersBar({ filters, onChange }: { filters: BoardFilters; onChange: (filters: BoardFilters) => void }) {
  return (
    <form className="deals-filters" aria-label="Filter the deals" onSubmit={(event) => event.preventDefault()}>
      <div className="deals-filters__field">
        <label htmlFor="deals-filter-rag">RAG</label>
        <Select
          id="deals-filter-rag"
          value={filters.rag ?? ''}
          placeholder="Any"
          options={ragFilters.map((rag) => ({ value: rag, label: ragLabels[rag] }))}
          onChange={(event) => onChange({ ...filters, rag: (event.target.value || null) as BoardFilters['rag'] })}
        />
      </div>
      <div className="deals-filters__field">
        <label htmlFor="deals-filter-owner">Stage owner</label>
        <Select
          id="deals-filter-owner"
          value={filters.owner ?? ''}
          placeholder="Anyone"
          options={dealStageOwners.map((owner) => ({ value: owner, label: ownerLabels[owner] }))}
          onChange={(event) => onChange({ ...filters, owner: (event.target.value || null) as BoardFilters['owner'] })}
        />
      </div>
      {isFiltered(filters) && (
        <Button variant="ghost" onClick={() => onChange({ rag: null, owner: null })}>
          Clear filters
        </Button>
      )}
    </form>
  );
}

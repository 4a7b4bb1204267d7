import { X } from 'lucide-react';
import { useId, type Ref } from 'react';
import type { AreaInsightSummary } from '@shared/domain/area-insight';
import { filterPropertyTypes, propertyStatuses } from '@shared/domain/property-values';
import { priceBands } from '@shared/rules/price-bands';
import type { PropertyFilters } from '@shared/rules/property-filters';
import { Select } from '../../../components/ui/select';
import { SearchInput } from '../../../components/ui/search-input';

const sameLabel = (value: string) => ({ value, label: value });

interface FilterBarProps {
  /** The search box text as typed (may run ahead of the URL). */
  searchText: string;
  filters: PropertyFilters;
  areas: AreaInsightSummary[] | undefined;
  areasFailed: boolean;
  active: boolean;
  onSearchChange: (text: string) => void;
  onChange: (patch: Partial<PropertyFilters>) => void;
  onReset: () => void;
  searchRef?: Ref<HTMLInputElement>;
}

/** Free-text search, price range, property type, status and area (spec section 5). */
export function FilterBar({ searchText, filters, areas, areasFailed, active, onSearchChange, onChange, onReset, searchRef }: FilterBarProps) {
  const id = useId();
  // An area chosen in a shared link stays selectable even before (or without) the area list.
  const areaOptions = areas ?? [];
  const unknownArea = filters.areaId !== 'all' && !areaOptions.some((a) => a.id === filters.areaId);

  return (
    <form className="filter-bar" role="search" aria-label="Filter properties" onSubmit={(event) => event.preventDefault()}>
      <div className="filter-bar__field filter-bar__field--search">
        <label htmlFor={`${id}-search`}>Search</label>
        <SearchInput
          ref={searchRef}
          id={`${id}-search`}
          value={searchText}
          placeholder="Location, postcode, type, features..."
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div className="filter-bar__field">
        <label htmlFor={`${id}-price`}>Price range</label>
        <Select
          id={`${id}-price`}
          value={filters.priceBand}
          onChange={(e) => onChange({ priceBand: e.target.value as PropertyFilters['priceBand'] })}
          options={[{ value: 'all', label: 'All prices' }, ...priceBands]}
        />
      </div>
      <div className="filter-bar__field">
        <label htmlFor={`${id}-type`}>Property type</label>
        <Select
          id={`${id}-type`}
          value={filters.propertyType}
          onChange={(e) => onChange({ propertyType: e.target.value as PropertyFilters['propertyType'] })}
          options={[
            { value: 'all', label: 'All types' },
            ...filterPropertyTypes.map(sameLabel),
            ...(filters.propertyType !== 'all' && !(filterPropertyTypes as readonly string[]).includes(filters.propertyType)
              ? [sameLabel(filters.propertyType)]
              : []),
          ]}
        />
      </div>
      <div className="filter-bar__field">
        <label htmlFor={`${id}-status`}>Status</label>
        <Select
          id={`${id}-status`}
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as PropertyFilters['status'] })}
          options={[{ value: 'all', label: 'All statuses' }, ...propertyStatuses.map(sameLabel)]}
        />
      </div>
      <div className="filter-bar__field">
        <label htmlFor={`${id}-area`}>Area</label>
        <Select
          id={`${id}-area`}
          value={filters.areaId}
          onChange={(e) => onChange({ areaId: e.target.value })}
          aria-describedby={areasFailed ? `${id}-area-error` : undefined}
          options={[
            { value: 'all', label: 'All areas' },
            ...areaOptions.map((area) => ({ value: area.id, label: area.postcode ? `${area.locationName} (${area.postcode})` : area.locationName })),
            ...(unknownArea ? [{ value: filters.areaId, label: 'Selected area' }] : []),
          ]}
        />
        {areasFailed && (
          <p className="filter-bar__hint" id={`${id}-area-error`}>
            Areas could not be loaded.
          </p>
        )}
      </div>
      {active && (
        <button type="button" className="button button--link filter-bar__reset" onClick={onReset}>
          <X size={16} aria-hidden="true" />
          Clear filters
        </button>
      )}
    </form>
  );
}

import { Search, X } from 'lucide-react';
import { useId, type Ref } from 'react';
import type { AreaInsightSummary } from '@shared/domain/areaInsight';
import { filterPropertyTypes, propertyStatuses } from '@shared/domain/property';
import { priceBands } from '@shared/rules/price-bands';
import type { PropertyFilters } from '@shared/rules/property-filters';

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
        <div className="filter-bar__search">
          <Search size={18} aria-hidden="true" className="filter-bar__search-icon" />
          <input
            ref={searchRef}
            id={`${id}-search`}
            className="form-control"
            type="search"
            value={searchText}
            placeholder="Location, postcode, type, features..."
            autoComplete="off"
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
      </div>
      <div className="filter-bar__field">
        <label htmlFor={`${id}-price`}>Price range</label>
        <select
          id={`${id}-price`}
          className="form-control"
          value={filters.priceBand}
          onChange={(e) => onChange({ priceBand: e.target.value as PropertyFilters['priceBand'] })}
        >
          <option value="all">All prices</option>
          {priceBands.map((band) => (
            <option key={band.value} value={band.value}>
              {band.label}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-bar__field">
        <label htmlFor={`${id}-type`}>Property type</label>
        <select
          id={`${id}-type`}
          className="form-control"
          value={filters.propertyType}
          onChange={(e) => onChange({ propertyType: e.target.value as PropertyFilters['propertyType'] })}
        >
          <option value="all">All types</option>
          {filterPropertyTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
          {filters.propertyType !== 'all' && !(filterPropertyTypes as readonly string[]).includes(filters.propertyType) && (
            <option value={filters.propertyType}>{filters.propertyType}</option>
          )}
        </select>
      </div>
      <div className="filter-bar__field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          className="form-control"
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as PropertyFilters['status'] })}
        >
          <option value="all">All statuses</option>
          {propertyStatuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-bar__field">
        <label htmlFor={`${id}-area`}>Area</label>
        <select
          id={`${id}-area`}
          className="form-control"
          value={filters.areaId}
          onChange={(e) => onChange({ areaId: e.target.value })}
          aria-describedby={areasFailed ? `${id}-area-error` : undefined}
        >
          <option value="all">All areas</option>
          {areaOptions.map((area) => (
            <option key={area.id} value={area.id}>
              {area.postcode ? `${area.locationName} (${area.postcode})` : area.locationName}
            </option>
          ))}
          {unknownArea && <option value={filters.areaId}>Selected area</option>}
        </select>
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

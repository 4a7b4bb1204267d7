import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defaultFilters, filtersFromQuery, filtersToQuery, type PropertyFilters } from '@shared/rules/property-filters';

/** The dashboard filters, kept in the URL query (shareable, and they survive a reload). */
export function usePropertyFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromQuery(params), [params]);

  const update = useCallback(
    (patch: Partial<PropertyFilters>) => {
      // Typing replaces the history entry; choosing a filter adds one, so Back undoes it.
      const replace = Object.keys(patch).every((key) => key === 'search');
      // Built from the address bar, not from the last render: two quick changes (type, then area) must
      // both be kept even if the first has not re-rendered yet.
      const current = new URLSearchParams(window.location.search);
      setParams(filtersToQuery({ ...filtersFromQuery(current), ...patch }, current), { replace, preventScrollReset: true });
    },
    [setParams],
  );
  const reset = useCallback(() => update(defaultFilters), [update]);
  return { filters, update, reset };
}

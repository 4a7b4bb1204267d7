import { priceBands } from '@shared/rules/price-bands';
import { defaultFilters, type PropertyFilters } from '@shared/rules/property-filters';
import { suggestSearchName } from '@shared/rules/search-name';

export const priceLabel = (band: PropertyFilters['priceBand']) => priceBands.find((b) => b.value === band)?.label ?? band;

/** A name to offer for the filters being saved. */
export const suggestedName = (filters: PropertyFilters) => suggestSearchName(filters, priceLabel);

/** The saved filters in words, e.g. 'Search "hull" · Under £100k · Terrace · Available'. */
export function filtersSummary(f: PropertyFilters): string {
  const parts = [
    f.search.trim() ? `Search "${f.search.trim()}"` : null,
    f.priceBand === 'all' ? 'Any price' : priceLabel(f.priceBand),
    f.propertyType === 'all' ? 'Any type' : f.propertyType,
    f.status === 'all' ? 'Any status' : f.status,
    f.areaId === defaultFilters.areaId ? null : 'One area',
  ];
  return parts.filter(Boolean).join(' · ');
}

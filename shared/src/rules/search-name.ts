import type { PriceBand } from './price-bands';
import { defaultFilters, type PropertyFilters } from './property-filters';

/** A name to offer for the current filters, e.g. 'Terrace, Under £100k, "hull"'. */
export function suggestSearchName(f: PropertyFilters, priceLabel: (band: PriceBand) => string): string {
  const parts: string[] = [];
  if (f.search.trim()) parts.push(`"${f.search.trim()}"`);
  if (f.propertyType !== 'all') parts.push(f.propertyType);
  if (f.priceBand !== 'all') parts.push(priceLabel(f.priceBand));
  if (f.status !== defaultFilters.status) parts.push(f.status === 'all' ? 'Any status' : f.status);
  return (parts.join(', ') || 'All properties').slice(0, 100);
}

import type { AreaInsight } from '../domain/area-insight';
import { numberOrZero } from './number-input';

/**
 * The area insight rules of spec admin-and-content.md: section 5 (slug, comma lists, numbers, yield
 * filter, public search), 'Area insight detail (public)' (snapshot gain, next step) and section 2's
 * public list. Pure functions shared by the SPA, the API and the server-rendered pages.
 */

/** Section 5: the slug generated from the location name: lowercase, non-alphanumerics removed, spaces to hyphens. */
export function slugFromLocationName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Section 5: a comma-separated list (keywords, property types): split, trimmed, blanks dropped. */
export const splitCommaList = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The list back as the text an admin edits. */
export const joinCommaList = (items: readonly string[] | null | undefined): string => (items ?? []).join(', ');

/** Section 5: numeric inputs fall back to 0 (empty or not a number). */
export { numberOrZero };

export const yieldFilters = ['all', 'high', 'medium', 'capital'] as const;
export type YieldFilter = (typeof yieldFilters)[number];

/** The yield filter's options, labelled as the spec writes them. */
export const yieldFilterLabels: Record<YieldFilter, string> = {
  all: 'All Yields',
  high: 'High Yield (8%+)',
  medium: 'Medium Yield (6-7%)',
  capital: 'Capital Growth (4-5%)',
};

/** The yield text an insight is filtered and shown by: the rental yield range, else the gross yield range. */
export const yieldText = (insight: Pick<AreaInsight, 'rentalYieldRange' | 'grossYieldRange'>): string =>
  insight.rentalYieldRange?.trim() || insight.grossYieldRange?.trim() || '';

/** Section 5: a bucket matches when the yield text contains 8 (high), 6 or 7 (medium), 4 or 5 (capital growth). */
export function matchesYieldFilter(text: string, filter: YieldFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'high':
      return /8/.test(text);
    case 'medium':
      return /[67]/.test(text);
    case 'capital':
      return /[45]/.test(text);
  }
}

type Searchable = Pick<AreaInsight, 'locationName' | 'postcode' | 'snippet'>;

/** Section 5: the public search, case-insensitive on name, postcode and snippet; a blank query matches all. */
export function matchesAreaSearch(insight: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [insight.locationName, insight.postcode, insight.snippet ?? ''].some((field) => field.toLowerCase().includes(needle));
}

/** The public list: search and yield filter together, in the given (display) order. */
export const filterAreaInsights = <T extends Searchable & Pick<AreaInsight, 'rentalYieldRange' | 'grossYieldRange'>>(
  items: readonly T[],
  query: string,
  filter: YieldFilter,
): T[] => items.filter((item) => matchesAreaSearch(item, query) && matchesYieldFilter(yieldText(item), filter));

/** 'Property Snapshot – Example': the 5-year capital gain in pounds, purchase price x percentage, rounded. */
export function snapshotGain(purchasePrice: number | null | undefined, percentage: number | null | undefined): number | null {
  if (purchasePrice == null || percentage == null) return null;
  return Math.round((purchasePrice * percentage) / 100);
}

/** The 'Next Step' card's sentence when the record has no custom call to action. */
export const defaultNextStep = (locationName: string, postcode: string): string =>
  `Interested in investing in ${locationName}${postcode ? ` (${postcode})` : ''}? Speak to our team about the off-market opportunities we are sourcing in ${postcode || locationName} right now.`;

/** The 'Next Step' card's text: the custom call to action, else the default sentence. */
export const nextStepText = (insight: Pick<AreaInsight, 'nextStepCta' | 'locationName' | 'postcode'>): string =>
  insight.nextStepCta?.trim() || defaultNextStep(insight.locationName, insight.postcode);

/** The eight lettered rows of the 'CITY GATE Breakdown', in order. */
export const cityGateRows = [
  { letter: 'C', label: 'Capital', field: 'citygateCapital' },
  { letter: 'I', label: 'Income', field: 'citygateIncome' },
  { letter: 'T', label: 'Tenant Demand', field: 'citygateTenantDemand' },
  { letter: 'Y', label: 'Yield Stability', field: 'citygateYieldStability' },
  { letter: 'G', label: 'Growth', field: 'citygateGrowth' },
  { letter: 'A', label: 'Area', field: 'citygateArea' },
  { letter: 'T', label: 'Type Fit', field: 'citygateTypeFit' },
  { letter: 'E', label: 'Exit', field: 'citygateExit' },
] as const satisfies readonly { letter: string; label: string; field: keyof AreaInsight }[];

/** Meta title and description advice (section 5): counted live, not enforced. */
export const META_TITLE_ADVISED = 60;
export const META_DESCRIPTION_ADVISED = 160;

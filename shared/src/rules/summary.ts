import type { Property } from '../domain/property';
import { formatYield, yieldDisplay } from './yield';

type SummaryFields = Pick<
  Property,
  'opportunitySummary' | 'description' | 'yield' | 'achievableMarketRent' | 'price' | 'propertyType' | 'location' | 'city' | 'condition' | 'tenancy'
>;

const conditionPhrases: Record<string, string> = {
  New: 'in new condition',
  Good: 'in good condition',
  'Needs Modernisation': 'in need of modernisation',
  'Requires Renovation': 'requiring renovation',
};
const tenancyPhrases: Record<string, string> = {
  Tenanted: 'currently tenanted',
  'Fully Tenanted': 'fully tenanted',
  'Partially Tenanted': 'partially tenanted',
  Vacant: 'offered vacant',
  'Ready to Let': 'ready to let',
};

/** 'HMO' stays in capitals, other types read in lower case; 'an' before a vowel sound. */
function typeNoun(type: string): { article: 'A' | 'An'; noun: string } {
  const noun = /^[A-Z]{2,}$/.test(type) ? type : type.toLowerCase();
  return { article: /^(HMO|[aeiou])/i.test(noun) ? 'An' : 'A', noun };
}

/**
 * The sentence a card shows when a property has neither an opportunity summary nor a description, built
 * from type, location, condition, tenancy and yield, e.g. 'A terrace investment in The Avenues, Hull, in
 * good condition, currently tenanted, with a yield of 8.2%.'
 */
export function generatedSummary(p: Omit<SummaryFields, 'opportunitySummary' | 'description'>): string {
  const { article, noun } = typeNoun(p.propertyType);
  const place = p.location?.trim() || p.city?.trim();
  const parts = [`${article} ${noun} investment${place ? ` in ${place}` : ''}`];
  if (p.condition) parts.push(conditionPhrases[p.condition] ?? `condition: ${p.condition.toLowerCase()}`);
  if (p.tenancy) parts.push(tenancyPhrases[p.tenancy] ?? p.tenancy.toLowerCase());
  const shown = yieldDisplay(p);
  if (shown.kind === 'yield') parts.push(`with a yield of ${formatYield(shown.percent)}`);
  if (shown.kind === 'potential') parts.push(`with a potential yield of ${formatYield(shown.percent)}`);
  return `${parts.join(', ')}.`;
}

/** Spec: the card summary falls back from opportunitySummary, to description, to the generated sentence. */
export function cardSummary(p: SummaryFields): string {
  return p.opportunitySummary?.trim() || p.description?.trim() || generatedSummary(p);
}

/** Longest summary a card carries: three clamped lines never show more, and the list stays small. */
export const cardSummaryMaxLength = 240;

/** Cuts a summary to `max` characters at a word boundary, ending with an ellipsis when cut. */
export function clipSummary(text: string, max = cardSummaryMaxLength): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

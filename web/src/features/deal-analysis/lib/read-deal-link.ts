import { dealInputKeys, dealLaterKeys } from '@shared/domain/deal-input-keys';
import { dealInputsSchema, type DealInputs } from '@shared/domain/deal-scenario';
import { dealInputLabels } from '@shared/rules/deal-input-check';
import { dealLinkFields } from './deal-link';

export type DealLinkReading = { inputs: DealInputs; unreadable?: undefined } | { inputs?: undefined; unreadable: string[] };

/**
 * The deal a page address carries, checked by the same schema as a save. An input added since the link was
 * written comes from `base` (the listing's starting inputs). A link that fails names what could not be read,
 * as 'Deposit (150)', so the page can say so rather than quietly start from the listing.
 */
export function readDealLink(search: string | URLSearchParams, base: DealInputs): DealLinkReading {
  const raw = dealLinkFields(search);
  const missing = dealInputKeys.filter((key) => !(key in raw) && !dealLaterKeys.has(key));
  const parsed = dealInputsSchema.safeParse({
    ...Object.fromEntries(dealInputKeys.filter((key) => dealLaterKeys.has(key)).map((key) => [key, base[key]])),
    ...raw,
  });
  if (parsed.success && missing.length === 0) return { inputs: parsed.data };
  const params = new URLSearchParams(search);
  const bad = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.path[0]))].filter((key) => typeof key === 'string' && key in raw);
  return {
    unreadable: [
      ...(bad as (keyof DealInputs)[]).map((key) => `${dealInputLabels[key]} (${params.get(key)})`),
      ...missing.map((key) => `${dealInputLabels[key]} (missing)`),
    ],
  };
}

/** A sentence for the page: which values of a copied link could not be read, and where the figures start instead. */
export const unreadableLinkMessage = (unreadable: readonly string[], startsFrom: string): string =>
  `This link could not be read: ${unreadable.join(', ')}. The figures start from ${startsFrom} instead.`;

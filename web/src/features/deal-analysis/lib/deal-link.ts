import { dealInputsSchema, type DealInputs } from '@shared/domain/deal-scenario';

/**
 * A deal's inputs in a page address, so 'Copy link' needs no server write: one search parameter per input,
 * named as in the schema (readable to a broker), yes/no as 1/0. Opening the link is checked by the same schema
 * as a save; a link that fails it is ignored and the calculator starts from the listing.
 */
const keys = Object.keys(dealInputsSchema.shape) as (keyof DealInputs)[];
const yesNo = new Set<keyof DealInputs>(['additionalProperty', 'firstTimeBuyer', 'ukResident', 'company']);

export function dealSearch(inputs: DealInputs): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = inputs[key];
    params.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return params.toString();
}

export function dealFromSearch(search: string | URLSearchParams): DealInputs | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (!params.has('price')) return null;
  const raw: Record<string, unknown> = {};
  for (const key of keys) {
    const text = params.get(key);
    if (text === null) return null;
    raw[key] = yesNo.has(key) ? (text === '1' ? true : text === '0' ? false : text) : text.trim() === '' ? NaN : Number(text);
  }
  const parsed = dealInputsSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

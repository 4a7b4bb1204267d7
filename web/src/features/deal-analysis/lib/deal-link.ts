import { dealChoiceKeys, dealInputKeys, dealYesNoKeys } from '@shared/domain/deal-input-keys';
import type { DealInputs } from '@shared/domain/deal-scenario';

/**
 * A deal's inputs in a page address, so 'Copy link' needs no server write: one search parameter per input,
 * named as in the schema (readable to a broker), yes/no as 1/0. Reading a link back checks it by the schema
 * (read-deal-link.ts), which only an address that carries a deal needs.
 */
export function dealSearch(inputs: Partial<DealInputs>): string {
  const params = new URLSearchParams();
  for (const key of dealInputKeys) {
    const value = inputs[key];
    // A deal saved before an input existed has no value for it: the link leaves it out, as links of that time did.
    if (value === undefined) continue;
    params.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return params.toString();
}

/** Whether a page address carries a deal: every link has its price. */
export const hasDealLink = (search: string | URLSearchParams): boolean => new URLSearchParams(search).has('price');

/** A link's inputs as written, unchecked: numbers read as numbers, yes/no as booleans; an input it lacks is absent. */
export function dealLinkFields(search: string | URLSearchParams): Partial<Record<keyof DealInputs, unknown>> {
  const params = new URLSearchParams(search);
  const raw: Partial<Record<keyof DealInputs, unknown>> = {};
  for (const key of dealInputKeys) {
    const text = params.get(key);
    if (text === null) continue;
    raw[key] = dealYesNoKeys.has(key)
      ? text === '1'
        ? true
        : text === '0'
          ? false
          : text
      : dealChoiceKeys.has(key)
        ? text
        : text.trim() === ''
          ? NaN
          : Number(text);
  }
  return raw;
}

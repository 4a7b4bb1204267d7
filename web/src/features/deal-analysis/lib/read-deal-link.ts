import { dealInputsSchema, type DealInputs } from '@shared/domain/deal-scenario';
import { dealLinkFields } from './deal-link';

/**
 * The deal a page address carries, checked by the same schema as a save; null for an address without one or
 * with one that fails it (the calculator then starts from the listing).
 */
export function dealFromSearch(search: string | URLSearchParams): DealInputs | null {
  const raw = dealLinkFields(search);
  if (!raw) return null;
  const parsed = dealInputsSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

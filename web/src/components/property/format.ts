import { dateGB } from '@shared/rules/en-gb';

/** A stored ISO date-time as an en-GB date, e.g. '2026-11-14T10:15:00.000Z' -> '14/11/2026' (empty when invalid). */
export function formatDateGB(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateGB(date);
}

/** The card's 'Added on {date} by {agency}' line, with the property's real created date. */
export const addedOnLine = (createdAt: string, agency: string): string => {
  const date = formatDateGB(createdAt);
  return date ? `Added on ${date} by ${agency}` : `Added by ${agency}`;
};

export const bedroomsText = (bedrooms: number | null | undefined): string | null =>
  bedrooms && bedrooms > 0 ? `${bedrooms} ${bedrooms === 1 ? 'bedroom' : 'bedrooms'}` : null;

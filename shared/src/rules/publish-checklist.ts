import { fieldApplies } from './field-visibility';

/**
 * Beyond the spec: before a listing goes out, the material information a buyer expects
 * (UK material information: price, tenure, council tax, EPC) plus the photos and floor plan. Warnings only:
 * publishing is never blocked. Works on the form's values and on a stored record alike.
 */
export interface ChecklistFields {
  price?: number | string | null;
  tenureType?: string | null;
  freeholdTitle?: string | null;
  leaseRemaining?: number | string | null;
  councilTaxBand?: string | null;
  epcRating?: string | null;
  epcUnits?: readonly { rating?: string | null }[] | null;
  imageUrl?: string | null;
  photos?: readonly string[] | null;
  floorplanUrl?: string | null;
}

export type ChecklistItem = 'askingPrice' | 'tenure' | 'councilTaxBand' | 'epc' | 'photos' | 'floorPlan';

export const checklistMessages: Record<ChecklistItem, string> = {
  askingPrice: 'No asking price',
  tenure: 'No tenure details (freehold title number, or years left on the lease)',
  councilTaxBand: 'No council tax band',
  epc: 'No EPC rating',
  photos: 'No photos',
  floorPlan: 'No floor plan',
};

const positive = (value: number | string | null | undefined): boolean => Number(value ?? 0) > 0;

/** What is missing, in the order the form shows its sections. An empty list means ready. */
export function publishChecklist(p: ChecklistFields): ChecklistItem[] {
  const missing: ChecklistItem[] = [];
  if (!positive(p.price)) missing.push('askingPrice');
  const tenureKnown = fieldApplies('freeholdTitle', p)
    ? Boolean(p.freeholdTitle?.trim())
    : fieldApplies('leaseRemaining', p)
      ? positive(p.leaseRemaining)
      : false;
  if (!tenureKnown) missing.push('tenure');
  // '0' and '00' are how the old data says "no band" (the detail page hides them).
  const band = p.councilTaxBand?.trim() ?? '';
  if (!band || band === '0' || band === '00') missing.push('councilTaxBand');
  if (!p.epcRating && !(p.epcUnits ?? []).some((unit) => Boolean(unit.rating))) missing.push('epc');
  if (!p.imageUrl && !(p.photos ?? []).some(Boolean)) missing.push('photos');
  if (!p.floorplanUrl?.trim()) missing.push('floorPlan');
  return missing;
}

import { descriptorOf, fieldsWhere, type PropertyField } from '../domain/property-fields';
import { NOT_KNOWN } from '../domain/property-values';
import { fieldApplies } from './field-visibility';
import { shownCouncilTaxBand } from './public-rent';

/**
 * Before a listing goes out: the material information, in the Parts of National Trading Standards' guidance
 * ('Material information in property listings (sales)', NTSELAT, November 2023; withdrawn May 2025, its Parts A to C
 * kept as the structure). Part A must be in every listing shown: leaving it out is an unfair commercial practice
 * (omitting material information) under the Digital Markets, Competition and Consumers Act 2024, Part 4, Chapter 1
 * (ss. 225–230; rules/material-information-law.ts), so the API refuses to
 * publish without it (`partAMissing`), nor a building without its EPC rating or the exemption that applies
 * (`publishBlockers`). Part B and C answers still 'Not known', and the photos and floor plan buyers expect, are
 * warnings only. Works on the form's values and on a stored record alike; a record stored before
 * these answers were asked for has none (undefined reads as not answered).
 */
export interface ChecklistFields {
  propertyType?: string | null;
  price?: number | string | null;
  priceQualifier?: string | null;
  tenureType?: string | null;
  freeholdTitle?: string | null;
  leaseRemaining?: number | string | null;
  groundRent?: number | string | null;
  serviceCharge?: number | string | null;
  leaseStartYear?: number | string | null;
  leaseLength?: number | string | null;
  groundRentReview?: string | null;
  councilTaxBand?: string | null;
  epcRating?: string | null;
  epcExemption?: string | null;
  epcUnits?: readonly { rating?: string | null }[] | null;
  imageUrl?: string | null;
  photos?: readonly string[] | null;
  floorplanUrl?: string | null;
}

/** The Part A items a listing cannot be published without, in the order the form shows them. */
export type PartAItem =
  | 'askingPrice'
  | 'priceQualifier'
  | 'leaseRemaining'
  | 'groundRent'
  | 'serviceCharge'
  | 'leaseStartYear'
  | 'leaseLength'
  | 'groundRentReview'
  | 'councilTaxBand';

export const partAMessages: Record<PartAItem, string> = {
  askingPrice: 'No asking price',
  priceQualifier: 'No price qualifier (e.g. Guide price)',
  leaseRemaining: 'No years remaining on the lease',
  groundRent: 'No ground rent (0 if none, e.g. a peppercorn rent)',
  serviceCharge: 'No service charge (0 if none)',
  leaseStartYear: 'No lease start year',
  leaseLength: 'No lease length',
  groundRentReview: 'No ground rent review terms',
  councilTaxBand: 'No council tax band',
};

/** What publishing needs: the Part A items, then the EPC rating (or its exemption). */
export type PublishBlocker = PartAItem | 'epcRating';

export const blockerMessages: Record<PublishBlocker, string> = {
  ...partAMessages,
  epcRating: 'No EPC rating (or the exemption that applies)',
};

export type ChecklistWarning = 'freeholdTitle' | 'photos' | 'floorPlan';

export const warningMessages: Record<ChecklistWarning, string> = {
  freeholdTitle: 'No freehold title number',
  photos: 'No photos',
  floorPlan: 'No floor plan',
};

/**
 * Council tax is charged on dwellings (Local Government Finance Act 1992): land and commercial premises (business
 * rates instead) have no band to give.
 */
export const councilTaxApplies = (propertyType: string | null | undefined): boolean => !['Land', 'Commercial Space'].includes(propertyType ?? '');

const positive = (value: number | string | null | undefined): boolean => Number(value ?? 0) > 0;
const given = (value: string | null | undefined): boolean => Boolean(value?.trim());
/** An amount answered: 0 is the answer 'none' (a peppercorn ground rent); empty or missing is not answered. */
const amountGiven = (value: number | string | null | undefined): boolean =>
  typeof value === 'number' ? Number.isFinite(value) && value >= 0 : given(value) && Number(value) >= 0;

/** The Part A items missing: an empty list means the listing may be published. */
export function partAMissing(p: ChecklistFields): PartAItem[] {
  const missing: PartAItem[] = [];
  if (!positive(p.price)) missing.push('askingPrice');
  if (!given(p.priceQualifier)) missing.push('priceQualifier');
  if (fieldApplies('leaseRemaining', p) && !positive(p.leaseRemaining)) missing.push('leaseRemaining');
  if (fieldApplies('groundRent', p) && !amountGiven(p.groundRent)) missing.push('groundRent');
  if (fieldApplies('serviceCharge', p) && !amountGiven(p.serviceCharge)) missing.push('serviceCharge');
  if (fieldApplies('leaseStartYear', p) && !positive(p.leaseStartYear)) missing.push('leaseStartYear');
  if (fieldApplies('leaseLength', p) && !positive(p.leaseLength)) missing.push('leaseLength');
  if (fieldApplies('groundRentReview', p) && !given(p.groundRentReview)) missing.push('groundRentReview');
  // '0' and '00' are how the old data says "no band" (the detail page hides them).
  if (councilTaxApplies(p.propertyType) && !shownCouncilTaxBand(p.councilTaxBand)) missing.push('councilTaxBand');
  return missing;
}

/**
 * A building offered for sale must have its EPC rating stated in any advertisement in commercial media, an online
 * listing among them (Energy Performance of Buildings (England and Wales) Regulations 2012, regulation 11), unless
 * an exemption applies (regulation 5(1), regulation 8). Land has no building to rate.
 */
export const epcRequired = (p: ChecklistFields): boolean => p.propertyType !== 'Land' && !given(p.epcExemption);

const epcGiven = (p: ChecklistFields): boolean => Boolean(p.epcRating) || (p.epcUnits ?? []).some((unit) => Boolean(unit.rating));

/** Everything publishing needs and the listing lacks: the Part A items, then the EPC rating. */
export function publishBlockers(p: ChecklistFields): PublishBlocker[] {
  const missing: PublishBlocker[] = partAMissing(p);
  if (epcRequired(p) && !epcGiven(p)) missing.push('epcRating');
  return missing;
}

export const EPC_REFUSAL =
  'A listing of a building for sale must state its EPC rating (Energy Performance of Buildings (England and Wales) Regulations 2012): give the rating, or choose the exemption that applies.';

/** The API's refusal: the same list the form shows. */
export function publishRefusalMessage(missing: readonly PublishBlocker[]): string {
  const partA = missing.filter((item): item is PartAItem => item !== 'epcRating');
  return [
    ...(partA.length > 0
      ? [
          `A listing cannot be published without its Part A material information. Missing: ${partA.map((item) => partAMessages[item].replace(/^No /, '')).join(', ')}.`,
        ]
      : []),
    ...(missing.includes('epcRating') ? [EPC_REFUSAL] : []),
  ].join(' ');
}

/** The Part B and C answers (not their notes) the checklist warns about while they are 'Not known' or not answered. */
export const partBCFields: PropertyField[] = fieldsWhere((d) => (d.materialPart === 'B' || d.materialPart === 'C') && d.kind === 'choice');

/** The Part B and C answers still 'Not known' (or not answered), as their labels. */
export function notKnownItems(p: Partial<Record<PropertyField, unknown>>): string[] {
  return partBCFields.filter((field) => !p[field] || p[field] === NOT_KNOWN).map((field) => descriptorOf(field).label);
}

/** What a buyer expects beyond Part A: warnings only, never blocking. */
export function publishWarnings(p: ChecklistFields): ChecklistWarning[] {
  const warnings: ChecklistWarning[] = [];
  if (fieldApplies('freeholdTitle', p) && !given(p.freeholdTitle)) warnings.push('freeholdTitle');
  if (!p.imageUrl && !(p.photos ?? []).some(Boolean)) warnings.push('photos');
  if (!given(p.floorplanUrl)) warnings.push('floorPlan');
  return warnings;
}

import type { Property } from '../domain/property';
import { descriptorOf, fieldsWhere, type FieldDescriptor, type MaterialPart, type PropertyField } from '../domain/property-fields';
import { NOT_KNOWN } from '../domain/property-values';
import { fieldApplies } from '../rules/field-visibility';
import { formatPrice } from '../rules/money';
import { shownCouncilTaxBand } from '../rules/public-rent';
import { councilTaxApplies } from '../rules/publish-checklist';

/**
 * A listing's material information as National Trading Standards' guidance grouped it ('Material information in
 * property listings (sales)', NTSELAT, November 2023; withdrawn May 2025, its Parts A to C kept as the structure; the
 * law is rules/material-information-law.ts), display-ready: the one way the detail page, the full public
 * page and the deal pack show it. An item not answered (a listing stored before the question was asked) reads
 * 'Not known'.
 */
export interface MaterialInformationItem {
  label: string;
  value: string;
  note?: string;
}

export interface MaterialInformationSection {
  part: MaterialPart;
  title: string;
  items: MaterialInformationItem[];
}

export const materialPartTitles: Record<MaterialPart, string> = {
  A: 'Part A: Price, tenure and council tax',
  B: 'Part B: The property, its utilities and parking',
  C: 'Part C: Matters that may affect the property',
};

type Source = Partial<Property>;

const known = (value: string | null | undefined): string => (value?.trim() ? value.trim() : NOT_KNOWN);
const label = (field: PropertyField): string => descriptorOf(field).label;
const positive = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;
const years = (value: number | null | undefined): string => (positive(value) ? `${value.toLocaleString('en-GB')} years` : NOT_KNOWN);
/** A lease's yearly amount: 0 is the answer 'none' (e.g. a peppercorn ground rent), empty is not known. */
const perYear = (value: number | null | undefined): string =>
  typeof value === 'number' ? (value === 0 ? 'None' : `${formatPrice(value)} per year`) : NOT_KNOWN;

function partA(p: Source): MaterialInformationItem[] {
  const price = positive(p.price) ? [p.priceQualifier, formatPrice(p.price)].filter(Boolean).join(' ') : NOT_KNOWN;
  const items: MaterialInformationItem[] = [
    { label: 'Price', value: price },
    { label: label('tenureType'), value: known(p.tenureType) },
  ];
  if (fieldApplies('leaseRemaining', p)) {
    items.push(
      { label: label('leaseRemaining'), value: years(p.leaseRemaining) },
      { label: label('leaseStartYear'), value: positive(p.leaseStartYear) ? String(p.leaseStartYear) : NOT_KNOWN },
      { label: label('leaseLength'), value: years(p.leaseLength) },
      { label: label('groundRent'), value: perYear(p.groundRent) },
      { label: label('groundRentReview'), value: known(p.groundRentReview) },
      { label: label('serviceCharge'), value: perYear(p.serviceCharge) },
    );
  }
  if (positive(p.sharedOwnershipShare)) items.push({ label: label('sharedOwnershipShare'), value: `${p.sharedOwnershipShare}%` });
  const band = shownCouncilTaxBand(p.councilTaxBand) ?? (councilTaxApplies(p.propertyType) ? NOT_KNOWN : 'None (not a dwelling)');
  items.push({ label: label('councilTaxBand'), value: band });
  return items;
}

/** Who reads it: the public full page leaves out what the field table keeps from the public (e.g. bedrooms). */
export type MaterialInformationReader = 'member' | 'public';

/** The answers of Part B or C, from the field table: each answer with its note, in the table's order. */
function answers(p: Source, part: 'B' | 'C', reader: MaterialInformationReader): MaterialInformationItem[] {
  const values = p as Partial<Record<PropertyField, unknown>>;
  const notes = new Map(fieldsWhere((d) => d.materialPart === part && d.noteTo !== undefined).map((field) => [descriptorOf(field).noteTo, field]));
  const shown = (d: FieldDescriptor) => reader === 'member' || d.audience.public !== false;
  return fieldsWhere((d) => d.materialPart === part && d.noteTo === undefined && shown(d)).map((field) => {
    const value = values[field];
    const noteField = notes.get(field);
    const note = noteField ? values[noteField] : undefined;
    return {
      label: label(field),
      value:
        typeof value === 'number'
          ? value.toLocaleString('en-GB')
          : typeof value === 'string' && value.trim()
            ? value
            : descriptorOf(field).kind === 'longText'
              ? 'None'
              : NOT_KNOWN,
      ...(typeof note === 'string' && note.trim() ? { note: note.trim() } : {}),
    };
  });
}

export function materialInformationSections(p: Source, reader: MaterialInformationReader = 'member'): MaterialInformationSection[] {
  return [
    { part: 'A', title: materialPartTitles.A, items: partA(p) },
    { part: 'B', title: materialPartTitles.B, items: answers(p, 'B', reader) },
    { part: 'C', title: materialPartTitles.C, items: answers(p, 'C', reader) },
  ];
}

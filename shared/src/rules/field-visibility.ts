import type { PropertyInput } from '../domain/property';
import { multiUnitTypes } from '../domain/multi-unit-types';
import type { PropertyField } from '../domain/property-fields';

/**
 * Which property fields apply to which tenure and property type (spec admin-and-content, 'Add / Edit
 * Property' and section 9): the one rule the form (which sections it shows), the form schema (what it
 * requires, and which values it drops before saving), the detail pages and the seed all read.
 * A field not listed here applies to every property.
 */
export const isMultiUnit = (propertyType: string | null | undefined): boolean => (multiUnitTypes as readonly string[]).includes(propertyType ?? '');

/** What a rule reads: the form's values or a stored record. */
export interface FieldContext {
  tenureType?: string | null;
  propertyType?: string | null;
}

const appliesWhen = {
  freehold: (p: FieldContext) => p.tenureType === 'Freehold',
  leasehold: (p: FieldContext) => p.tenureType === 'Leasehold',
  // Spec section 9: service-charge documents for every tenure but Freehold.
  notFreehold: (p: FieldContext) => p.tenureType !== 'Freehold',
  multiUnit: (p: FieldContext) => isMultiUnit(p.propertyType),
};

export const conditionalFields = {
  freeholdTitle: 'freehold',
  leaseRemaining: 'leasehold',
  groundRent: 'leasehold',
  serviceCharge: 'leasehold',
  leaseStartYear: 'leasehold',
  leaseLength: 'leasehold',
  groundRentReview: 'leasehold',
  leaseDocuments: 'leasehold',
  serviceChargeAccountsDocument: 'notFreehold',
  rentalUnits: 'multiUnit',
} as const satisfies Partial<Record<keyof PropertyInput, keyof typeof appliesWhen>>;

export type ConditionalField = keyof typeof conditionalFields;

/** Whether a field applies to this property (is shown, may be required, is kept on saving). */
export const fieldApplies = (field: PropertyField, p: FieldContext): boolean => {
  const rule = (conditionalFields as Partial<Record<PropertyField, keyof typeof appliesWhen>>)[field];
  return rule ? appliesWhen[rule](p) : true;
};

/**
 * What is bought, as Stamp Duty Land Tax sees it: residential (dwellings), non-residential, or mixed (both in one
 * purchase); rules/sdlt.ts maps a listing's type to one.
 */
export const propertyUses = ['residential', 'non-residential', 'mixed'] as const;
export type PropertyUse = (typeof propertyUses)[number];

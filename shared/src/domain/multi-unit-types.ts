/** The property types made of units (a block, mixed commercial): their own module, without zod, for the pages' field rules. */
export const multiUnitTypes = ['Block of Flats', 'Mixed Commercial'] as const;

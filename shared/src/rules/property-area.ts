/**
 * The area a sneak peek shows instead of the address (narrows spec admin-and-content
 * section 3 'Public property payload'): the town and the postcode district, e.g. 'Hull, HU5'. An
 * off-market address is what membership buys, so neither the title (labelled Property Address in the
 * admin form), the street nor the full postcode leaves through a public link.
 */

/**
 * The outward code of a UK postcode ('HU5 3QP' -> 'HU5', 'hu53qp' -> 'HU5', 'SW1A 1AA' -> 'SW1A'); null
 * when the text is not a postcode or an outward code alone, so nothing else is ever echoed.
 */
export function postcodeDistrict(postcode: string | null | undefined): string | null {
  const compact = (postcode ?? '').replace(/\s+/g, '').toUpperCase();
  const full = /^([A-Z]{1,2}\d[A-Z\d]?)\d[A-Z]{2}$/.exec(compact);
  if (full) return full[1]!;
  return /^[A-Z]{1,2}\d[A-Z\d]?$/.test(compact) ? compact : null;
}

/** A town name only: no digits (a house number or postcode typed into the city field is not shown). */
function townName(city: string | null | undefined): string | null {
  const town = (city ?? '').trim().replace(/\s+/g, ' ');
  return town && !/\d/.test(town) && town.length <= 60 ? town : null;
}

/** 'Hull, HU5' from the city and postcode; either part alone when the other is missing; null when neither is. */
export function propertyArea(property: { city?: string | null; postcode?: string | null }): string | null {
  const parts = [townName(property.city), postcodeDistrict(property.postcode)].filter((p): p is string => p !== null);
  return parts.length ? parts.join(', ') : null;
}

/** What the sneak peek and its link preview call the property in place of its title. */
export const peekLabel = (area: string | null): string => (area ? `Off-market property in ${area}` : 'Off-market property');

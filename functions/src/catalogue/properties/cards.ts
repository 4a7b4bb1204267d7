import type { PropertyCard } from '@shared/domain/property';
import { cardOf } from '@shared/views/property-card';
import { isVisibleTo } from '@shared/rules/visibility';
import { getProperties } from '../db/properties';

/** Card data for each id the caller may see; null where the property is gone or hidden ('Property not found'). */
export async function cardsFor(ids: string[], isAdmin: boolean): Promise<Map<string, PropertyCard | null>> {
  const found = new Map((await getProperties(ids)).map((p) => [p.id, p]));
  return new Map(
    ids.map((id) => {
      const property = found.get(id);
      return [id, property && isVisibleTo(property, isAdmin) ? cardOf(property) : null];
    }),
  );
}

import { matchQuery, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AreaInsight } from '@shared/domain/area-insight';
import type { Property } from '@shared/domain/property';
import type { PropertyFormInput } from '@shared/views/property-form';
import { api } from '../../../lib/api';
import { routeQueryKey, routeQuery } from '../../../lib/route-query';
import { isWholeRecord, type InvestorProperty } from '@shared/views/investor-property';

const selectWholeRecord = ({ property }: { property: Property | InvestorProperty }): Property => {
  // Only admins edit, and admins receive the whole record.
  if (!isWholeRecord(property)) throw new Error('Only admins can edit a property');
  return property;
};

/** The property being edited (admins read drafts too); the same cache entry as the detail page's. */
export const editedPropertyQuery = (id: string) => queryOptions({ ...routeQuery('getProperty', { params: { id } }), select: selectWholeRecord });

const selectOptions = (answer: { items: AreaInsight[] }) => answer.items.map((a) => ({ value: a.urlSlug, label: `${a.locationName} (${a.postcode})` }));

/** The area insights an admin can link a property to (by slug). */
export const areaInsightOptionsQuery = () => queryOptions({ ...routeQuery('listPublishedAreaInsights'), select: selectOptions, staleTime: 5 * 60_000 });

/** `id`: the id the form chose for the new property (its uploads are stored under it). */
export const createProperty = async (values: PropertyFormInput, isPublished: boolean, id: string): Promise<Property> =>
  (await api('createProperty', { body: { ...values, isPublished, id } })).property;

export const updateProperty = async (id: string, values: PropertyFormInput, expectedVersion: number): Promise<Property> =>
  (await api('updateProperty', { params: { id }, body: { ...values, expectedVersion } })).property;

/** After a save: the saved record in the cache, every list and the history refetched when next shown. */
export function useAfterSave() {
  const queryClient = useQueryClient();
  return async (property: Property) => {
    const saved = routeQueryKey('getProperty', { params: { id: property.id } });
    queryClient.setQueryData(saved, { property });
    await queryClient.invalidateQueries({ predicate: (query) => !matchQuery({ queryKey: saved }, query) });
  };
}

import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Property } from '@shared/domain/property';
import type { PropertyFormInput } from '@shared/domain/property-form';
import { api } from '../../../lib/api';
import { isWholeRecord } from '@shared/investor-property';

/** The property being edited (admins read drafts too); the same cache entry as the detail page's. */
export const editedPropertyQuery = (id: string) =>
  queryOptions({
    queryKey: ['property', id] as const,
    queryFn: async ({ signal }) => {
      const { property } = await api('getProperty', { params: { id }, signal });
      // Only admins edit, and admins receive the whole record.
      if (!isWholeRecord(property)) throw new Error('Only admins can edit a property');
      return property;
    },
  });

/** The area insights an admin can link a property to (by slug). */
export const areaInsightOptionsQuery = () =>
  queryOptions({
    queryKey: ['area-insights', 'options'] as const,
    queryFn: async ({ signal }) => (await api('listAreaInsights', { signal })).items.map((a) => ({ value: a.urlSlug, label: `${a.locationName} (${a.postcode})` })),
    staleTime: 5 * 60_000,
  });

/** `id`: the id the form chose for the new property (its uploads are stored under it). */
export const createProperty = async (values: PropertyFormInput, isPublished: boolean, id: string): Promise<Property> =>
  (await api('createProperty', { body: { ...values, isPublished, id } })).property;

export const updateProperty = async (id: string, values: PropertyFormInput, expectedVersion: number): Promise<Property> =>
  (await api('updateProperty', { params: { id }, body: { ...values, expectedVersion } })).property;

/** After a save: the saved record in the cache, every list and the history refetched when next shown. */
export function useAfterSave() {
  const queryClient = useQueryClient();
  return async (property: Property) => {
    queryClient.setQueryData(editedPropertyQuery(property.id).queryKey, property);
    await queryClient.invalidateQueries({ predicate: (query) => !(query.queryKey[0] === 'property' && query.queryKey[1] === property.id) });
  };
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentParam } from '@shared/property-documents';
import { api } from '../../../lib/api';

export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: ['property', id] as const,
    queryFn: async ({ signal }) => (await api('getProperty', { params: { id }, signal })).property,
  });

/** A 5-minute signed link to one of the property's documents (the bucket is private). */
export const documentLink = async (id: string, document: DocumentParam) => (await api('getDocumentLink', { params: { id, document } })).url;

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('deleteProperty', { params: { id } }),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: ['property', id] });
      await queryClient.invalidateQueries({ queryKey: ['properties'] });
    },
  });
}

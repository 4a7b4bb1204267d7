import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Property } from '@shared/domain/property';
import type { InvestorProperty } from '@shared/views/investor-property';
import type { ReservedFlag } from '@shared/views/reservation';
import type { DocumentParam } from '@shared/rules/property-documents';
import { api } from '../../../lib/api';
import { routeQueryKey, routeQuery, useRouteMutation } from '../../../lib/route-query';

const selectProperty = (answer: { property: Property | (InvestorProperty & ReservedFlag) }) => answer.property;

export const propertyQuery = (id: string) => queryOptions({ ...routeQuery('getProperty', { params: { id } }), select: selectProperty });

/** A 5-minute signed link to one of the property's documents (the bucket is private). */
export const documentLink = async (id: string, document: DocumentParam) => (await api('getDocumentLink', { params: { id, document } })).url;

/** A short-lived link that downloads the caller's deal pack of this listing (made, or made again, by the API first). */
export const dealPackLink = async (id: string) => (await api('createDealPack', { params: { id } })).url;

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useRouteMutation({
    mutationFn: (id: string) => api('deleteProperty', { params: { id } }),
    invalidates: ['listProperties', 'getSearchIndex'],
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: routeQueryKey('getProperty', { params: { id } }) }),
  });
}

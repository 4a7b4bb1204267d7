import { queryOptions } from '@tanstack/react-query';
import type { ResourceInput } from '@shared/domain/resource';
import { api } from '../../../lib/api';
import { routeQuery, selectItems } from '../../../lib/route-query';

export const adminResourcesQuery = () => queryOptions({ ...routeQuery('listResources'), select: selectItems });

export const createResource = async (input: ResourceInput) => (await api('createResource', { body: input })).resource;
export const updateResource = async (id: string, input: ResourceInput, version: number) =>
  (await api('updateResource', { params: { id }, body: { ...input, version } })).resource;
export const deleteResource = (id: string, version: number) => api('deleteResource', { params: { id }, query: { version: String(version) } });

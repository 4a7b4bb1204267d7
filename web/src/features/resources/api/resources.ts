import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const resourcesKey = ['resources'] as const;

/** Every resource by display order (the API sorts). */
export const resourcesQuery = () =>
  queryOptions({
    queryKey: resourcesKey,
    queryFn: async ({ signal }) => (await api('listResources', { signal })).items,
  });

/** A short-lived signed link to a download resource's PDF. */
export const resourceDownloadUrl = async (id: string): Promise<string> => (await api('getResourceDownload', { params: { id } })).url;

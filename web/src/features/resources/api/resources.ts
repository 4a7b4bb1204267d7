import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { routeQuery, selectItems } from '../../../lib/route-query';

/** Every resource by display order (the API sorts). */
export const resourcesQuery = () => queryOptions({ ...routeQuery('listResources'), select: selectItems });

/** A short-lived signed link to a download resource's PDF. */
export const resourceDownloadUrl = async (id: string): Promise<string> => (await api('getResourceDownload', { params: { id } })).url;

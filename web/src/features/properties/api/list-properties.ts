import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The investor catalogue: published, not Withdrawn (the API decides; admins get every property). */
export const propertiesQuery = () =>
  queryOptions({
    queryKey: ['properties'] as const,
    queryFn: async ({ signal }) => (await api('listProperties', { signal })).items,
  });

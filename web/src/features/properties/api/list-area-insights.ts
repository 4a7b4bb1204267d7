import { queryOptions } from '@tanstack/react-query';
import type { AreaInsightSummary } from '@shared/domain/areaInsight';
import { api } from '../../../lib/api';

/** The published area insights, in display order: the options of the area filter (short form only). */
export const areaOptionsQuery = () =>
  queryOptions({
    queryKey: ['area-insights', 'options'] as const,
    queryFn: async ({ signal }): Promise<AreaInsightSummary[]> =>
      (await api('listAreaInsights', { signal })).items.map(({ id, locationName, postcode, urlSlug }) => ({ id, locationName, postcode, urlSlug })),
    staleTime: 5 * 60_000,
  });

import { queryOptions } from '@tanstack/react-query';
import type { AreaInsight, AreaInsightInput } from '@shared/domain/areaInsight';
import { api } from '../../../lib/api';

/** The public list: published insights in display order. */
export const publicAreaInsightsQuery = () =>
  queryOptions({
    queryKey: ['area-insights', 'public'] as const,
    queryFn: async ({ signal }): Promise<AreaInsight[]> => (await api('listAreaInsights', { signal })).items,
    staleTime: 60_000,
  });

/** One published insight by slug (a draft or unknown slug is a 404). */
export const areaInsightQuery = (slug: string) =>
  queryOptions({
    queryKey: ['area-insights', 'slug', slug] as const,
    queryFn: async ({ signal }): Promise<AreaInsight> => (await api('getAreaInsight', { params: { slug }, signal })).insight,
    staleTime: 60_000,
    retry: false,
  });

/** Admin: every insight, drafts included. */
export const adminAreaInsightsQuery = () =>
  queryOptions({
    queryKey: ['area-insights', 'admin'] as const,
    queryFn: async ({ signal }): Promise<AreaInsight[]> => (await api('adminListAreaInsights', { signal })).items,
  });

export const createAreaInsight = async (input: AreaInsightInput) => (await api('createAreaInsight', { body: input })).insight;
export const updateAreaInsight = async (id: string, input: AreaInsightInput, version: number) =>
  (await api('updateAreaInsight', { params: { id }, body: { ...input, version } })).insight;
export const deleteAreaInsight = (id: string) => api('deleteAreaInsight', { params: { id } });

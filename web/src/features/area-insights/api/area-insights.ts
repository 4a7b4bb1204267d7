import { queryOptions } from '@tanstack/react-query';
import type { AreaInsight, AreaInsightInput } from '@shared/domain/area-insight';
import { api } from '../../../lib/api';
import { routeQuery, selectItems } from '../../../lib/route-query';

/** What an admin change to an insight makes stale: every list and page that shows insights. */
export const areaInsightRoutes = ['listPublishedAreaInsights', 'getAreaInsight', 'listAreaInsights'] as const;

/** The public list: published insights in display order. */
export const publicAreaInsightsQuery = () => queryOptions({ ...routeQuery('listPublishedAreaInsights'), select: selectItems, staleTime: 60_000 });

const selectInsight = (answer: { insight: AreaInsight }) => answer.insight;

/** One published insight by slug (a draft or unknown slug is a 404). */
export const areaInsightQuery = (slug: string) =>
  queryOptions({ ...routeQuery('getAreaInsight', { params: { slug } }), select: selectInsight, staleTime: 60_000, retry: false });

/** Admin: every insight, drafts included. */
export const adminAreaInsightsQuery = () => queryOptions({ ...routeQuery('listAreaInsights'), select: selectItems });

export const createAreaInsight = async (input: AreaInsightInput) => (await api('createAreaInsight', { body: input })).insight;
export const updateAreaInsight = async (id: string, input: AreaInsightInput, version: number) =>
  (await api('updateAreaInsight', { params: { id }, body: { ...input, version } })).insight;
export const deleteAreaInsight = (id: string) => api('deleteAreaInsight', { params: { id } });

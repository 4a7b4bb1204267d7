import { queryOptions } from '@tanstack/react-query';
import type { AreaInsight, AreaInsightSummary } from '@shared/domain/area-insight';
import { routeQuery } from '../../../lib/route-query';

const selectSummaries = (answer: { items: AreaInsight[] }): AreaInsightSummary[] =>
  answer.items.map(({ id, locationName, postcode, urlSlug }) => ({ id, locationName, postcode, urlSlug }));

/** The published area insights, in display order: the options of the area filter (short form only). */
export const areaOptionsQuery = () => queryOptions({ ...routeQuery('listPublishedAreaInsights'), select: selectSummaries, staleTime: 5 * 60_000 });

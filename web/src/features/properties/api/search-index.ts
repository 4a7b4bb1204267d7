import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { withLaterPages } from '../../../lib/pages';
import { routeQueryKey } from '../../../lib/route-query';

const selectTexts = (answer: { texts: Record<string, string> }) => answer.texts;

/**
 * The search text of every listed property by id (every page of it): all of spec section 5's searchable fields,
 * which the card list does not carry. Whatever makes the list stale must name this route too.
 */
export const searchIndexQuery = () =>
  queryOptions({
    queryKey: routeQueryKey('getSearchIndex'),
    queryFn: async ({ signal }) => {
      const pages = await withLaterPages('getSearchIndex', await api('getSearchIndex', { signal }), signal);
      return { texts: Object.assign({}, ...pages.map((page) => page.texts)) as Record<string, string> };
    },
    select: selectTexts,
  });

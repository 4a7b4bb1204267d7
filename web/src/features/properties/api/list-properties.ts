import { queryOptions } from '@tanstack/react-query';
import { sortProperties } from '@shared/rules/sort';
import { withLaterPages } from '../../../lib/pages';
import { routeQueryKey, selectItems } from '../../../lib/route-query';
import { firstCardsRequest } from '../../../lib/first-pages';

/** The top of the list (an investor's comes in catalogue order, `inOrder`), the first page of propertiesQuery. */
export const firstPropertiesQuery = () => queryOptions(firstCardsRequest());

/**
 * The investor catalogue: published, not Withdrawn (the API decides; admins get every property), every page of
 * it, in catalogue order.
 */
export const propertiesQuery = () =>
  queryOptions({
    queryKey: routeQueryKey('listProperties'),
    queryFn: async ({ client, signal }) => {
      const pages = await withLaterPages('listProperties', await client.fetchQuery(firstPropertiesQuery()), signal);
      return { items: sortProperties(pages.flatMap((page) => page.items)) };
    },
    select: selectItems,
  });

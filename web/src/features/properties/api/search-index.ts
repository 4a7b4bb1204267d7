import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query';

const selectTexts = (answer: { texts: Record<string, string> }) => answer.texts;

/**
 * The search text of every listed property by id: all of spec section 5's searchable fields, which the
 * card list does not carry. Whatever makes the list stale must name this route too.
 */
export const searchIndexQuery = () => queryOptions({ ...routeQuery('getSearchIndex'), select: selectTexts });

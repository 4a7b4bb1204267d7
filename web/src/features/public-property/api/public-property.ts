import { queryOptions } from '@tanstack/react-query';
import type { PublicPropertyFull, PublicPropertyPeek, PublicView } from '@shared/views/public-property';
import type { ReservedFlag } from '@shared/views/reservation';
import { routeQuery } from '../../../lib/route-query';

/** The whitelisted public payload (no sign-in): the sneak peek or the full view. */
export function publicPropertyQuery(id: string, view: 'peek'): ReturnType<typeof peekQuery>;
export function publicPropertyQuery(id: string, view: 'full'): ReturnType<typeof fullQuery>;
export function publicPropertyQuery(id: string, view: PublicView) {
  return view === 'full' ? fullQuery(id) : peekQuery(id);
}

const selectPeek = (answer: { property: unknown }) => answer.property as PublicPropertyPeek & ReservedFlag;
const selectFull = (answer: { property: unknown }) => answer.property as PublicPropertyFull & ReservedFlag;

const peekQuery = (id: string) => queryOptions({ ...routeQuery('getPublicProperty', { params: { id }, query: { view: 'peek' } }), select: selectPeek });

const fullQuery = (id: string) =>
  queryOptions({
    ...routeQuery('getPublicProperty', { params: { id }, query: { view: 'full' } }),
    select: selectFull,
    // The document links in the payload are signed for 15 minutes: refresh well before.
    staleTime: 5 * 60_000,
  });

import { queryOptions } from '@tanstack/react-query';
import type { PublicPropertyFull, PublicPropertyPeek, PublicView } from '@shared/public-property';
import { api } from '../../../lib/api';

/** The whitelisted public payload (no sign-in): the sneak peek or the full view. */
export function publicPropertyQuery(id: string, view: 'peek'): ReturnType<typeof peekQuery>;
export function publicPropertyQuery(id: string, view: 'full'): ReturnType<typeof fullQuery>;
export function publicPropertyQuery(id: string, view: PublicView) {
  return view === 'full' ? fullQuery(id) : peekQuery(id);
}

const peekQuery = (id: string) =>
  queryOptions({
    queryKey: ['public-property', 'peek', id] as const,
    queryFn: async ({ signal }) => (await api('getPublicProperty', { params: { id }, query: { view: 'peek' }, signal })).property as PublicPropertyPeek,
  });

const fullQuery = (id: string) =>
  queryOptions({
    queryKey: ['public-property', 'full', id] as const,
    queryFn: async ({ signal }) => (await api('getPublicProperty', { params: { id }, query: { view: 'full' }, signal })).property as PublicPropertyFull,
    // The document links in the payload are signed for 15 minutes: refresh well before.
    staleTime: 5 * 60_000,
  });

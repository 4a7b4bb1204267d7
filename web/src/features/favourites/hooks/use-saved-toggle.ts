import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { toast } from '../../../lib/toast';
import type { PropertyCard } from '@shared/domain/property';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/session/use-auth';
import { invalidateRoutes, routeKey } from '../../../lib/route-query';
import { favouritesQuery, propertyRequestsQuery, setFavourite, setPropertyRequest, type FavouriteItem, type RequestItem } from '../api/saved-properties';

interface Texts {
  added: string;
  removed: string;
  failed: string;
  loadFailed: string;
  signedOut: string;
}

/** Spec section 8 toasts. */
const favouriteTexts: Texts = {
  added: 'Added to favorites',
  removed: 'Removed from favorites',
  failed: 'Failed to update favorites',
  loadFailed: 'Failed to load favorites',
  signedOut: 'Please log in to save favorites',
};
const requestTexts: Texts = {
  added: 'Property details requested successfully',
  removed: 'Property request removed',
  failed: 'Failed to update property request',
  loadFailed: 'Failed to load property requests',
  signedOut: 'Please log in to request property details',
};

const showSignedOutPrompt = (texts: Texts) => toast.error('Authentication Required', { description: texts.signedOut });

type Item = FavouriteItem | RequestItem;
interface Change {
  property: PropertyCard;
  wanted: boolean;
}

/**
 * One optimistic on/off toggle over a list the API keeps (favourites or detail requests):
 * - the screen changes at once (onMutate), and rolls back with the spec's error toast if the API fails;
 * - each click sends the state the user now wants (PUT or DELETE, both idempotent), never "toggle";
 * - the calls run one after another (a mutation scope), so the last click is also the last write, and the
 *   list is only re-read from the server once no call is pending: the screen and the server end up agreeing
 *   however quickly someone clicks.
 */
function useSavedToggle<T extends Item>(
  kind: 'favourites' | 'property-requests',
  route: 'listMyFavourites' | 'listMyPropertyRequests',
  send: (propertyId: string, wanted: boolean) => Promise<unknown>,
  texts: Texts,
  newItem: (property: PropertyCard) => T,
) {
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  const queryClient = useQueryClient();
  const mutationKey = useMemo(() => ['toggle', kind], [kind]);
  const queryKey: QueryKey = useMemo(() => routeKey(route), [route]);
  const itemsNow = useCallback(() => queryClient.getQueryData<{ items: T[] }>(queryKey)?.items ?? [], [queryClient, queryKey]);

  const mutation = useMutation({
    mutationKey,
    scope: { id: `toggle-${kind}` },
    mutationFn: ({ property, wanted }: Change) => send(property.id, wanted),
    onMutate: async ({ property, wanted }: Change) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<{ items: T[] }>(queryKey);
      queryClient.setQueryData<{ items: T[] }>(queryKey, (answer) => {
        const without = (answer?.items ?? []).filter((item) => item.propertyId !== property.id);
        return { ...answer, items: wanted ? [newItem(property), ...without] : without };
      });
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context) queryClient.setQueryData(queryKey, context.previous);
      // A session that ended while the page was open gets the signed-out prompt, not a vague failure.
      if (error instanceof ApiError && error.status === 401) showSignedOutPrompt(texts);
      else toast.error(texts.failed);
    },
    onSuccess: (_data, { wanted }) => {
      toast.success(wanted ? texts.added : texts.removed);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) === 1) void invalidateRoutes(queryClient, [route]);
    },
  });

  const { mutate } = mutation;
  const toggle = useCallback(
    (property: PropertyCard) => {
      if (!signedIn) {
        showSignedOutPrompt(texts);
        return;
      }
      mutate({ property, wanted: !itemsNow().some((item) => item.propertyId === property.id) });
    },
    [signedIn, itemsNow, mutate, texts],
  );
  return toggle;
}

function useLoadFailedToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.error(message, { id: message });
  }, [failed, message]);
}

export function useFavourites() {
  const auth = useAuth();
  const query = useQuery({ ...favouritesQuery(), enabled: auth.status === 'signedIn' });
  useLoadFailedToast(query.isError, favouriteTexts.loadFailed);
  return query;
}

export function usePropertyRequests() {
  const auth = useAuth();
  const query = useQuery({ ...propertyRequestsQuery(), enabled: auth.status === 'signedIn' });
  useLoadFailedToast(query.isError, requestTexts.loadFailed);
  return query;
}

export function useFavouriteToggle() {
  return useSavedToggle<FavouriteItem>('favourites', 'listMyFavourites', setFavourite, favouriteTexts, (property) => ({
    propertyId: property.id,
    createdAt: new Date().toISOString(),
    property,
  }));
}

export function useRequestToggle() {
  return useSavedToggle<RequestItem>('property-requests', 'listMyPropertyRequests', setPropertyRequest, requestTexts, (property) => ({
    propertyId: property.id,
    createdAt: new Date().toISOString(),
    status: 'pending',
    property,
  }));
}

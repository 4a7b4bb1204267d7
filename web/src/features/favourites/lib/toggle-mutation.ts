import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import type { PropertyCard } from '@shared/domain/property';
import { ApiError } from '../../../lib/api';
import { retryDelay, shouldRetrySettingWrite } from '../../../lib/query-client';
import { invalidateRoutes, routeQueryKey } from '../../../lib/route-query';
import { toast } from '../../../lib/toast';
import type { FavouriteItem, RequestItem } from '../api/saved-properties';

export interface ToggleTexts {
  added: string;
  removed: string;
  failed: string;
  loadFailed: string;
  signedOut: string;
}

export const showSignedOutPrompt = (texts: ToggleTexts) => toast.error('Authentication Required', { description: texts.signedOut });

export type SavedItem = FavouriteItem | RequestItem;

export interface ToggleList<T extends SavedItem> {
  kind: 'favourites' | 'property-requests';
  route: 'listMyFavourites' | 'listMyPropertyRequests';
  send: (propertyId: string, wanted: boolean) => Promise<unknown>;
  texts: ToggleTexts;
  newItem: (property: PropertyCard) => T;
}

export interface ToggleChange {
  property: PropertyCard;
  wanted: boolean;
}

/** The items of the list as the screen has them now (with every pending click applied). */
export const itemsNow = <T extends SavedItem>(queryClient: QueryClient, route: ToggleList<T>['route']) =>
  queryClient.getQueryData<{ items: T[] }>(routeQueryKey(route))?.items ?? [];

/**
 * One optimistic on/off toggle over a list the API keeps (favourites or detail requests):
 * - the screen changes at once (onMutate), and rolls back with the spec's error toast if the API fails;
 * - each click sends the state the user now wants (PUT or DELETE, both idempotent), never "toggle";
 * - the calls run one after another (a mutation scope), so the last click is also the last write, and the
 *   list is only re-read from the server once no call is pending: the screen and the server end up agreeing
 *   however quickly someone clicks;
 * - a call the service could not take (an outage, a 503) is sent again after its Retry-After: sending a state
 *   twice ends as once. Only a call that still fails shows the error toast, and it rolls the screen back only
 *   when no later click is pending (a later click has already said what the user wants; the re-read settles it).
 */
export function toggleMutation<T extends SavedItem>(
  queryClient: QueryClient,
  { kind, route, send, texts, newItem }: ToggleList<T>,
): MutationOptions<unknown, Error, ToggleChange, { previous: { items: T[] } | undefined }> {
  /** This list's toggle calls (a mutation key, not a query key). */
  const toggleCalls = { mutationKey: ['toggle', kind] };
  const queryKey = routeQueryKey(route);
  const othersPending = () => queryClient.isMutating(toggleCalls) > 1;
  return {
    ...toggleCalls,
    scope: { id: `toggle-${kind}` },
    mutationFn: ({ property, wanted }) => send(property.id, wanted),
    retry: shouldRetrySettingWrite,
    retryDelay,
    onMutate: async ({ property, wanted }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<{ items: T[] }>(queryKey);
      queryClient.setQueryData<{ items: T[] }>(queryKey, (answer) => {
        const without = (answer?.items ?? []).filter((item) => item.propertyId !== property.id);
        return { ...answer, items: wanted ? [newItem(property), ...without] : without };
      });
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context && !othersPending()) queryClient.setQueryData(queryKey, context.previous);
      // A session that ended while the page was open gets the signed-out prompt, not a vague failure.
      if (error instanceof ApiError && error.status === 401) showSignedOutPrompt(texts);
      else toast.error(texts.failed);
    },
    onSuccess: (_data, { wanted }) => {
      toast.success(wanted ? texts.added : texts.removed);
    },
    onSettled: () => {
      if (!othersPending()) void invalidateRoutes(queryClient, [route]);
    },
  };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { toast } from '../../../lib/toast';
import type { PropertyCard } from '@shared/domain/property';
import { useAuth } from '../../../lib/session/use-auth';
import { itemsNow, showSignedOutPrompt, toggleMutation, type SavedItem, type ToggleList, type ToggleTexts } from '../lib/toggle-mutation';
import { favouritesQuery, propertyRequestsQuery, setFavourite, setPropertyRequest, type FavouriteItem, type RequestItem } from '../api/saved-properties';

/** Spec section 8 toasts. */
const favouriteTexts: ToggleTexts = {
  added: 'Added to favorites',
  removed: 'Removed from favorites',
  failed: 'Failed to update favorites',
  loadFailed: 'Failed to load favorites',
  signedOut: 'Please log in to save favorites',
};
const requestTexts: ToggleTexts = {
  added: 'Property details requested successfully',
  removed: 'Property request removed',
  failed: 'Failed to update property request',
  loadFailed: 'Failed to load property requests',
  signedOut: 'Please log in to request property details',
};

/** The toggle a card's button calls (toggle-mutation.ts has the rules); signed out, it prompts to sign in. */
function useSavedToggle<T extends SavedItem>(list: ToggleList<T>) {
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  const queryClient = useQueryClient();
  const { mutate } = useMutation(useMemo(() => toggleMutation(queryClient, list), [queryClient, list]));
  return useCallback(
    (property: PropertyCard) => {
      if (!signedIn) {
        showSignedOutPrompt(list.texts);
        return;
      }
      mutate({ property, wanted: !itemsNow(queryClient, list.route).some((item) => item.propertyId === property.id) });
    },
    [signedIn, queryClient, list, mutate],
  );
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

const favouriteList: ToggleList<FavouriteItem> = {
  kind: 'favourites',
  route: 'listMyFavourites',
  send: setFavourite,
  texts: favouriteTexts,
  newItem: (property) => ({ propertyId: property.id, createdAt: new Date().toISOString(), property }),
};
const requestList: ToggleList<RequestItem> = {
  kind: 'property-requests',
  route: 'listMyPropertyRequests',
  send: setPropertyRequest,
  texts: requestTexts,
  newItem: (property) => ({ propertyId: property.id, createdAt: new Date().toISOString(), status: 'pending', property }),
};

export const useFavouriteToggle = () => useSavedToggle(favouriteList);
export const useRequestToggle = () => useSavedToggle(requestList);

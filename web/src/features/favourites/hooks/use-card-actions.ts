import { useMemo } from 'react';
import type { PropertyCardActions } from '../../../components/property/property-card';
import { useFavourites, useFavouriteToggle, usePropertyRequests, useRequestToggle } from './use-saved-toggle';

/** Favourite and request state and toggles for property cards, from the user's own lists. */
export function useCardActions(): PropertyCardActions {
  const favourites = useFavourites();
  const requests = usePropertyRequests();
  const toggleFavourite = useFavouriteToggle();
  const toggleRequest = useRequestToggle();

  const favouriteIds = useMemo(() => new Set((favourites.data ?? []).map((f) => f.propertyId)), [favourites.data]);
  const requestedIds = useMemo(() => new Set((requests.data ?? []).map((r) => r.propertyId)), [requests.data]);

  return useMemo(
    () => ({
      isFavourite: (id: string) => favouriteIds.has(id),
      isRequested: (id: string) => requestedIds.has(id),
      toggleFavourite,
      toggleRequest,
    }),
    [favouriteIds, requestedIds, toggleFavourite, toggleRequest],
  );
}

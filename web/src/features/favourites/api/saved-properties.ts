import { queryOptions } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../../lib/api';

export type FavouriteItem = ApiResponse<'listMyFavourites'>['items'][number];
export type RequestItem = ApiResponse<'listMyPropertyRequests'>['items'][number];

export const favouritesKey = ['me', 'favourites'] as const;
export const propertyRequestsKey = ['me', 'property-requests'] as const;

/** The signed-in user's favourites, each with its property card (null when gone or hidden). */
export const favouritesQuery = () =>
  queryOptions({
    queryKey: favouritesKey,
    queryFn: async ({ signal }) => (await api('listMyFavourites', { signal })).items,
  });

/** The signed-in user's detail requests, each with its status and property card. */
export const propertyRequestsQuery = () =>
  queryOptions({
    queryKey: propertyRequestsKey,
    queryFn: async ({ signal }) => (await api('listMyPropertyRequests', { signal })).items,
  });

/** The API is idempotent (PUT adds, DELETE removes), so each call sends the state the user wants. */
export const setFavourite = (propertyId: string, saved: boolean) =>
  saved ? api('addFavourite', { params: { propertyId } }) : api('removeFavourite', { params: { propertyId } });

export const setPropertyRequest = (propertyId: string, requested: boolean) =>
  requested ? api('addPropertyRequest', { params: { propertyId } }) : api('removePropertyRequest', { params: { propertyId } });

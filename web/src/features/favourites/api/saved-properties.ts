import { queryOptions } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../../lib/api';
import { routeQuery, selectItems } from '../../../lib/route-query';

export type FavouriteItem = ApiResponse<'listMyFavourites'>['items'][number];
export type RequestItem = ApiResponse<'listMyPropertyRequests'>['items'][number];

/** The signed-in user's favourites, each with its property card (null when gone or hidden). */
export const favouritesQuery = () => queryOptions({ ...routeQuery('listMyFavourites'), select: selectItems });

/** The signed-in user's detail requests, each with its status and property card. */
export const propertyRequestsQuery = () => queryOptions({ ...routeQuery('listMyPropertyRequests'), select: selectItems });

/** The API is idempotent (PUT adds, DELETE removes), so each call sends the state the user wants. */
export const setFavourite = (propertyId: string, saved: boolean) =>
  saved ? api('addFavourite', { params: { propertyId } }) : api('removeFavourite', { params: { propertyId } });

export const setPropertyRequest = (propertyId: string, requested: boolean) =>
  requested ? api('addPropertyRequest', { params: { propertyId } }) : api('removePropertyRequest', { params: { propertyId } });

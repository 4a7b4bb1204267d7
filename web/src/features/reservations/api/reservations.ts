import { api } from '../../../lib/api';
import { routeQuery, useRouteMutation } from '../../../lib/route-query';

/** The investor's reservations and waiting-list places (My reservations, the listing's Reserve panel). */
export const myReservationsQuery = () => routeQuery('listMyReservations');

/** Whether another investor holds the listing (its 'Reserved' state and deadline). */
export const listingHoldQuery = (propertyId: string) => routeQuery('getListingHold', { params: { id: propertyId } });

const changes = ['listMyReservations', 'getListingHold', 'getProperty'] as const;

export const useReserve = () =>
  useRouteMutation({ mutationFn: (propertyId: string) => api('reserveProperty', { params: { id: propertyId } }), invalidates: changes });
export const useJoinWaitingList = () =>
  useRouteMutation({ mutationFn: (propertyId: string) => api('joinWaitingList', { params: { id: propertyId } }), invalidates: changes });
export const useLeaveWaitingList = () =>
  useRouteMutation({ mutationFn: (propertyId: string) => api('leaveWaitingList', { params: { id: propertyId } }), invalidates: changes });
export const useCancelMyReservation = () =>
  useRouteMutation({
    mutationFn: ({ id, expectedVersion }: { id: string; expectedVersion: number }) => api('cancelMyReservation', { params: { id }, body: { expectedVersion } }),
    invalidates: changes,
  });

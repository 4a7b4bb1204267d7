import type { ApiBody } from '../../../lib/api';
import { api } from '../../../lib/api';
import { routeQuery, useRouteMutation } from '../../../lib/route-query';

/** Admin Tools' Reservations: every reservation with its steps; the admin's actions on one. */
export const reservationRowsQuery = () => routeQuery('listReservations');

const changes = ['listReservations', 'listProperties', 'getProperty'] as const;

export const useRecordBankPayment = () =>
  useRouteMutation({
    mutationFn: ({ id, body }: { id: string; body: ApiBody<'recordBankPayment'> }) => api('recordBankPayment', { params: { id }, body }),
    invalidates: changes,
  });
export const useRefundReservation = () =>
  useRouteMutation({
    mutationFn: ({ id, body }: { id: string; body: ApiBody<'refundReservation'> }) => api('refundReservation', { params: { id }, body }),
    invalidates: changes,
  });
export const useAcceptReservation = () =>
  useRouteMutation({
    mutationFn: ({ id, body }: { id: string; body: ApiBody<'acceptReservation'> }) => api('acceptReservation', { params: { id }, body }),
    invalidates: changes,
  });
export const useCancelReservation = () =>
  useRouteMutation({
    mutationFn: ({ id, body }: { id: string; body: ApiBody<'cancelReservation'> }) => api('cancelReservation', { params: { id }, body }),
    invalidates: changes,
  });

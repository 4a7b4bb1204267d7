import { queryOptions } from '@tanstack/react-query';
import type { DigestFrequency } from '@shared/domain/alert';
import { api } from '../../../lib/api';
import { routeQuery, useRouteMutation } from '../../../lib/route-query';

/** How often the bell asks for new alerts while the portal is open (Instant alerts arrive within a minute). */
const POLL_MS = 60_000;

/** The investor's own newest alerts and the unread count. */
export const alertsQuery = () => queryOptions({ ...routeQuery('listMyAlerts'), refetchInterval: POLL_MS });

/** One alert read (its event id), or all of them without one. */
export const useMarkAlertsRead = () =>
  useRouteMutation({ mutationFn: (eventId?: string) => api('updateMyAlerts', { body: { read: eventId ?? 'all' } }), invalidates: ['listMyAlerts'] });

export const useSetAlertFrequency = () =>
  useRouteMutation({ mutationFn: (frequency: DigestFrequency) => api('updateMyAlerts', { body: { frequency } }), invalidates: ['listMyAlerts'] });

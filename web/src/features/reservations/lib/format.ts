import type { ReservationStatus } from '@shared/domain/reservation';
import type { BadgeTone } from '../../../components/ui/badge';

export const reservationStatusLabels: Record<ReservationStatus, string> = {
  held: 'Held',
  accepted: 'Accepted',
  lapsed: 'Lapsed',
  cancelled: 'Cancelled',
};

export const reservationStatusTones = {
  held: 'accent',
  accepted: 'success',
  lapsed: 'neutral',
  cancelled: 'danger',
} as const satisfies Record<ReservationStatus, BadgeTone>;

/** A date and time as the UK reads it, e.g. '4 Dec 2026, 17:00'. */
export const whenUk = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

/** The reference an investor quotes on a bank transfer of the fee, and the admin finds on the reservation. */
export const paymentReference = (reservationId: string): string => `RES-${reservationId.slice(0, 8).toUpperCase()}`;

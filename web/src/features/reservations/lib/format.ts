import type { ReservationStatus } from '@shared/domain/reservation';
import { formatPence, type SourcingFee } from '@shared/rules/sourcing-fee';
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

/** The sourcing fee as the investor reads it: its VAT shown only where the firm charges VAT (is VAT registered). */
export const sourcingFeeText = (fee: SourcingFee): string =>
  fee.vatRateBasisPoints > 0
    ? `${formatPence(fee.netPence)} + VAT ${formatPence(fee.vatPence)} = ${formatPence(fee.grossPence)}`
    : `${formatPence(fee.grossPence)} (no VAT is charged)`;

/** The reservation fee, an amount that includes VAT only where the firm charges VAT. */
export const reservationFeeText = (fee: SourcingFee): string =>
  fee.vatRateBasisPoints > 0
    ? `${formatPence(fee.grossPence)}, including VAT of ${formatPence(fee.vatPence)}`
    : `${formatPence(fee.grossPence)} (no VAT is charged)`;

import type {
  Reservation,
  ReservationAgreement,
  ReservationCancellation,
  ReservationPayment,
  ReservationStatus,
  SourcingFeeTerms,
  WaitingListEntry,
} from '../domain/reservation';
import type { BuyerCheckStatus } from '../rules/buyer-check-status';
import { balancePence, type BalanceDue, type FeeBalanceTerms } from '../rules/fee-balance';
import { acceptMissing, cancellationEndsAt, isAgreementSigned, isFeePaid } from '../rules/reservation-status';
import { sourcingFee, splitVatInclusive, type SourcingFee, type VatStatus } from '../rules/sourcing-fee';

/** A reservation's three steps, as the checklist shows them (the wording). */
export const reservationStepLabels = { checks: 'Your details and checks', agreement: 'Sourcing agreement', fee: 'Reservation fee' } as const;
export type ReservationStepKey = keyof typeof reservationStepLabels;
export interface ReservationStep {
  key: ReservationStepKey;
  label: string;
  done: boolean;
}

/** What the investor sees of their reservation: its steps, deadline, the fee the agreement states and when they may cancel. */
export interface MyReservation {
  id: string;
  version: number;
  propertyId: string;
  propertyTitle: string | null;
  status: ReservationStatus;
  createdAt: string;
  heldUntil: string;
  steps: ReservationStep[];
  pricePence: number;
  feeTerms: SourcingFeeTerms;
  sourcingFee: SourcingFee;
  reservationFeePence: number;
  /** The reservation fee (VAT included when the firm is VAT registered) split into net and VAT: no VAT otherwise. */
  reservationFee: SourcingFee;
  /** How the two fees relate, as the agreement states it: whether the reservation fee counts towards the sourcing fee, and the balance and when it is due. */
  balance: { reservationFeeCredited: boolean; pence: number; due: BalanceDue };
  agreement: Pick<ReservationAgreement, 'status' | 'signedAt'> | null;
  payment: Omit<ReservationPayment, 'refundReason'> | null;
  /** The end of the 14-day cancellation period once the agreement is signed (CCR 2013 reg. 30). */
  cancellableUntil: string | null;
  cancellation: ReservationCancellation | null;
}

/** A listing's open reservation as every investor may know it: held until a time, or under offer; never whose. */
export interface ListingHold {
  status: 'held' | 'accepted';
  heldUntil: string;
}

/** Admin Tools' row: the reservation with the buyer, their check status and what stops an accept. */
export interface ReservationRow extends Omit<MyReservation, 'payment'> {
  investorId: string;
  investorName: string | null;
  investorEmail: string | null;
  buyerCheckStatus: BuyerCheckStatus;
  payment: ReservationPayment | null;
  /** Card payments received besides the fee, each owed back (a duplicate): the admin sees them until refunded. */
  duplicatePayments: ReservationPayment[];
  acceptMissing: string[];
}

export interface MyReservations {
  reservations: MyReservation[];
  waitingList: WaitingListEntry[];
}

export function reservationSteps(reservation: Pick<Reservation, 'agreement' | 'payment'>, buyerChecksCleared: boolean): ReservationStep[] {
  const done: Record<ReservationStepKey, boolean> = { checks: buyerChecksCleared, agreement: isAgreementSigned(reservation), fee: isFeePaid(reservation) };
  return (Object.keys(reservationStepLabels) as ReservationStepKey[]).map((key) => ({ key, label: reservationStepLabels[key], done: done[key] }));
}

/**
 * `vat`: whether the firm charges VAT (its 'VAT registered' setting): with it off, the fees show none. `balanceTerms`: the
 * reservation settings the agreement is written from (shared/src/render/sourcing-agreement.ts), so the screen and the
 * agreement state one set of terms.
 */
export function myReservationView(
  reservation: Reservation,
  propertyTitle: string | null,
  buyerChecksCleared: boolean,
  vat: VatStatus,
  balanceTerms: FeeBalanceTerms,
): MyReservation {
  const { agreement, payment } = reservation;
  const fee = sourcingFee(reservation.feeTerms, reservation.pricePence, reservation.createdAt, vat);
  const signedAt = isAgreementSigned(reservation) ? agreement?.signedAt : undefined;
  const { refundReason: _refundReason, ...paymentSeen } = payment ?? { method: 'bank', status: 'pending', amountPence: 0 };
  return {
    id: reservation.id,
    version: reservation.version,
    propertyId: reservation.propertyId,
    propertyTitle,
    status: reservation.status,
    createdAt: reservation.createdAt,
    heldUntil: reservation.heldUntil,
    steps: reservationSteps(reservation, buyerChecksCleared),
    pricePence: reservation.pricePence,
    feeTerms: reservation.feeTerms,
    sourcingFee: fee,
    reservationFee: splitVatInclusive(reservation.reservationFeePence, reservation.createdAt, vat),
    balance: {
      reservationFeeCredited: balanceTerms.reservationFeeCredited,
      pence: balancePence(fee.grossPence, reservation.reservationFeePence, balanceTerms),
      due: balanceTerms.balanceDue,
    },
    reservationFeePence: reservation.reservationFeePence,
    agreement: agreement ? { status: agreement.status, ...(agreement.signedAt ? { signedAt: agreement.signedAt } : {}) } : null,
    payment: payment ? paymentSeen : null,
    cancellableUntil: signedAt ? cancellationEndsAt(signedAt).toISOString() : null,
    cancellation: reservation.cancellation ?? null,
  };
}

export function reservationRow(
  reservation: Reservation,
  propertyTitle: string | null,
  investor: { name: string | null; email: string | null },
  buyerCheckStatus: BuyerCheckStatus,
  vat: VatStatus,
  balanceTerms: FeeBalanceTerms,
): ReservationRow {
  const cleared = buyerCheckStatus === 'cleared';
  return {
    ...myReservationView(reservation, propertyTitle, cleared, vat, balanceTerms),
    investorId: reservation.investorId,
    investorName: investor.name,
    investorEmail: investor.email,
    buyerCheckStatus,
    payment: reservation.payment ?? null,
    duplicatePayments: reservation.duplicatePayments ?? [],
    acceptMissing: reservation.status === 'held' ? acceptMissing(reservation, cleared) : [],
  };
}

/**
 * 'Reserved' as other viewers see a listing: derived from its open hold (never a stored status), with the hold's end.
 * The holder sees their own reservation instead; an accepted reservation shows as the listing's status, Under Offer.
 */
export interface ReservedFlag {
  reservedUntil?: string;
}

export function reservedFlag(lock: { status: string; heldUntil: string; investorId: string } | undefined, viewerId: string | undefined): ReservedFlag {
  return lock?.status === 'held' && lock.investorId !== viewerId ? { reservedUntil: lock.heldUntil } : {};
}

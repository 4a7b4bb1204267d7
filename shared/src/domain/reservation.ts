import * as z from '../core/zod';
import { isoDateTime, oneLine, version } from './common';

/**
 * A reservation of a listing (docs/architecture.md section 14): a hold for a set time while the buyer's checks are cleared,
 * the sourcing agreement signed and the reservation fee paid; then an admin accepts it (the listing goes Under Offer).
 * Money is integer pence. The agreement and the card payment are filled by the agreement and payments modules.
 */

/** A deal sourcer's fee: a fixed amount, or a share of the purchase price in basis points (300 = 3%); VAT is added on top. */
export type SourcingFeeTerms = { readonly kind: 'fixed'; readonly amountPence: number } | { readonly kind: 'percent'; readonly basisPoints: number };

export const reservationStatuses = ['held', 'accepted', 'lapsed', 'cancelled'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/** The sourcing agreement as the agreement module records it (a simple electronic signature over the PDF's SHA-256). */
export interface ReservationAgreement {
  status: 'unsigned' | 'signed';
  signedAt?: string;
  /** The SHA-256 (hex) of the exact bytes signed. */
  sha256?: string;
  /** The objects kept: the agreement as rendered and the signed copy (a new object, never overwritten). */
  objectKeys?: { unsigned?: string; signed?: string };
  signedName?: string;
  ipAddress?: string;
  userAgent?: string;
}

export const paymentMethods = ['card', 'bank'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** 'pending': a card checkout started; 'refundDue': owed back (a cancellation), not yet sent; 'refunded': sent. */
export type PaymentStatus = 'pending' | 'paid' | 'refundDue' | 'refunded';

export interface ReservationPayment {
  method: PaymentMethod;
  status: PaymentStatus;
  amountPence: number;
  /** The bank transfer's reference, or the card payment's (Stripe's payment intent). */
  reference?: string;
  paidAt?: string;
  refundedAt?: string;
  refundReason?: string;
  /** A card payment's Checkout Session: the one the portal opened for this fee, whose completion alone counts as it. */
  sessionId?: string;
}

export interface ReservationCancellation {
  /** 'erasure': the investor's account was erased while the listing was held for them. */
  by: 'investor' | 'admin' | 'erasure';
  at: string;
  reason?: string;
}

export interface Reservation {
  id: string;
  propertyId: string;
  investorId: string;
  status: ReservationStatus;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** When the hold ends unless the reservation is accepted (a number of working days from its start). */
  heldUntil: string;
  /** Snapshots taken when the hold starts: the agreement states these, whatever the listing or the settings say later. */
  pricePence: number;
  feeTerms: SourcingFeeTerms;
  reservationFeePence: number;
  agreement?: ReservationAgreement;
  payment?: ReservationPayment;
  acceptedAt?: string;
  /**
   * Card payments received besides the fee (a checkout completed after the fee was paid another way, or through a
   * session the portal did not open for it): each owed back, shown to admins until refunded.
   */
  duplicatePayments?: ReservationPayment[];
  /** When the reservation stopped holding the listing (lapsed or cancelled). */
  endedAt?: string;
  cancellation?: ReservationCancellation;
  /** The hold was offered from the waiting list when the one before it lapsed or was cancelled. */
  fromWaitingList?: boolean;
}

/** An investor's place in a listing's waiting list, ordered by when they joined. */
export interface WaitingListEntry {
  kind: 'waitingListEntry';
  propertyId: string;
  investorId: string;
  joinedAt: string;
  /** The listing's title when they joined (absent on places taken before it was recorded). */
  propertyTitle?: string;
}

// ---- what callers send ---------------------------------------------------------------------------

const reason = z.string().check(z.trim(), z.minLength(5, 'Write the reason (at least 5 characters)'), z.maxLength(2000));

export const reservationActionSchema = z.object({ expectedVersion: version });
export const reservationReasonSchema = z.object({ expectedVersion: version, reason });
export const bankPaymentSchema = z.object({
  expectedVersion: version,
  reference: z.string().check(z.trim(), z.minLength(1, "Enter the bank transfer's reference"), z.maxLength(120), oneLine()),
  receivedAt: isoDateTime,
});

import type { Reservation, ReservationStatus } from '../domain/reservation';
import { londonDayGB } from './en-gb';
import { addDays, atLondonTime, londonDate } from './london-date';

/**
 * The reservation state machine (docs/architecture.md section 14): pure, state + event -> the new state or a refusal with
 * a reason a person can act on. Every write of a reservation asks it first and stores its answer in one conditional
 * transaction.
 *
 *   held ──accept──> accepted          (buyer checks cleared, agreement signed, fee paid; the listing goes Under Offer)
 *   held ──lapse───> lapsed            (the hold ran out with the fee unpaid)
 *   held | accepted ──cancelByInvestor──> cancelled   (inside the cancellation period; a paid fee is refunded in full)
 *   held | accepted ──cancelByAdmin─────> cancelled   (with a reason)
 *   held: signAgreement, recordPayment keep it held; refund keeps any state.
 *
 * A waiting-list entry is not a reservation: it becomes one (held) when the listing is offered to it.
 */

export type ReservationEvent =
  | { kind: 'accept'; buyerChecksCleared: boolean }
  | { kind: 'lapse'; now: Date }
  | { kind: 'cancelByInvestor'; now: Date }
  | { kind: 'cancelByAdmin'; reason: string }
  | { kind: 'signAgreement' }
  | { kind: 'recordPayment' }
  | { kind: 'refund' };

export type ReservationFacts = Pick<Reservation, 'status' | 'heldUntil' | 'agreement' | 'payment'>;

export type Transition = { allowed: true; status: ReservationStatus; refundDue: boolean } | { allowed: false; reason: string; missing?: readonly string[] };

export const CHECKS_NOT_CLEARED = 'The buyer checks are not cleared';
export const AGREEMENT_NOT_SIGNED = 'The sourcing agreement is not signed';
export const FEE_NOT_PAID = 'The reservation fee is not paid';

/** How many days after the contract is made the consumer may cancel it (CCR 2013 reg. 30(3)(a), a service contract). */
export const CANCELLATION_DAYS = 14;

const ENDED: Record<'lapsed' | 'cancelled', string> = {
  lapsed: 'This reservation has lapsed: the hold ran out.',
  cancelled: 'This reservation was cancelled.',
};

export const isFeePaid = (facts: Pick<Reservation, 'payment'>): boolean => facts.payment?.status === 'paid';
export const isAgreementSigned = (facts: Pick<Reservation, 'agreement'>): boolean => facts.agreement?.status === 'signed';

/** What stops an admin accepting the reservation, in the words the admin reads; empty when nothing does. */
export function acceptMissing(facts: Pick<Reservation, 'agreement' | 'payment'>, buyerChecksCleared: boolean): string[] {
  return [
    ...(buyerChecksCleared ? [] : [CHECKS_NOT_CLEARED]),
    ...(isAgreementSigned(facts) ? [] : [AGREEMENT_NOT_SIGNED]),
    ...(isFeePaid(facts) ? [] : [FEE_NOT_PAID]),
  ];
}

/**
 * When the consumer's right to cancel ends: at the end of the 14th day after the day the contract was made (the
 * agreement signed), Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 regs. 29
 * and 30(3)(a). Days are the London calendar dates the investor lives by (london-date.ts): an agreement signed at
 * 00:30 BST counts from that day, and the period ends at midnight on London's clock. Before the agreement is signed
 * there is no contract yet.
 */
export const cancellationEndsAt = (signedAt: string): Date => atLondonTime(addDays(londonDate(signedAt), CANCELLATION_DAYS + 1));

const refuse = (reason: string, missing?: readonly string[]): Transition => (missing ? { allowed: false, reason, missing } : { allowed: false, reason });
const to = (status: ReservationStatus, refundDue = false): Transition => ({ allowed: true, status, refundDue });

/** The one transition function: what `event` does to a reservation in `facts`. */
export function transition(facts: ReservationFacts, event: ReservationEvent): Transition {
  const { status } = facts;
  if (event.kind === 'refund') {
    if (facts.payment?.status === 'refunded') return refuse('The reservation fee was refunded already.');
    if (facts.payment?.status !== 'paid' && facts.payment?.status !== 'refundDue') return refuse('No reservation fee was paid, so there is nothing to refund.');
    return to(status);
  }
  if (status === 'lapsed' || status === 'cancelled') return refuse(ENDED[status]);
  switch (event.kind) {
    case 'accept': {
      if (status === 'accepted') return refuse('This reservation was accepted already.');
      const missing = acceptMissing(facts, event.buyerChecksCleared);
      if (missing.length) return refuse(`It cannot be accepted yet: ${missing.map((m) => m.charAt(0).toLowerCase() + m.slice(1)).join('; ')}.`, missing);
      return to('accepted');
    }
    case 'lapse':
      if (status === 'accepted') return refuse('An accepted reservation does not lapse.');
      if (event.now.getTime() < new Date(facts.heldUntil).getTime()) return refuse('The hold has not run out yet.');
      if (isFeePaid(facts)) return refuse('The reservation fee is paid: the reservation waits for an admin to accept or cancel it.');
      return to('lapsed');
    case 'cancelByInvestor': {
      const signedAt = isAgreementSigned(facts) ? facts.agreement?.signedAt : undefined;
      if (signedAt && event.now.getTime() >= cancellationEndsAt(signedAt).getTime()) {
        const lastDay = londonDayGB(new Date(cancellationEndsAt(signedAt).getTime() - 1).toISOString());
        return refuse(`The ${CANCELLATION_DAYS}-day cancellation period ended on ${lastDay}. Contact us to discuss the reservation.`);
      }
      return to('cancelled', isFeePaid(facts));
    }
    case 'cancelByAdmin':
      if (event.reason.trim().length < 5) return refuse('Write the reason for cancelling (at least 5 characters).');
      return to('cancelled');
    case 'signAgreement':
      if (status !== 'held') return refuse('The agreement can be signed only while the listing is held for you.');
      if (isAgreementSigned(facts)) return refuse('The sourcing agreement is signed already.');
      return to('held');
    case 'recordPayment':
      if (status !== 'held') return refuse('A fee can be recorded only while the reservation is held.');
      if (facts.payment && facts.payment.status !== 'pending') return refuse('The reservation fee is paid already.');
      return to('held');
  }
}

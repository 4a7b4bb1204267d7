import type { BuyerCheck } from '../domain/buyer-check';
import { buyerCheckStatus, clearedBySubject } from './buyer-check-status';

/**
 * Segregation of duties: no one checks or decides on their own case. The buyer checks are the firm's own controls
 * (Money Laundering Regulations 2017 reg. 19: policies, controls and procedures; reg. 28 and 35(3)(a): senior
 * management's approval under enhanced due diligence), and an admin who approves, rates, verifies or decides on their
 * own checks, takes their own fee or accepts their own reservation controls nothing. Pure rules, each answering the
 * refusal in the admin's words (undefined: allowed); every handler that does one of these asks first.
 */

/** What an admin does to someone's checks or reservation. */
export const adminDuties = ['approve', 'rate', 'verify', 'decide', 'recordPayment', 'accept'] as const;
export type AdminDuty = (typeof adminDuties)[number];

export const OWN_CASE_REFUSALS: Record<AdminDuty, string> = {
  approve: 'You cannot approve your own buyer checks: another admin must approve them.',
  rate: 'You cannot assess the risk of your own buyer checks: another admin must do it.',
  verify: 'You cannot record the identity verification of your own buyer checks: another admin must do it.',
  decide: 'You cannot decide a possible sanctions match on your own buyer checks: another admin must decide it.',
  recordPayment: 'You cannot record a payment on your own reservation: another admin must record it.',
  accept: 'You cannot accept your own reservation: another admin must accept it.',
};

/** The refusal when `adminId` would do `duty` on the case of `subjectId` (the buyer the checks or the reservation are of). */
export const ownCaseRefusal = (adminId: string, subjectId: string, duty: AdminDuty): string | undefined =>
  adminId === subjectId ? OWN_CASE_REFUSALS[duty] : undefined;

export const ADMIN_RESERVE_REFUSAL =
  'As an admin you can reserve only as a buyer whose own checks another admin has cleared: fill in the Buyer checks on your profile and ask another admin to clear them.';

/**
 * Whether the caller may reserve (or join a waiting list, which ends in a hold). An investor may, and finishes their
 * checks during the hold; an admin, who could otherwise clear and accept their own purchase, only as a buyer with
 * checks of their own cleared by another admin (buyerCheckStatus counts no clearance the subject approved).
 */
export function reserveRefusal(caller: { userId: string; isAdmin: boolean }, ownCheck: BuyerCheck | undefined, now: Date): string | undefined {
  if (!caller.isAdmin) return undefined;
  return ownCheck && buyerCheckStatus(ownCheck, now) === 'cleared' && !clearedBySubject(ownCheck) ? undefined : ADMIN_RESERVE_REFUSAL;
}

import type { SourcingFeeTerms } from '../domain/reservation';
import { balanceDueEvents, type BalanceDue } from '../rules/fee-balance';

/**
 * The reservation settings (the defaults: a hold of 5 working days, a reservation fee of £1,000 including
 * VAT, a sourcing fee of 3% of the price plus VAT). On AWS they come from CDK context as the RESERVATION_SETTINGS
 * environment variable (JSON, infra/lib/settings.ts); the local stack gives none, so the defaults apply.
 */
export interface ReservationSettings {
  /** How long a hold lasts, in working days (England and Wales). */
  holdWorkingDays: number;
  /** What the investor pays to reserve, in pence, VAT included: separate from the sourcing fee. */
  reservationFeePence: number;
  /** The sourcing fee the agreement states, VAT added on top where the firm is VAT registered. */
  sourcingFee: SourcingFeeTerms;
  /** When the balance of the sourcing fee is payable: on completion of the purchase, or on exchange of contracts. */
  balanceDue: BalanceDue;
  /** Whether the reservation fee counts towards the sourcing fee (the balance is the rest), or is paid on top of it. */
  reservationFeeCredited: boolean;
  /**
   * Where a buyer sends a cancellation or a complaint, as the agreement states it (the Consumer Contracts Regulations
   * 2013, Schedule 2, ask for a telephone number and an email address): no agreement is made without it.
   */
  contact?: { email: string; phone: string };
  /** Referral fees the firm pays or receives on its deals, declared in every agreement (none: the agreement says so). */
  referralFees: { withWhom: string; description: string; amountPence: number }[];
}

export const defaultReservationSettings: ReservationSettings = {
  holdWorkingDays: 5,
  reservationFeePence: 100_000,
  sourcingFee: { kind: 'percent', basisPoints: 300 },
  // Payable when the deal completes, with the reservation fee counted towards it: the investor pays the sourcing fee
  // once, and only for a purchase that happens.
  balanceDue: 'completion',
  reservationFeeCredited: true,
  referralFees: [],
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= 300;
const wholeAtLeast = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

/** The settings from their JSON (absent: the defaults), or the problems that make them unusable. */
export function parseReservationSettings(json: string | undefined): { ok: true; settings: ReservationSettings } | { ok: false; problems: string[] } {
  if (!json) return { ok: true, settings: defaultReservationSettings };
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return { ok: false, problems: ['The reservation settings are not JSON'] };
  }
  const settings = { ...defaultReservationSettings, ...raw } as ReservationSettings;
  const fee = settings.sourcingFee as Partial<{ kind: string; amountPence: unknown; basisPoints: unknown }>;
  const problems = [
    ...(wholeAtLeast(settings.holdWorkingDays, 1) && settings.holdWorkingDays <= 30 ? [] : ['holdWorkingDays must be a whole number from 1 to 30']),
    ...(wholeAtLeast(settings.reservationFeePence, 0) ? [] : ['reservationFeePence must be a whole number of pence, 0 or more']),
    ...((fee.kind === 'fixed' && wholeAtLeast(fee.amountPence, 0)) || (fee.kind === 'percent' && wholeAtLeast(fee.basisPoints, 0) && fee.basisPoints <= 10_000)
      ? []
      : ["sourcingFee must be { kind: 'fixed', amountPence } or { kind: 'percent', basisPoints } (whole numbers)"]),
    ...((balanceDueEvents as readonly unknown[]).includes(settings.balanceDue) ? [] : ["balanceDue must be 'completion' or 'exchange'"]),
    ...(typeof settings.reservationFeeCredited === 'boolean' ? [] : ['reservationFeeCredited must be true or false']),
    ...(settings.contact === undefined || (isText(settings.contact.email) && settings.contact.email.includes('@') && isText(settings.contact.phone))
      ? []
      : ['contact must be { email, phone }: the address and number a buyer cancels through']),
    ...(Array.isArray(settings.referralFees) &&
    settings.referralFees.every((fee) => isText(fee.withWhom) && isText(fee.description) && wholeAtLeast(fee.amountPence, 0))
      ? []
      : ['referralFees must be a list of { withWhom, description, amountPence } (whole pence)']),
  ];
  return problems.length ? { ok: false, problems } : { ok: true, settings };
}

import * as z from '../core/zod';
import { trimmedEmail } from '../core/fields';
import { oneLine, version } from './common';

/**
 * What a deal holds that does not depend on the rules: the parties' solicitors, the fee decision of a fall-through,
 * the entries of its trail, and the requests about them. The deal itself, in the rules' terms (its stages, status and
 * fall-through reasons), is shared/src/rules/deal.ts. A deal's id is its accepted reservation's.
 */

/** A party's solicitor or conveyancer, as the party gave them (the memorandum of sale prints them). */
export interface Conveyancer {
  firm: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  /** Their reference for the matter, when they gave one. */
  reference?: string;
}

export const feeDecisions = ['refund', 'keep'] as const;
export type FeeDecision = (typeof feeDecisions)[number];

export const dealEntryKinds = ['note', 'stageDone', 'stageSkipped', 'targetsChanged', 'solicitorSet', 'fellThrough', 'completed', 'investorErased'] as const;
export type DealEntryKind = (typeof dealEntryKinds)[number];

/** One line of a deal's trail: a note or a change, written once, never changed or deleted. */
export interface DealEntry {
  id: string;
  dealId: string;
  kind: DealEntryKind;
  at: string;
  by: { id: string; name: string | null };
  text: string;
  /** The stage done or skipped (a key of shared/src/rules/deal-stages.ts). */
  stage?: string;
}

// ---- what callers send ---------------------------------------------------------------------------

const line = (what: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, `Enter ${what}`), z.maxLength(max, `Keep ${what} under ${max} characters`), oneLine());

export const conveyancerSchema = z.object({
  firm: line("the firm's name", 200),
  contactName: line("the contact's name", 200),
  email: trimmedEmail,
  phone: z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a telephone number (digits, spaces, +, brackets or hyphens)')),
  address: line("the firm's address", 300),
  reference: z.optional(z.string().check(z.trim(), z.maxLength(80, 'Keep the reference under 80 characters'), oneLine())),
});

export const solicitorSchema = z.object({ expectedVersion: version, solicitor: conveyancerSchema });

export const dealNoteSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1, 'Write the note'), z.maxLength(4000, 'Keep a note under 4,000 characters')),
});

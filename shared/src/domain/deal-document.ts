import * as z from '../core/zod';
import { id, oneLine } from './common';
import { conveyancerSchema } from './deal';

/**
 * The documents of a deal that are stored with it (add-only, in its partition): the memorandum of sale the sourcer
 * sent and what the investor uploaded (their mortgage offer). The signed sourcing agreement stays its reservation's, and
 * the deal pack is the listing's (`POST /properties/{id}/deal-pack`); the documents' list names them all.
 */

export const dealDocumentKinds = ['memorandumOfSale', 'mortgageOffer'] as const;
export type DealDocumentKind = (typeof dealDocumentKinds)[number];

export interface DealDocument {
  id: string;
  dealId: string;
  at: string;
  kind: DealDocumentKind;
  /** Its key in the documents bucket. */
  key: string;
  fileName: string;
  by: { id: string; name: string | null };
}

export const dealUploadParams = z.object({
  id,
  uploadId: z.string().check(z.minLength(1), z.maxLength(200)),
});

const line = (what: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, `Enter ${what}`), z.maxLength(max, `Keep ${what} under ${max} characters`), oneLine());

/**
 * What the sourcer adds to the deal's own facts to send its memorandum of sale: the seller, their solicitor when known,
 * the buyer's lender when known, and the special conditions (one line each).
 */
export const sendMemorandumSchema = z.object({
  seller: z.object({ name: line("the seller's name", 200), address: z.optional(line("the seller's address", 300)) }),
  sellerSolicitor: z.optional(conveyancerSchema),
  lender: z.optional(line("the buyer's lender", 200)),
  specialConditions: z.array(line('a special condition', 300)).check(z.maxLength(20, 'Give at most 20 special conditions')),
});
export type SendMemorandum = z.infer<typeof sendMemorandumSchema>;

import * as z from '../core/zod';
import { dealUploadPurposes, fileNameSchema } from './uploads';

/**
 * A deal's files in the documents bucket: the investor's uploads and the memorandum of sale, under the deal's own
 * prefix, each a new object (never over another). Apart from uploads.ts, which every upload's bundle carries.
 */

export const dealFilesPrefix = (dealId: string) => `deals/${dealId}/`;

/** 'deals/{dealId}/mortgage-offer-1764600000000-1a2b3c4d.pdf': the time and a random part make each key new. */
export const dealFileKey = (dealId: string, name: 'mortgage-offer' | 'memorandum-of-sale', millis: number, nonce: string) =>
  `${dealFilesPrefix(dealId)}${name}-${millis}-${nonce}.pdf`;

/** An investor's upload to their deal's documents. */
export const dealUploadSchema = z.object({
  purpose: z.enum(dealUploadPurposes, { error: 'Choose what the file is: mortgageOffer' }),
  fileName: fileNameSchema,
  contentType: z.string().check(z.maxLength(255)),
  size: z.number().check(z.int(), z.gte(0)),
});

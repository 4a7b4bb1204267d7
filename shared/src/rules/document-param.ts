import * as z from '../core/zod';
import { id } from '../domain/common';
import { documentFields } from './document-fields';

/**
 * A document route's `{document}`: a document field, or a per-unit EPC certificate as `epcUnit-{index}`.
 * Apart from property-documents.ts, so the pages that list a property's documents load no zod.
 */
export const documentParamSchema = z.union([z.enum(documentFields), z.string().check(z.regex(/^epcUnit-\d{1,3}$/, 'Not a document of this property'))]);
export type DocumentParam = z.infer<typeof documentParamSchema>;

/** A property's document: the property's id and the document's field. */
export const documentParams = z.object({ id, document: documentParamSchema });

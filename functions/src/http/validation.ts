import type * as z from '@shared/core/zod';
import { badRequest, type HttpError } from './errors';

/** Turns zod issues into one sentence a person can act on, plus per-field details for forms. */
export function validationError(error: z.core.$ZodError, where: string): HttpError {
  const fields = error.issues.map((issue) => ({ field: issue.path.join('.') || where, message: issue.message }));
  const message = fields.map((f) => (f.field === where ? f.message : `${f.field}: ${f.message}`)).join('; ');
  return badRequest(message, { fields });
}

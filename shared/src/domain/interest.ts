import * as z from '../zod';
import { email, id, isoDateTime } from './common';

export const registrationStatuses = ['pending', 'approved', 'rejected', 'account_created'] as const;

export const interestRegistrationInputSchema = z.object({
  fullName: z.string().check(z.trim(), z.minLength(1, 'Full name is required'), z.maxLength(200, 'Full name must be at most 200 characters')),
  email,
  phone: z.string().check(z.trim(), z.minLength(1, 'Phone is required'), z.maxLength(40, 'Phone must be at most 40 characters')),
  message: z.string().check(z.trim(), z.minLength(1, 'Message is required'), z.maxLength(5_000, 'Message must be at most 5000 characters')),
});

export const interestRegistrationSchema = z.extend(interestRegistrationInputSchema, {
  id,
  propertyId: z.nullable(id),
  /** Admins may set other values than the known ones. */
  status: z._default(z.string().check(z.minLength(1), z.maxLength(40)), 'pending'),
  createdAt: isoDateTime,
});

export type InterestRegistrationInput = z.infer<typeof interestRegistrationInputSchema>;
export type InterestRegistration = z.infer<typeof interestRegistrationSchema>;

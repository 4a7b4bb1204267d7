import { z } from 'zod';
import { email, id, isoDateTime } from './common';

export const registrationStatuses = ['pending', 'approved', 'rejected', 'account_created'] as const;

export const interestRegistrationInputSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(200, 'Full name must be at most 200 characters'),
  email,
  phone: z.string().trim().min(1, 'Phone is required').max(40, 'Phone must be at most 40 characters'),
  message: z.string().trim().min(1, 'Message is required').max(5_000, 'Message must be at most 5000 characters'),
});

export const interestRegistrationSchema = interestRegistrationInputSchema.extend({
  id,
  propertyId: id.nullable(),
  /** Admins may set other values than the known ones. */
  status: z.string().min(1).max(40).default('pending'),
  createdAt: isoDateTime,
});

export type InterestRegistrationInput = z.infer<typeof interestRegistrationInputSchema>;
export type InterestRegistration = z.infer<typeof interestRegistrationSchema>;

import * as z from '../core/zod';
import { email, id, isoDateTime, oneLine } from './common';

export const registrationStatuses = ['pending', 'approved', 'rejected', 'account_created'] as const;

export const interestRegistrationInputSchema = z.object({
  fullName: z.string().check(z.trim(), z.minLength(1, 'Full name is required'), z.maxLength(200, 'Full name must be at most 200 characters'), oneLine()),
  email,
  phone: z.string().check(z.trim(), z.minLength(1, 'Phone is required'), z.maxLength(40, 'Phone must be at most 40 characters'), oneLine()),
  message: z.string().check(z.trim(), z.minLength(1, 'Message is required'), z.maxLength(5_000, 'Message must be at most 5000 characters')),
  /** The property whose shared page the visitor registered from (spec: property_id); absent for a general enquiry. */
  propertyId: z.optional(z.nullable(id)),
});

/** A registration naming a property a visitor cannot see (unknown, draft or Withdrawn): a 400, nothing stored. */
export const PROPERTY_INTEREST_UNAVAILABLE = 'This property is no longer available. Please register your interest from the home page instead.';

/**
 * What happened to the lead the registration posted to the lead-automation webhook (beyond the spec, which only logs a failure):
 * 'pending' while queued (after a resend), 'delivered', or 'failed' after every retry, with the last error.
 * Null on registrations made before this was recorded. A failed lead is kept, shown and can be resent.
 */
export const leadDeliveryStates = ['pending', 'delivered', 'failed'] as const;
export const leadDeliverySchema = z.object({
  state: z.enum(leadDeliveryStates),
  attempts: z.int().check(z.gte(0)),
  error: z.nullable(z.string().check(z.maxLength(500))),
  attemptedAt: isoDateTime,
});
export type LeadDelivery = z.infer<typeof leadDeliverySchema>;

export const interestRegistrationSchema = z.extend(interestRegistrationInputSchema, {
  leadDelivery: z._default(z.nullable(leadDeliverySchema), null),
  id,
  propertyId: z.nullable(id),
  /** Admins may set other values than the known ones. */
  status: z._default(z.string().check(z.minLength(1), z.maxLength(40)), 'pending'),
  createdAt: isoDateTime,
});

export type InterestRegistrationInput = z.infer<typeof interestRegistrationInputSchema>;
export type InterestRegistration = z.infer<typeof interestRegistrationSchema>;

/** An admin's status for a registration: one of registrationStatuses or their own word. */
export const registrationStatusUpdateSchema = z.object({
  status: z.string().check(z.trim(), z.minLength(1, 'Choose a status'), z.maxLength(40, 'A status is at most 40 characters'), oneLine()),
});

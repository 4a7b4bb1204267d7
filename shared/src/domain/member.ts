import * as z from '../core/zod';
import { email, oneLine, version } from './common';
import { accessStatuses, investorFieldsSchema, roles } from './profile';

/** What an admin and a member send about a member (the glossary in functions/src/db/README.md names the nouns). */

/** Cognito usernames (our users sign in with their email) hold at most 128 characters. */
export const COGNITO_USERNAME_LIMIT = 128;

const phone = z.string().check(z.trim(), z.maxLength(40), oneLine());

export const createMemberSchema = z.object({
  email: z.pipe(email, z.string().check(z.maxLength(COGNITO_USERNAME_LIMIT, `Email must be at most ${COGNITO_USERNAME_LIMIT} characters to sign in with`))),
  fullName: z.string().check(z.trim(), z.minLength(1, 'Email and full name are required'), z.maxLength(200), oneLine()),
  phone: z.optional(z.nullable(phone)),
  role: z._default(z.enum(roles), 'investor'),
  /** The interest registration the account is made from: it becomes account_created with the account. */
  registrationEmail: z.optional(email),
});

/** What the admin may change on a member's profile (spec: User Management, the details dialog). */
export const memberUpdateSchema = z.extend(investorFieldsSchema, {
  expectedVersion: version,
  phone: z.nullable(phone),
});

/** An admin approves, rejects or revokes; a member is pending only until then. */
export const memberAccessSchema = z.object({ accessStatus: z.enum(accessStatuses.filter((s): s is Exclude<typeof s, 'pending'> => s !== 'pending')) });

export const updateMyProfileSchema = z
  .object({
    fullName: z.optional(z.string().check(z.trim(), z.minLength(1, 'Full name cannot be empty'), z.maxLength(200), oneLine())),
    /** An empty phone is saved as null. */
    phone: z.pipe(
      z.optional(z.nullable(phone)),
      z.transform((v) => (v === '' ? null : v)),
    ),
    /** The daily deal chasers: true to have them, false to turn them off. */
    dealChasers: z.optional(z.boolean({ error: 'Choose whether to get deal reminders: true or false' })),
  })
  .check(z.refine((v) => v.fullName !== undefined || v.phone !== undefined || v.dealChasers !== undefined, 'Change your name, phone or deal reminders first'));

/** Erasing one's own account asks for the password again. */
export const eraseMyAccountSchema = z.object({ password: z.string().check(z.minLength(1, 'Enter your password to delete your account'), z.maxLength(256)) });

/** An activation link is asked for by email. */
export const activationRequestSchema = z.object({ email });

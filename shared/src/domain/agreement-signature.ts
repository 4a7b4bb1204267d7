import * as z from '../core/zod';
import { oneLine, version } from './common';

/**
 * A simple electronic signature of the sourcing agreement (Electronic Communications Act 2000 s.7; the UK's eIDAS
 * Regulation art. 25: admissible, not refused for being electronic): the investor types their full name and ticks
 * 'I agree' on the version of the reservation they read. The server records the time, IP address, user agent and the
 * SHA-256 of the exact PDF bytes.
 */
export const signAgreementSchema = z.object({
  expectedVersion: version,
  fullName: z.string().check(z.trim(), z.minLength(2, 'Type your full name to sign'), z.maxLength(200, 'Keep your name under 200 characters'), oneLine()),
  agreed: z.literal(true, 'Tick ‘I agree’ to sign the agreement'),
  /** The SHA-256 of the agreement the investor opened (GET /me/reservations/{id}/agreement): the one they sign. */
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'Open the agreement and read it before you sign')),
});
export type SignAgreement = z.output<typeof signAgreementSchema>;

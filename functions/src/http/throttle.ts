import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { takeAttempt } from '../db/throttle';
import { HttpError } from './errors';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

const publicWriteRoutes = ['interest', 'activation'] as const;
type PublicWriteRoute = (typeof publicWriteRoutes)[number];

const emailLimit = (route: PublicWriteRoute, email: string) => ({ key: `${route}:email:${email.toLowerCase()}`, max: 5, windowSeconds: 3600 });

/** The counters that hold this email (erased with the member: db/throttle.ts forgetAttempts). */
export const emailLimits = (email: string) => publicWriteRoutes.map((route) => emailLimit(route, email));

/**
 * Per-IP and per-email guard for public write routes, on top of API Gateway's stage throttling,
 * so a script cannot flood the table from one address or with one email.
 */
export async function guardPublicWrite(route: PublicWriteRoute, event: APIGatewayProxyEventV2, email: string): Promise<void> {
  const ip = event.requestContext.http.sourceIp;
  const checks = [{ key: `${route}:ip:${ip}`, max: 20, windowSeconds: 600 }, emailLimit(route, email)];
  for (const check of checks) {
    if (!(await takeAttempt(check))) throw new HttpError(429, TOO_MANY_ATTEMPTS);
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link's token (RFC 8058: it must work without signing in): the investor id and an
 * HMAC-SHA256 of it under the server's secret, so the link names whom it turns Off and nobody can make one for
 * someone else. It does not expire: a link in an old email must still work, and all it can do is turn email off.
 */
const PURPOSE = 'unsubscribe:v1:';

const sign = (secret: string, userId: string): string =>
  createHmac('sha256', secret)
    .update(PURPOSE + userId)
    .digest('base64url');

export const unsubscribeToken = (secret: string, userId: string): string => `${Buffer.from(userId).toString('base64url')}.${sign(secret, userId)}`;

/** The investor id the token was made for, or null when it was not made with this secret (tampered, truncated, foreign). */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [encodedId, signature, ...rest] = token.split('.');
  if (!encodedId || !signature || rest.length) return null;
  const userId = Buffer.from(encodedId, 'base64url').toString();
  if (Buffer.from(userId).toString('base64url') !== encodedId) return null;
  const expected = Buffer.from(sign(secret, userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

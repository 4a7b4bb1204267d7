import { throttleEntity } from './entities/throttle';
import { applied } from './errors';
import { currentWindowAllowance, secondsUntilAllowed } from './sliding-window';

export interface Limit {
  /** What is counted, e.g. 'interest:ip:203.0.113.9'. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt; false when the limit is already used up. The previous window no longer changes once it has
 * ended, so reading it first and then counting under a condition on the current window is not a race.
 */
export async function takeAttempt({ key, max, windowSeconds }: Limit, now = Date.now()): Promise<boolean> {
  const seconds = now / 1000;
  const window = Math.floor(seconds / windowSeconds);
  const previous = await throttleEntity.get({ bucket: `${key}#${window - 1}` }).go();
  const allowance = currentWindowAllowance(max, previous.data?.count ?? 0, seconds / windowSeconds - window);
  if (allowance === 0) return false;
  return applied(
    throttleEntity
      .upsert({ bucket: `${key}#${window}` })
      .add({ count: 1 })
      // Kept through the next window, which reads it.
      .set({ expiresAt: (window + 2) * windowSeconds + 60 })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, allowance)}`)
      .go(),
  );
}

/**
 * Counts one attempt as takeAttempt does; when the limit is used up, also says how many seconds until the next one would
 * be counted (for Retry-After and the refusal's words).
 */
export async function takeAttemptOrWait(limit: Limit, now = Date.now()): Promise<{ taken: true } | { taken: false; retryAfterSeconds: number }> {
  if (await takeAttempt(limit, now)) return { taken: true };
  const { key, max, windowSeconds } = limit;
  const seconds = now / 1000;
  const window = Math.floor(seconds / windowSeconds);
  const [previous, current] = await Promise.all([window - 1, window].map((w) => throttleEntity.get({ bucket: `${key}#${w}` }).go()));
  const retryAfterSeconds = secondsUntilAllowed(max, previous!.data?.count ?? 0, current!.data?.count ?? max, seconds / windowSeconds - window, windowSeconds);
  return { taken: false, retryAfterSeconds };
}

/** Forgets these counters (their current and previous window): an erased member's email must not stay in them. */
export async function forgetAttempts(limits: readonly Omit<Limit, 'max'>[], now = Date.now()): Promise<void> {
  for (const { key, windowSeconds } of limits) {
    const window = Math.floor(now / 1000 / windowSeconds);
    for (const w of [window, window - 1]) await throttleEntity.delete({ bucket: `${key}#${w}` }).go();
  }
}

/**
 * Password re-checks (before an account is erased, or anything else that asks for the password again): at most
 * `max` tries counted, then none until `lockSeconds` after the last one counted. A try is counted before the password
 * is checked, so parallel guesses cannot pass the limit; a right password clears the count (clearPasswordTries) and a
 * check that could not be made (Cognito out of reach) gives its try back (refundPasswordTry).
 */
export const PASSWORD_TRIES: { readonly max: number; readonly lockSeconds: number } = { max: 5, lockSeconds: 15 * 60 };
export const passwordTriesKey = (memberId: string) => `password-check:${memberId}`;

/** One try taken: `open` true, or false with the time (epoch seconds) tries open again. */
export async function takePasswordTry(memberId: string, now = Date.now()): Promise<{ open: true } | { open: false; until: number }> {
  const bucket = passwordTriesKey(memberId);
  const nowSeconds = Math.floor(now / 1000);
  const until = nowSeconds + PASSWORD_TRIES.lockSeconds;
  // Tries that lapsed (TTL deletes within days, not at once) count from nothing again.
  await applied(
    throttleEntity
      .patch({ bucket })
      .set({ count: 0 })
      .where(({ expiresAt }, { lt }) => lt(expiresAt, nowSeconds))
      .go(),
  );
  const counted = await applied(
    throttleEntity
      .upsert({ bucket })
      .add({ count: 1 })
      .set({ expiresAt: until })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, PASSWORD_TRIES.max)}`)
      .go(),
  );
  if (counted) return { open: true };
  const { data } = await throttleEntity.get({ bucket }).go();
  return { open: false, until: data?.expiresAt ?? until };
}

/** A right password: the failures counted so far are forgotten. */
export async function clearPasswordTries(memberId: string): Promise<void> {
  await throttleEntity.delete({ bucket: passwordTriesKey(memberId) }).go();
}

/** A check that could not be made is not a failure: its try is given back. */
export async function refundPasswordTry(memberId: string): Promise<void> {
  await applied(
    throttleEntity
      .patch({ bucket: passwordTriesKey(memberId) })
      .add({ count: -1 })
      .where(({ count }, { gt }) => gt(count, 0))
      .go(),
  );
}

/** How long a sent notice's id is remembered, so a late duplicate of its job does not send it again. */
const NOTICE_CLAIM_SECONDS = 7 * 24 * 3600;

/**
 * Claims the sending of one erasure notice (by its webhook-id) before it is posted: false when it is already claimed,
 * i.e. another invocation of the notice job (the Lambda client's retry, or an erasure retried) sends it. The claim is
 * a throttle-table item (only the id, no one's data) that TTL removes.
 */
export function claimErasureNotice(noticeId: string): Promise<boolean> {
  return applied(
    throttleEntity.create({ bucket: `erasure-notice#${noticeId}`, count: 1, expiresAt: Math.floor(Date.now() / 1000) + NOTICE_CLAIM_SECONDS }).go(),
  );
}

/** A notice that could not be delivered gives its claim back, so a later send of it can try again. */
export async function releaseErasureNotice(noticeId: string): Promise<void> {
  await throttleEntity.delete({ bucket: `erasure-notice#${noticeId}` }).go();
}

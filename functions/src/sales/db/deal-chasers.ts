import { createHash } from 'node:crypto';
import type { IsoDate } from '@shared/rules/london-date';
import { throttleEntity } from '../../db/entities/throttle';
import { applied } from '../../db/errors';

/**
 * The daily deal chaser's send claims: one item per recipient per London day, created on condition it does not exist
 * before the email is sent, so two runs at once (or a retried run) send one chaser. A claim is kept even when its send
 * failed: the next day's chaser lists the same stages again, and a send that failed after SES took it would otherwise be
 * sent twice. A throttle-table item holding no one's data (a solicitor is named by a hash of their email) that TTL removes.
 */

export type ChaserRecipient = { kind: 'investor' | 'admin'; userId: string } | { kind: 'solicitor'; email: string };

/** Kept past the day it claims, so a late retry of that day's run still finds it. */
const CLAIM_SECONDS = 3 * 24 * 3600;

const recipientKey = (recipient: ChaserRecipient) =>
  recipient.kind === 'solicitor'
    ? `solicitor:${createHash('sha256').update(recipient.email.trim().toLowerCase()).digest('hex').slice(0, 32)}`
    : `${recipient.kind}:${recipient.userId}`;

const bucket = (recipient: ChaserRecipient, day: IsoDate) => `deal-chaser#${recipientKey(recipient)}#${day}`;

/** Claims `day`'s chaser of `recipient`: false when it is claimed already (sent, or being sent by another run). */
export function claimChaser(recipient: ChaserRecipient, day: IsoDate, now = Date.now()): Promise<boolean> {
  return applied(throttleEntity.create({ bucket: bucket(recipient, day), count: 1, expiresAt: Math.floor(now / 1000) + CLAIM_SECONDS }).go());
}

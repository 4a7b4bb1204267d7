import { deleteUser, findUser } from '../../cognito';
import type { Actor } from '../../db/audit';
import {
  eraseMemberData,
  finishMemberErasure,
  getMemberErasure,
  markErasureNoticeQueued,
  recordErasureNoticeId,
  startMemberErasure,
  type MemberErasure,
} from '../db/member-erasure';
import { getProfile } from '../db/profiles';
import type { ErasureNoticeEvent } from '../../sales/interest/deliver-lead-webhook';
import { clearPasswordTries, forgetAttempts } from '../../db/throttle';
import { emailLimits } from '../../http/throttle';
import { invokeJob } from '../../lambda';
import { logger } from '../../observability/powertools';

/** The member's Cognito login, if it is still there and is theirs (same sub). Deleting it twice (a retry, or two erasures at once) is harmless. */
async function deleteLogin({ memberId, email }: MemberErasure): Promise<void> {
  const user = email ? await findUser(email) : undefined;
  if (!user || user.sub !== memberId) return;
  try {
    await deleteUser(user.username);
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
}

/**
 * Erases a member (DELETE /me, DELETE /profiles/{id}): the marker first (erasure.ts in db/), then every item, the
 * login and the profile, then the erasure notice to the lead webhook, then the marker goes. Any step can fail
 * (a 503 for an outage) and a retry of the same DELETE, an admin's 'Finish erasure' (POST /erasures/{id}/finish) or
 * the hourly job (finish-erasures.ts) finishes it, even once the profile is gone. False when there is no such member
 * and no unfinished erasure of one. The last approved admin is not erased (the start's own transaction refuses it:
 * LastApprovedAdminError, HTTP 403).
 */
export async function eraseMember(
  memberId: string,
  actor: Actor,
  {
    byAdmin,
    sendNotice = queueNotice,
    settlePurchases = queuePurchasesSettle,
  }: { byAdmin: boolean; sendNotice?: NoticeSender; settlePurchases?: PurchasesSettler },
): Promise<boolean> {
  const profile = await getProfile(memberId);
  let marker = await getMemberErasure(memberId);
  if (!marker) {
    if (!profile) return false;
    marker = await startMemberErasure(profile, actor, { byAdmin });
  }
  // Once the marker is there the member can reserve nothing more; an open hold of theirs is cancelled and passes on,
  // and an open deal of theirs stays open with the erasure on its trail, for the admins.
  await settlePurchases(memberId);
  const counts = await eraseMemberData(marker, () => deleteLogin(marker));
  // Counters that name the member (their email, their password tries) go too, rather than lapse within the hour.
  if (marker.email) await forgetAttempts(emailLimits(marker.email));
  await clearPasswordTries(memberId);
  await sendErasureNotice(marker, sendNotice);
  await finishMemberErasure(marker);
  logger.info('member erased', { reference: marker.reference, retried: !profile, ...counts });
  return true;
}

/** How the erasure notice leaves: queued for the lead webhook job (a route), or posted by the caller itself (the scheduled job). */
export type NoticeSender = (notice: ErasureNoticeEvent) => Promise<void>;
const queueNotice: NoticeSender = (notice) => invokeJob('leadWebhook', notice);

/**
 * How an erased member's open holds are cancelled and their open deals told (purchases-on-erasure.ts): queued for the
 * hold-expiry job, which carries the reservations' code (a route's function stays small), or run by the caller itself
 * (the scheduled job).
 */
export type PurchasesSettler = (memberId: string) => Promise<void>;
const queuePurchasesSettle: PurchasesSettler = (memberId) => invokeJob('expireReservationHolds', { cancelHoldsOf: memberId });

/**
 * Tells the CRM to erase the member too, once: the notice's id is recorded on the marker before it is sent, so a
 * retry (of the invoke, or of the whole erasure) sends the same id and the job sends nothing a second time.
 */
async function sendErasureNotice(marker: MemberErasure, send: NoticeSender): Promise<void> {
  if (marker.noticeQueuedAt || !marker.email) return;
  const noticeId = marker.noticeId ?? (await recordErasureNoticeId(marker.memberId));
  if (!noticeId) return; // the marker is gone: a concurrent erasure of the same member finished and sent it
  await send({ kind: 'erasure', email: marker.email, reference: marker.reference, erasedAt: new Date().toISOString(), noticeId });
  await markErasureNoticeQueued(marker.memberId);
}

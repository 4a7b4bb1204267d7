import { deleteUser, findUser } from '../cognito';
import type { Actor } from '../db/audit';
import { eraseMemberData, finishMemberErasure, getMemberErasure, markErasureNoticeQueued, startMemberErasure, type MemberErasure } from '../db/member-erasure';
import { getProfile } from '../db/profiles';
import type { ErasureNoticeEvent } from '../interest/deliver-lead-webhook';
import { invokeJob } from '../lambda';
import { logger } from '../observability/powertools';

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
 * (a 503 for an outage) and a retry of the same DELETE finishes it, even once the profile is gone. False when
 * there is no such member and no unfinished erasure of one. The last approved admin is not erased (the start's own
 * transaction refuses it: LastApprovedAdminError, HTTP 403).
 */
export async function eraseMember(memberId: string, actor: Actor, { byAdmin }: { byAdmin: boolean }): Promise<boolean> {
  const profile = await getProfile(memberId);
  let marker = await getMemberErasure(memberId);
  if (!marker) {
    if (!profile) return false;
    marker = await startMemberErasure(profile, actor, { byAdmin });
  }
  const counts = await eraseMemberData(marker, () => deleteLogin(marker));
  if (!marker.noticeQueuedAt && marker.email) {
    const notice: ErasureNoticeEvent = { kind: 'erasure', email: marker.email, reference: marker.reference, erasedAt: new Date().toISOString() };
    await invokeJob('leadWebhook', notice);
    await markErasureNoticeQueued(memberId);
  }
  await finishMemberErasure(memberId);
  logger.info('member erased', { reference: marker.reference, retried: !profile, ...counts });
  return true;
}

import { createHash, randomUUID } from 'node:crypto';
import { anonymisedChanges, ERASED_MEMBER } from '@shared/rules/erasure';
import type { FieldChange } from '@shared/domain/audit';
import type { Profile } from '@shared/domain/profile';
import { approvedAdminCount, approvedAdminCountStep, isApprovedAdmin, LastApprovedAdminError } from './approved-admins';
import { retryingConflicts } from '../../db/conflicts';
import { auditStep, type Actor } from '../../db/audit';
import { accountEmailEntity } from '../../db/entities/account-email';
import { adminEmailClaimEntity } from '../../db/entities/admin-email-claim';
import { auditEventEntity } from '../../db/entities/audit-event';
import { interestCountEntity } from '../../db/entities/interest-count';
import { interestRegistrationEntity } from '../../db/entities/interest-registration';
import { erasedMemberEntity } from '../../db/entities/erased-member';
import { memberErasureEntity } from '../../db/entities/member-erasure';
import { profileEntity } from '../../db/entities/profile';
import { applied, cancellationReasons, duplicate, TransactionCancelledError } from '../../db/errors';
import { auditEventsMadeBeforeActorIndex, deleteItems, itemsUnder, memberAuditTargets, memberKeyPrefixes } from './member-data';
import { portal } from '../../db/service';

/**
 * The one-way reference an erased member's audit events carry instead of them: the same for the same member,
 * so their events still read as one person's, and it cannot be turned back into the user id (a random UUID) or
 * the person. Whoever still holds the user id can work it out again, e.g. to answer whether an erasure was done.
 */
export const erasureReference = (userId: string): string => `erased-${createHash('sha256').update(`portal-member:${userId}`).digest('hex').slice(0, 24)}`;

export interface MemberErasure {
  memberId: string;
  email: string;
  reference: string;
  startedAt: string;
  noticeQueuedAt?: string;
  /** The erasure notice's webhook-id, recorded before it is first sent (recordErasureNoticeId). */
  noticeId?: string;
}

export async function getMemberErasure(memberId: string): Promise<MemberErasure | undefined> {
  const { data } = await memberErasureEntity.get({ memberId }).go();
  return data ?? undefined;
}

/**
 * Starts an erasure: the marker (what a retry needs to finish) and the audit event that records it, in one
 * transaction. An admin's erasure holds only while the acting admin is still an approved admin and not being erased
 * themselves, so two admins erasing each other at once cannot both go ahead. An approved admin being erased stops
 * counting as one in the same transaction, which holds only while another approved admin remains (else a
 * LastApprovedAdminError); the member's role and access must still be what `profile` says. The marker already there
 * (a retry) is kept.
 */
export async function startMemberErasure(profile: Profile, actor: Actor, { byAdmin }: { byAdmin: boolean }): Promise<MemberErasure> {
  const existing = await getMemberErasure(profile.id);
  if (existing) return existing;
  const reference = erasureReference(profile.id);
  const marker: MemberErasure = { memberId: profile.id, email: (profile.email ?? '').toLowerCase(), reference, startedAt: new Date().toISOString() };
  const self = actor.id === profile.id;
  const recordedActor: Actor = self ? { id: reference, email: ERASED_MEMBER, name: ERASED_MEMBER } : actor;
  const wasAdmin = isApprovedAdmin(profile);
  if (wasAdmin) await approvedAdminCount();
  const start = async () => {
    const codes = await cancellationReasons(
      portal.transaction
        .write((tx) => [
          // First, so its code is the first of a cancelled transaction's.
          ...(wasAdmin ? [approvedAdminCountStep(tx, -1)] : []),
          tx.profile
            .check({ id: profile.id })
            .where(({ role, accessStatus }, { eq }) => {
              const approvedAdmin = `${eq(role, 'admin')} AND ${eq(accessStatus, 'approved')}`;
              return wasAdmin ? approvedAdmin : `NOT (${approvedAdmin})`;
            })
            .commit(),
          tx.memberErasure.create(marker).commit(),
          auditStep(
            tx,
            { actor: recordedActor, action: self ? 'account erased by the member' : 'member erased' },
            { targetType: 'profile', targetId: reference, before: { role: profile.role, accessStatus: profile.accessStatus }, after: null },
          ),
          ...(byAdmin
            ? [
                tx.profile
                  .check({ id: actor.id })
                  .where(({ role, accessStatus }, { eq }) => `${eq(role, 'admin')} AND ${eq(accessStatus, 'approved')}`)
                  .commit(),
                tx.memberErasure
                  .check({ memberId: actor.id })
                  .where(({ memberId }, { notExists }) => notExists(memberId))
                  .commit(),
              ]
            : []),
        ])
        .go(),
    );
    if (codes && !codes.includes('ConditionalCheckFailed')) throw new TransactionCancelledError(codes);
    return codes;
  };
  const codes = await retryingConflicts(start);
  if (!codes) return marker;
  // Another request started the same erasure meanwhile: go on with it (every step can run twice).
  const concurrent = await getMemberErasure(profile.id);
  if (concurrent) return concurrent;
  if (wasAdmin && codes[0] === 'ConditionalCheckFailed') throw new LastApprovedAdminError();
  throw duplicate("This erasure could not start: the member's access or your own changed, or your own account is being erased. Reload and try again.")();
}

/** What an erasure removed, for the log. */
export interface ErasureCounts {
  items: number;
  auditEventsAnonymised: number;
}

/** How many times the erasure sweeps the member's keys after the profile went, before it gives up (a retry finishes). */
const FINAL_SWEEPS = 3;

/**
 * Removes everything stored about the member (every key prefix of member-data.ts) except the audit events, which are
 * kept with the person replaced by 'Erased member' and the one-way reference. Each step can run again: a retry after a
 * failure anywhere finishes the job. The profile goes last among the member's items, so until then the member's own
 * retry still reaches it. The Cognito login (`deleteLogin`) is deleted after the data and before the profile.
 *
 * No write under the member's keys commits once the marker exists (member-writes.ts), and none of the profile once it
 * is gone; so after the profile, the keys are swept again (what a profile update wrote meanwhile, e.g. its audit event)
 * and read back: the erasure answers only when nothing is left under any of them, and otherwise fails, marker kept.
 */
export async function eraseMemberData(marker: MemberErasure, deleteLogin: () => Promise<void>): Promise<ErasureCounts> {
  const { memberId, email, reference } = marker;
  // The partition, the document opens and any other prefix without a step of its own below: deleted as they are.
  const plain = memberKeyPrefixes(memberId, email).filter((prefix) => !prefix.ownStep);
  const deletePlain = async () => {
    let count = 0;
    for (const prefix of plain) count += await deleteItems(await itemsUnder(prefix));
    return count;
  };

  let items = await deletePlain();
  if (email) items += (await deleteRegistration(email)) ? 1 : 0;
  let auditEventsAnonymised = await anonymiseAuditEvents(memberId, email, reference);

  await deleteLogin();
  if (email) {
    await applied(
      accountEmailEntity
        .delete({ email })
        .where(({ userId }, { eq }) => eq(userId, memberId))
        .go(),
    );
    await applied(
      adminEmailClaimEntity
        .delete({ email })
        .where(({ userId }, { eq }) => eq(userId, memberId))
        .go(),
    );
  }
  await profileEntity.delete({ id: memberId }).go();

  for (let sweep = 1; ; sweep++) {
    items += await deletePlain();
    if (email) items += (await deleteRegistration(email)) ? 1 : 0;
    auditEventsAnonymised += await moveTargetEvents(memberId, email, reference);
    const left = await keysStillHolding(memberId, email);
    if (left.length === 0) return { items, auditEventsAnonymised };
    if (sweep >= FINAL_SWEEPS) throw new Error(`The erasure left items under the member's keys (${left.join(', ')}): a retry finishes it.`);
  }
}

/** Email claims are keyed by the address alone: one held by someone else (a new account with it) is not the member's. */
const claimPrefixes = new Set(['account email', 'admin email claim']);

/** The names of the member's key prefixes that still hold something of theirs. */
async function keysStillHolding(memberId: string, email: string): Promise<string[]> {
  const holding = await Promise.all(
    memberKeyPrefixes(memberId, email).map(async (prefix) => {
      const items = await itemsUnder(prefix);
      const theirs = claimPrefixes.has(prefix.name) ? items.filter((item) => item.user_id === memberId) : items;
      return theirs.length > 0 ? prefix.name : undefined;
    }),
  );
  return holding.filter((name): name is string => name !== undefined);
}

/**
 * The erasure notice's webhook-id: recorded on the marker before the notice is first sent (a condition that none is
 * there yet), so every send of the same erasure, a retry's or a second Lambda invocation's, carries the same id.
 * Undefined when the marker is gone (a concurrent erasure of the same member finished it).
 */
export async function recordErasureNoticeId(memberId: string): Promise<string | undefined> {
  const noticeId = `erasure-${randomUUID()}`;
  const recorded = await applied(
    memberErasureEntity
      .patch({ memberId })
      .set({ noticeId })
      .where(({ noticeId: stored }, { notExists }) => notExists(stored))
      .go(),
  );
  return recorded ? noticeId : (await getMemberErasure(memberId))?.noticeId;
}

/** Records that the erasure notice was queued (so a retry does not queue it again). */
export async function markErasureNoticeQueued(memberId: string): Promise<void> {
  // A concurrent erasure of the same member may have finished (and removed the marker) already.
  await applied(memberErasureEntity.patch({ memberId }).set({ noticeQueuedAt: new Date().toISOString() }).go());
}

/**
 * Ends the erasure: the marker (the last thing that holds the email) goes, and what is kept of it (the reference and
 * when) is written in the same transaction. A concurrent finish of the same erasure leaves one of each.
 */
export async function finishMemberErasure(marker: MemberErasure): Promise<void> {
  await applied(
    portal.transaction
      .write((tx) => [
        tx.memberErasure
          .delete({ memberId: marker.memberId })
          .where(({ memberId }, { exists }) => exists(memberId))
          .commit(),
        tx.erasedMember.put({ reference: marker.reference, startedAt: marker.startedAt, erasedAt: new Date().toISOString() }).commit(),
      ])
      .go(),
  );
}

/** An erasure not yet finished, as admins see it (User Management) and the scheduled job finishes it. */
export type UnfinishedErasure = MemberErasure;

/** The erasures not finished, oldest first; `startedBefore` keeps only those started before that time. One Query of gsi1. */
export async function listUnfinishedErasures(startedBefore?: string): Promise<UnfinishedErasure[]> {
  const query = memberErasureEntity.query.unfinished({});
  const { data } = await (startedBefore ? query.lt({ startedAt: startedBefore }) : query).go({ pages: 'all' });
  return data;
}

export interface ErasedMember {
  reference: string;
  startedAt: string;
  erasedAt: string;
}

/** Finished erasures, newest first (at most `limit`): each one's reference reads its kept audit events. */
export async function listErasedMembers(limit = 200): Promise<ErasedMember[]> {
  const { data } = await erasedMemberEntity.query.newestFirst({}).go({ order: 'desc', limit });
  return data;
}

/** Whether this user id belonged to a member who was erased (or whose erasure is under way): two GetItems. */
export async function wasErased(userId: string): Promise<boolean> {
  const [finished, running] = await Promise.all([erasedMemberEntity.get({ reference: erasureReference(userId) }).go(), getMemberErasure(userId)]);
  return Boolean(finished.data ?? running);
}

/** The registration under the member's email, with one taken off its property's interest count in the same transaction. */
async function deleteRegistration(email: string): Promise<boolean> {
  const { data } = await interestRegistrationEntity.get({ email }).go();
  if (!data) return false;
  // The property's count only while it still has one (a deleted property's count went with it).
  const propertyId = data.propertyId && (await interestCountEntity.get({ propertyId: data.propertyId }).go()).data ? data.propertyId : undefined;
  return applied(
    portal.transaction
      .write((tx) => [
        tx.interestRegistration
          .delete({ email })
          .where(({ email: key }, { exists }) => exists(key))
          .commit(),
        ...(propertyId ? [tx.interestCount.update({ propertyId }).add({ count: -1 }).commit()] : []),
      ])
      .go(),
  );
}

type StoredEvent = {
  id: string;
  targetType: (typeof auditEventEntity.schema.attributes.targetType.type)[number];
  targetId: string;
  at: string;
  action: string;
  actorId: string;
  actorEmail?: unknown;
  actorName?: unknown;
  changes: unknown;
};

/** An event's actor fields with the member replaced by 'Erased member' and the reference (anyone else is kept). */
const actorOf = (memberId: string, reference: string) => (event: StoredEvent) =>
  event.actorId === memberId
    ? { actorId: reference, actorEmail: ERASED_MEMBER, actorName: ERASED_MEMBER }
    : { actorEmail: event.actorEmail, actorName: event.actorName };

/**
 * The member's audit events kept for the admins' record without the person: events about their profile or their
 * registration move under the reference with the member's own values replaced (each move one transaction: the copy
 * written and the original deleted together), and events they made as an admin name 'Erased member' as actor.
 */
async function anonymiseAuditEvents(memberId: string, email: string, reference: string): Promise<number> {
  const asActor = actorOf(memberId, reference);
  let count = 0;

  const made = [
    ...(await auditEventEntity.query.byActor({ actorId: memberId }).go({ pages: 'all' })).data,
    ...auditEventEntity.parse({ Items: await auditEventsMadeBeforeActorIndex(memberId) }).data,
  ];
  // Events about the buyer checks are kept as they are with the checks (member-data.ts: keptOnErasurePrefixes).
  for (const event of (made as StoredEvent[]).filter((e) => e.targetType !== 'buyerCheck')) {
    // applied: a concurrent erasure may have moved the event meanwhile (its copy names the reference already).
    await applied(auditEventEntity.patch({ targetType: event.targetType, targetId: event.targetId, at: event.at, id: event.id }).set(asActor(event)).go());
    count++;
  }

  return count + (await moveTargetEvents(memberId, email, reference));
}

/** Moves the events about the member's profile or registration under the reference, the member's values replaced. */
async function moveTargetEvents(memberId: string, email: string, reference: string): Promise<number> {
  const asActor = actorOf(memberId, reference);
  let count = 0;
  for (const target of memberAuditTargets(memberId, email || reference)) {
    const { data } = await auditEventEntity.query.byTarget(target).go({ pages: 'all', consistent: true });
    for (const event of data as StoredEvent[]) {
      const moved = {
        ...event,
        ...asActor(event),
        targetId: reference,
        changes: anonymisedChanges(event.changes as Record<string, FieldChange>),
      };
      await applied(
        portal.transaction
          .write((tx) => [
            tx.auditEvent.put(moved).commit(),
            tx.auditEvent.delete({ targetType: event.targetType, targetId: event.targetId, at: event.at, id: event.id }).commit(),
          ])
          .go(),
      );
      count++;
    }
  }
  return count;
}

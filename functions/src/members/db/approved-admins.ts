import type { Profile } from '@shared/domain/profile';
import { approvedAdminCountEntity } from '../../db/entities/approved-admin-count';
import { memberErasureEntity } from '../../db/entities/member-erasure';
import { profileEntity } from '../../db/entities/profile';
import { applied } from '../../db/errors';
import type { WriteEntities, WriteStep } from '../../db/service';

/**
 * 'At least one approved admin remains' holds in the transaction of every change that could break it: the
 * count item (entities/approved-admin-count.ts) is taken down only on condition that it is above 1, in the same
 * transaction as the revoke, reject, demotion or erasure start, and counted up in the same transaction as every
 * change that makes an approved admin. An admin whose erasure has started is no longer counted, and a profile
 * being erased cannot change the count again (`notBeingErased`).
 */

export const LAST_ADMIN_MESSAGE = 'The last approved admin cannot be removed: approve another admin first.';

/** The change would have left no approved admin: nothing was written. */
export class LastApprovedAdminError extends Error {
  constructor() {
    super(LAST_ADMIN_MESSAGE);
    this.name = 'LastApprovedAdminError';
  }
}

export const isApprovedAdmin = (profile: Pick<Profile, 'role' | 'accessStatus'> | undefined): boolean =>
  profile?.role === 'admin' && profile.accessStatus === 'approved';

/** What a profile write does to the count: 1 when it makes an approved admin, -1 when it removes one, else 0. */
export const approvedAdminChange = (before: Pick<Profile, 'role' | 'accessStatus'> | undefined, after: Pick<Profile, 'role' | 'accessStatus'>): -1 | 0 | 1 =>
  (Number(isApprovedAdmin(after)) - Number(isApprovedAdmin(before))) as -1 | 0 | 1;

/**
 * The count, made first if the table has none (a new table, or one from before the count): from the approved admin
 * profiles without an erasure under way, with a create that only the first of several callers wins. Every change of
 * the count requires the item to exist, so no change can slip in between that reading and the create.
 */
export async function approvedAdminCount(): Promise<number> {
  const { data } = await approvedAdminCountEntity.get({}).go({ consistent: true });
  if (data) return data.count;
  const { data: approved } = await profileEntity.query.byAccessStatus({ accessStatus: 'approved' }).go({ pages: 'all', attributes: ['id', 'role'] });
  const admins = approved.filter((profile) => profile.role === 'admin');
  const markers = await Promise.all(admins.map(({ id }) => memberErasureEntity.get({ memberId: id }).go()));
  const count = markers.filter((marker) => !marker.data).length;
  if (await applied(approvedAdminCountEntity.create({ count }).go())) return count;
  return approvedAdminCount();
}

/** The count's change as a step of the transaction that makes (1) or removes (-1) an approved admin: a removal only while another remains. */
export function approvedAdminCountStep(tx: WriteEntities, change: 1 | -1): WriteStep {
  const step = tx.approvedAdminCount.update({}).add({ count: change });
  return change > 0 ? step.where(({ count }, { exists }) => exists(count)).commit() : step.where(({ count }, { gt }) => gt(count, 1)).commit();
}

/** A transaction step that holds only while no erasure of the member has started. */
export const notBeingErased = (tx: WriteEntities, memberId: string): WriteStep =>
  tx.memberErasure
    .check({ memberId })
    .where(({ memberId: key }, { notExists }) => notExists(key))
    .commit();

import { afterAll, describe, expect, it } from 'vitest';
import { accessChange } from '@shared/rules/access';
import type { AccessStatus } from '@shared/domain/profile';
import { LAST_ADMIN_MESSAGE } from '../../functions/src/members/accounts/last-admin';
import { api, createTestUser, type ApiResponse, type TestUser } from '../support/stack';

/**
 * The last approved admin under concurrency: in each round two fresh admins X and Y are the only approved
 * admins, and two requests that could each remove one are sent at once. Afterwards at least one approved
 * admin remains (an admin whose erasure is under way is not one), and each answer agrees with what is stored.
 */

const ROUNDS = 20;

const db = async () => ({
  ...(await import('../../functions/src/members/db/profiles')),
  ...(await import('../../functions/src/members/db/member-erasure')),
});

/** Approved admins revoked so that X and Y are the only ones: those from before this file are approved again after it. */
const revokedBeforeTheRounds = new Set<string>();
let roundsStarted = false;

async function setAccessDirectly(id: string, accessStatus: AccessStatus): Promise<void> {
  const { getProfile, updateProfile } = await db();
  const profile = await getProfile(id);
  if (profile) await updateProfile(id, accessChange(accessStatus), profile.version);
}

async function leaveOnly(admins: TestUser[]): Promise<void> {
  const { listProfiles } = await db();
  const keep = new Set(admins.map((admin) => admin.userId));
  const others = (await listProfiles('approved')).filter((profile) => profile.role === 'admin' && !keep.has(profile.id));
  for (const other of others) {
    if (!roundsStarted) revokedBeforeTheRounds.add(other.id);
    await setAccessDirectly(other.id, 'revoked');
  }
  roundsStarted = true;
}

afterAll(async () => {
  for (const id of revokedBeforeTheRounds) await setAccessDirectly(id, 'approved');
});

/** What is stored about one admin after the round. */
type Stored = 'erased' | AccessStatus;

async function storedState(user: TestUser): Promise<Stored> {
  const { getProfile } = await db();
  const profile = await getProfile(user.userId);
  return profile ? profile.accessStatus : 'erased';
}

/** Approved admins, not counting one whose erasure is under way. */
async function approvedAdmins(): Promise<number> {
  const { listProfiles, getMemberErasure } = await db();
  const admins = (await listProfiles('approved')).filter((profile) => profile.role === 'admin');
  const erasing = await Promise.all(admins.map((admin) => getMemberErasure(admin.id)));
  return erasing.filter((marker) => !marker).length;
}

/** What the portal's count of approved admins says (functions/src/members/db/approved-admins.ts). */
async function countedAdmins(): Promise<number> {
  const { approvedAdminCount } = await import('../../functions/src/members/db/approved-admins');
  return approvedAdminCount();
}

/**
 * X and Y for the next round. Creating an account is most of a round's time, so an admin of the round before who is
 * still an approved admin takes part again; one erased, under erasure, revoked or rejected is replaced by a new one
 * (a rejected member's refused password re-checks count towards the lock-out of DELETE /me).
 */
let lastPair: TestUser[] = [];
async function nextPair(): Promise<[TestUser, TestUser]> {
  const { getMemberErasure } = await db();
  const kept: TestUser[] = [];
  for (const admin of lastPair) if ((await storedState(admin)) === 'approved' && !(await getMemberErasure(admin.userId))) kept.push(admin);
  const added = await Promise.all(Array.from({ length: 2 - kept.length }, () => createTestUser('admin', 'approved')));
  lastPair = [...kept, ...added];
  return [lastPair[0]!, lastPair[1]!];
}

/** A request of the round and what its answer says about the stored state. */
interface Action {
  label: string;
  target: 'x' | 'y';
  /** The stored state a success leaves the target in. */
  effect: Stored;
  send: (x: TestUser, y: TestUser) => Promise<ApiResponse<{ message?: string }>>;
}

const selfErase = (who: 'x' | 'y'): Action => ({
  label: `${who.toUpperCase()} erases themself`,
  target: who,
  effect: 'erased',
  send: (x, y) => {
    const user = who === 'x' ? x : y;
    return api('/me', { method: 'DELETE', token: user.token, body: { password: user.password } });
  },
});
const erase = (by: 'x' | 'y'): Action => ({
  label: `${by.toUpperCase()} erases ${by === 'x' ? 'Y' : 'X'}`,
  target: by === 'x' ? 'y' : 'x',
  effect: 'erased',
  send: (x, y) => {
    const [actor, target] = by === 'x' ? [x, y] : [y, x];
    return api(`/profiles/${target.userId}`, { method: 'DELETE', token: actor.token });
  },
});
const setAccess = (by: 'x' | 'y', accessStatus: 'revoked' | 'rejected'): Action => ({
  label: `${by.toUpperCase()} sets ${by === 'x' ? 'Y' : 'X'} ${accessStatus}`,
  target: by === 'x' ? 'y' : 'x',
  effect: accessStatus,
  send: (x, y) => {
    const [actor, target] = by === 'x' ? [x, y] : [y, x];
    return api(`/profiles/${target.userId}/access`, { method: 'PUT', token: actor.token, body: { accessStatus } });
  },
});

/**
 * Answers that refuse a change (the last-admin rule, a racing change, a conflict to retry): nothing of theirs is
 * stored. A member whose login was disabled a moment before their DELETE /me fails its password re-check (400).
 */
const REFUSALS = [400, 403, 409, 503];

async function runRounds(actions: [Action, Action]): Promise<void> {
  const problems: string[] = [];
  let noAdminRounds = 0;
  const outcomes = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    const [x, y] = await nextPair();
    await leaveOnly([x, y]);
    const answers = await Promise.all(actions.map((action) => action.send(x, y)));
    const outcome = answers.map((answer) => answer.status).join('/');
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    const stored = { x: await storedState(x), y: await storedState(y) };
    const remaining = await approvedAdmins();
    if (remaining < 1) noAdminRounds += 1;
    const counted = await countedAdmins();
    const wrong = [
      remaining < 1 ? `${remaining} approved admins left` : '',
      counted !== remaining ? `the count item says ${counted} approved admins, the profiles ${remaining}` : '',
      ...actions.map((action, i) => {
        const { status, body } = answers[i]!;
        const target = stored[action.target];
        const succeeded = status === 200 || status === 204;
        // The other request may have erased the same member after this one changed their access.
        const erasedByTheOther = actions.some(
          (other, j) => j !== i && other.target === action.target && other.effect === 'erased' && [200, 204].includes(answers[j]!.status),
        );
        if (succeeded && target !== action.effect && !(erasedByTheOther && target === 'erased'))
          return `${action.label} answered ${status} but ${action.target.toUpperCase()} is ${target}`;
        if (!succeeded && !REFUSALS.includes(status)) return `${action.label} answered ${status} ${body?.message ?? ''}`;
        if (!succeeded && target === action.effect)
          return `${action.label} answered ${status} (${body?.message ?? ''}) but ${action.target.toUpperCase()} is ${target}`;
        return '';
      }),
    ].filter(Boolean);
    if (wrong.length > 0) problems.push(`round ${round} (${outcome}): ${wrong.join('; ')}`);
  }
  const answered = [...outcomes].map(([statuses, rounds]) => `${statuses} ×${rounds}`).join(', ');
  console.log(
    `${actions.map((a) => a.label).join(' while ')}: ${noAdminRounds} of ${ROUNDS} rounds ended with no approved admin, ${problems.length} rounds wrong (answers ${answered})`,
  );
  expect(problems).toEqual([]);
}

describe(`two approved admins X and Y, ${ROUNDS} rounds of two changes at once: at least one approved admin remains`, () => {
  it('both erase themselves (DELETE /me)', () => runRounds([selfErase('x'), selfErase('y')]), 300_000);
  it('X revokes Y while Y erases X', () => runRounds([setAccess('x', 'revoked'), erase('y')]), 300_000);
  it('X erases themself while revoking Y', () => runRounds([selfErase('x'), setAccess('x', 'revoked')]), 300_000);
  it('X rejects Y while Y erases themself', () => runRounds([setAccess('x', 'rejected'), selfErase('y')]), 300_000);
  it('X and Y revoke each other', () => runRounds([setAccess('x', 'revoked'), setAccess('y', 'revoked')]), 300_000);
  it('X and Y erase each other', () => runRounds([erase('x'), erase('y')]), 300_000);
});

describe('the count of approved admins on a table that has none yet (a deployment from before it)', () => {
  it('is made from the approved admin profiles, leaving out an admin whose erasure is under way, before the first change', async () => {
    const { approvedAdminCountEntity } = await import('../../functions/src/db/entities/approved-admin-count');
    const { memberErasureEntity } = await import('../../functions/src/db/entities/member-erasure');
    const [x, y, z] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('admin', 'approved'), createTestUser('admin', 'approved')]);
    await leaveOnly([x, y, z]);
    // Z's erasure started before the count existed: it is not counted.
    await memberErasureEntity.create({ memberId: z.userId, email: z.email, reference: 'erased-test', startedAt: new Date().toISOString() }).go();
    await approvedAdminCountEntity.delete({}).go();
    try {
      const revoked = await api(`/profiles/${y.userId}/access`, { method: 'PUT', token: x.token, body: { accessStatus: 'revoked' } });
      expect(revoked.status).toBe(200);
      expect((await approvedAdminCountEntity.get({}).go()).data?.count).toBe(1);
      const refused = await api<{ message: string }>('/me', { method: 'DELETE', token: x.token, body: { password: x.password } });
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 403, message: LAST_ADMIN_MESSAGE });
      // No route changes a role, but the data layer refuses to demote the last admin the same way.
      const { getProfile, updateProfile } = await db();
      const { LastApprovedAdminError } = await import('../../functions/src/members/db/approved-admins');
      await expect(updateProfile(x.userId, { role: 'investor' }, (await getProfile(x.userId))!.version)).rejects.toBeInstanceOf(LastApprovedAdminError);
      expect(await storedState(x)).toBe('approved');
    } finally {
      // Z was never counted: revoked without a change of the count.
      const { profileEntity } = await import('../../functions/src/db/entities/profile');
      await profileEntity
        .patch({ id: z.userId })
        .set({ ...accessChange('revoked'), updatedAt: new Date().toISOString() })
        .go();
      await memberErasureEntity.delete({ memberId: z.userId }).go();
    }
  });
});

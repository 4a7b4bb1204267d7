import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@shared/domain/audit';
import type { ErasedMemberRow, UnfinishedErasureRow } from '@shared/contract/responses';
import { readWebhooks } from '../../infra/local/webhook-sink';
import { api, createTestUser, eventually, signIn, stack, type TestUser } from '../support/stack';

/**
 * Erasures that stopped halfway (UK GDPR Art. 17) are not lost: admins see them in User Management and finish them,
 * an hourly job finishes any left over an hour, and the CRM's erasure notice reaches it once, with a webhook-id that
 * stays the same however often the send is retried. An erased member's kept audit events are listed for admins.
 */
let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

const db = async () => ({
  ...(await import('../../functions/src/members/db/member-erasure')),
  ...(await import('../../functions/src/members/db/profiles')),
  ...(await import('../../functions/src/cognito')),
});

const erasureNotices = async (email: string) =>
  (await readWebhooks(stack.webhooksDir)).filter(
    (w) => (w.body as { event?: string; email?: string }).event === 'erasure' && (w.body as { email?: string }).email === email,
  );

/** A member whose erasure failed just after their login was deleted: the data and the login gone, the profile and the marker left. */
async function halfErased(): Promise<TestUser & { reference: string }> {
  const member = await createTestUser('investor', 'approved');
  const { startMemberErasure, eraseMemberData, getProfile, deleteUser } = await db();
  const marker = await startMemberErasure((await getProfile(member.userId))!, { id: member.userId, email: member.email, name: 'Test' }, { byAdmin: false });
  await expect(
    eraseMemberData(marker, async () => {
      await deleteUser(member.email);
      throw new Error('the function stopped here (a timeout)');
    }),
  ).rejects.toThrow(/stopped here/);
  await expect(signIn(member.email, member.password)).rejects.toThrow();
  return { ...member, reference: marker.reference };
}

const erasures = async () => (await api<{ unfinished: UnfinishedErasureRow[]; erased: ErasedMemberRow[] }>('/erasures', { token: admin.token })).body;

/** Runs a job by its name through the local Lambda Invoke endpoint (as Lambda runs a queued or scheduled event). */
const invoke = (job: string, payload: unknown) =>
  fetch(`${stack.config.apiUrl}/2015-03-31/functions/${job}/invocations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': stack.env.LOCAL_INVOKE_USER_AGENT! },
    body: JSON.stringify(payload),
  });

describe('unfinished erasures', () => {
  it("an erasure that failed after the login was deleted is listed for admins, and 'Finish erasure' completes it", async () => {
    const member = await halfErased();
    const listed = await erasures();
    expect(listed.unfinished.find((e) => e.memberId === member.userId)).toMatchObject({
      email: member.email,
      reference: member.reference,
      noticeQueuedAt: null,
    });
    expect((await api(`/erasures/${member.userId}/finish`, { method: 'POST', token: member.token })).status).toBe(403);

    expect((await api(`/erasures/${member.userId}/finish`, { method: 'POST', token: admin.token })).status).toBe(204);
    const after = await erasures();
    expect(after.unfinished.map((e) => e.memberId)).not.toContain(member.userId);
    expect(after.erased.find((e) => e.reference === member.reference)).toBeDefined();
    expect(JSON.stringify(after.erased)).not.toContain(member.email);
    const { getMemberErasure, getProfile } = await db();
    expect(await getMemberErasure(member.userId)).toBeUndefined();
    expect(await getProfile(member.userId)).toBeUndefined();
    // The erased member's kept audit events, by the reference the list gives.
    const history = (await api<{ items: AuditEvent[] }>(`/audit/profile/${member.reference}`, { token: admin.token })).body.items;
    expect(history.map((e) => e.action)).toContain('account erased by the member');

    const notices = await eventually(async () => ((await erasureNotices(member.email)).length ? erasureNotices(member.email) : undefined), 'the notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.headers['webhook-id']).toMatch(/^erasure-/);
    // Finished: nothing left to finish.
    expect((await api(`/erasures/${member.userId}/finish`, { method: 'POST', token: admin.token })).status).toBe(404);
  });

  it('the hourly job leaves an erasure younger than an hour and finishes one older', async () => {
    const member = await halfErased();
    const { finishStaleErasures } = await import('../../functions/src/members/erasure/finish-erasures');
    const { getMemberErasure } = await db();
    await finishStaleErasures(Date.now());
    expect(await getMemberErasure(member.userId)).toBeDefined();

    const run = await finishStaleErasures(Date.now() + 61 * 60 * 1000);
    expect(run.finished).toBeGreaterThanOrEqual(1);
    expect(await getMemberErasure(member.userId)).toBeUndefined();
    expect((await erasures()).erased.find((e) => e.reference === member.reference)).toBeDefined();
    const notices = await eventually(async () => ((await erasureNotices(member.email)).length ? erasureNotices(member.email) : undefined), 'the notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.headers['webhook-id']).toMatch(/^erasure-/);

    // Scheduled by its name (the local timer and EventBridge send this event).
    const res = await invoke('finishErasures', { source: 'aws.events', 'detail-type': 'Scheduled Event' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-amz-function-error')).toBeNull();
  });

  it('the notice is sent once with one webhook-id: the job invoked twice at once, then the erasure finished again', async () => {
    const member = await halfErased();
    const { getMemberErasure, recordErasureNoticeId } = await db();
    const noticeId = await recordErasureNoticeId(member.userId);
    expect(noticeId).toMatch(/^erasure-/);
    // Recorded once: asking again answers the same id.
    expect(await recordErasureNoticeId(member.userId)).toBe(noticeId);
    const marker = (await getMemberErasure(member.userId))!;
    const notice = { kind: 'erasure', email: member.email, reference: member.reference, erasedAt: new Date().toISOString(), noticeId };
    // The Lambda client sending the same Invoke twice (its retry after a lost answer), both runs at once.
    const runs = await Promise.all([invoke('leadWebhook', notice), invoke('leadWebhook', notice)]);
    for (const res of runs) expect(res.status).toBe(200);
    expect(marker.noticeQueuedAt).toBeUndefined();
    // The erasure itself is finished afterwards (the queueing was never recorded): it sends the same id, so nothing more.
    expect((await api(`/erasures/${member.userId}/finish`, { method: 'POST', token: admin.token })).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const notices = await erasureNotices(member.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.headers['webhook-id']).toBe(noticeId);
  });

  it('an erasure through DELETE /profiles/{id} sends its notice with a webhook-id, and forgets the throttle counters naming the email', async () => {
    const member = await createTestUser('investor', 'approved');
    const { emailLimits } = await import('../../functions/src/http/throttle');
    const { takeAttempt } = await import('../../functions/src/db/throttle');
    const { throttleEntity } = await import('../../functions/src/db/entities/throttle');
    for (const limit of emailLimits(member.email)) expect(await takeAttempt(limit)).toBe(true);
    const buckets = emailLimits(member.email).map(({ key, windowSeconds }) => `${key}#${Math.floor(Date.now() / 1000 / windowSeconds)}`);

    expect((await api(`/profiles/${member.userId}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    for (const bucket of buckets) expect((await throttleEntity.get({ bucket }).go()).data, bucket).toBeNull();
    const notices = await eventually(async () => ((await erasureNotices(member.email)).length ? erasureNotices(member.email) : undefined), 'the notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.headers['webhook-id']).toMatch(/^erasure-/);
  });

  it('a member erased while signed in elsewhere is told why their session ended', async () => {
    const member = await createTestUser('investor', 'approved');
    expect((await api(`/profiles/${member.userId}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    const res = await api<{ code: string; message: string }>('/me', { token: member.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_ERASED');
    expect(res.body.message).toMatch(/deleted/);
  });
});

describe('password re-check before erasing one’s own account', () => {
  const eraseMe = (member: TestUser, password: string) => api<{ message: string }>('/me', { method: 'DELETE', token: member.token, body: { password } });

  it('5 wrong passwords, then 429 with Retry-After for the sixth and for the right one; once the 15 minutes pass, the right one erases', async () => {
    const member = await createTestUser('investor', 'approved');
    for (let i = 0; i < 5; i++) expect((await eraseMe(member, `wrong-${i}`)).status).toBe(400);
    const sixth = await eraseMe(member, 'wrong-6');
    expect(sixth.status).toBe(429);
    const wait = Number(sixth.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(sixth.body.message).toMatch(/^Too many wrong passwords\. Try again after \d\d:\d\d\.$/);

    const right = await eraseMe(member, member.password);
    expect(right.status).toBe(429);
    expect((await api('/me', { token: member.token })).status).toBe(200);

    // The 15 minutes pass (the counter's time set back, as the clock would move on).
    const { throttleEntity } = await import('../../functions/src/db/entities/throttle');
    const { passwordTriesKey } = await import('../../functions/src/db/throttle');
    await throttleEntity
      .patch({ bucket: passwordTriesKey(member.userId) })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    expect((await eraseMe(member, member.password)).status).toBe(204);
    // The erasure took the counter with it.
    expect((await throttleEntity.get({ bucket: passwordTriesKey(member.userId) }).go()).data).toBeNull();
  });

  it('30 wrong passwords at once: at most 5 are checked, the rest are 429', async () => {
    const member = await createTestUser('investor', 'approved');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => eraseMe(member, `guess-${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses).toContain(429);
    // A busy machine may answer a few with the outage's 503 (Retry-After): never a 2xx, never a 500.
    expect(
      statuses.every((s) => s === 400 || s === 429 || s === 503),
      statuses.join(' '),
    ).toBe(true);
    expect((await eraseMe(member, member.password)).status).toBe(429);
  });
});

import { describe, expect, it } from 'vitest';
import { profileSummaryFields } from '@shared/views/profile-summary';
import { api, createTestUser, demo, signIn } from '../support/stack';

const profiles = () => import('../../functions/src/members/db/profiles');

describe('GET /profiles (admin list)', () => {
  it("answers each user's list fields only (and their invitation status), never the whole profile", async () => {
    const user = await createTestUser('investor', 'approved');
    const { accessToken } = await signIn(demo.admin.email, demo.admin.password);
    const res = await api<{ items: Record<string, unknown>[] }>('/profiles', { token: accessToken });
    expect(res.status).toBe(200);
    for (const item of res.body.items) expect(Object.keys(item).sort()).toEqual([...profileSummaryFields, 'invitation'].sort());
    const stored = (await (await profiles()).getProfile(user.userId))!;
    expect(res.body.items.find((item) => item.id === user.userId)).toEqual({
      ...Object.fromEntries(profileSummaryFields.map((field) => [field, stored[field]])),
      invitation: 'accepted',
    });
  });
});

describe('versioned updates (id, patch, expected version)', () => {
  it('applies a patch on the version read, leaves other fields, and refuses a stale one', async () => {
    const { getProfile, updateProfile } = await profiles();
    const user = await createTestUser('investor', 'approved');
    const read = (await getProfile(user.userId))!;

    const saved = await updateProfile(user.userId, { phone: '07700 900111', budget: undefined }, read.version);
    expect(saved).toMatchObject({ phone: '07700 900111', fullName: read.fullName, budget: read.budget, version: read.version + 1 });
    expect(await getProfile(user.userId)).toEqual(saved);

    await expect(updateProfile(user.userId, { phone: '07700 900222' }, read.version)).rejects.toThrow(/changed by someone else/);
    expect((await getProfile(user.userId))?.phone).toBe('07700 900111');
    await expect(updateProfile('no-such-user', { phone: '1' }, 1)).rejects.toThrow(/changed by someone else/);
  });

  it('saves an API edit on the version it read, keeping an earlier admin change', async () => {
    const user = await createTestUser('investor', 'approved');
    const { getProfile, updateProfile } = await profiles();
    const read = (await getProfile(user.userId))!;
    await updateProfile(user.userId, { cashToInvest: '£50k' }, read.version);
    const { StaleWriteError } = await import('../../functions/src/db/errors');
    await expect(updateProfile(user.userId, { fullName: 'Late' }, read.version)).rejects.toBeInstanceOf(StaleWriteError);
    const res = await api('/me', { method: 'PATCH', token: user.token, body: { fullName: 'On time' } });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ fullName: 'On time', cashToInvest: '£50k', version: read.version + 2 });
  });
});

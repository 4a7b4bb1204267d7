import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@shared/domain/audit';
import { api, createTestUser, type TestUser } from '../support/stack';

/** The audit trail: each admin change stores who, what, when and the fields before and after, with the change. */
describe('audit trail', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createTestUser('admin', 'approved');
  });

  const history = async (userId: string) => {
    const res = await api<{ items: AuditEvent[] }>(`/audit/profile/${userId}`, { token: admin.token });
    expect(res.status).toBe(200);
    return res.body.items;
  };

  it('records an access change with its actor and the changed fields, newest first', async () => {
    const investor = await createTestUser('investor', 'approved');
    expect((await api(`/profiles/${investor.userId}/access`, { method: 'PUT', token: admin.token, body: { accessStatus: 'revoked' } })).status).toBe(200);
    expect((await api(`/profiles/${investor.userId}/access`, { method: 'PUT', token: admin.token, body: { accessStatus: 'approved' } })).status).toBe(200);

    const items = await history(investor.userId);
    expect(items).toHaveLength(2);
    const [restored, revoked] = items as [AuditEvent, AuditEvent];
    expect(revoked).toMatchObject({
      targetType: 'profile',
      targetId: investor.userId,
      action: 'access revoked',
      actorId: admin.userId,
      actorEmail: admin.email,
      changes: { accessStatus: { before: 'approved', after: 'revoked' }, isApproved: { before: true, after: false } },
    });
    expect(revoked.changes).not.toHaveProperty('version');
    expect(restored.action).toBe('access approved');
    expect(restored.changes.accessStatus).toEqual({ before: 'revoked', after: 'approved' });
    expect(Date.parse(restored.at)).toBeGreaterThanOrEqual(Date.parse(revoked.at));
  });

  it('stores nothing for a change that was refused', async () => {
    const refused = await api(`/profiles/${admin.userId}/access`, { method: 'PUT', token: admin.token, body: { accessStatus: 'revoked' } });
    expect(refused.status).toBe(403);
    expect(await history(admin.userId)).toEqual([]);
  });

  it('refuses an unknown kind of record with a 400', async () => {
    const res = await api<{ message: string }>('/audit/spaceship/abc', { token: admin.token });
    expect(res.status).toBe(400);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { AuditEvent, AuditTarget } from '@shared/domain/audit';
import type { AreaInsight } from '@shared/domain/area-insight';
import type { Property } from '@shared/domain/property';
import { propertyToForm } from '@shared/views/property-form';
import type { Resource } from '@shared/domain/resource';
import { seedAreaInsights } from '../../infra/local/seed/area-insights';
import { seedProperties } from '../../infra/local/seed/properties';
import { seedResources } from '../../infra/local/seed/resources';
import { api, createTestUser, type TestUser } from '../support/stack';

/**
 * The audit trail's one no-change rule (functions/src/db/versioned.ts): a save that changes nothing answers
 * 200 with the record as it was (same version) and writes no audit event, for every audited kind of record.
 */
let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

const history = async (type: AuditTarget, id: string): Promise<AuditEvent[]> => {
  const res = await api<{ items: AuditEvent[] }>(`/audit/${type}/${encodeURIComponent(id)}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.items;
};

/** Runs `save` twice with the same values: the first may change the record, the second must write nothing. */
async function secondSaveWritesNothing(type: AuditTarget, id: string, save: () => Promise<{ status: number; version?: number }>) {
  const first = await save();
  expect(first.status).toBe(200);
  const before = await history(type, id);
  const again = await save();
  expect(again.status).toBe(200);
  if (first.version !== undefined) expect(again.version).toBe(first.version);
  expect((await history(type, id)).length).toBe(before.length);
}

describe('a save that changes nothing writes no audit event', () => {
  it('profile: access set to what it is, and the admin edit with the same values', async () => {
    const investor = await createTestUser('investor', 'approved');
    await secondSaveWritesNothing('profile', investor.userId, async () => {
      const res = await api<{ profile: { version: number } }>(`/profiles/${investor.userId}/access`, {
        method: 'PUT',
        token: admin.token,
        body: { accessStatus: 'revoked' },
      });
      return { status: res.status, version: res.body.profile?.version };
    });
    const { getProfile } = await import('../../functions/src/members/db/profiles');
    const profile = (await getProfile(investor.userId))!;
    const { investorFieldsSchema } = await import('@shared/domain/profile');
    const fields = Object.fromEntries(Object.keys(investorFieldsSchema.shape).map((key) => [key, profile[key as keyof typeof profile]]));
    const res = await api(`/profiles/${investor.userId}`, {
      method: 'PATCH',
      token: admin.token,
      body: { ...fields, phone: profile.phone, expectedVersion: profile.version },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.profile.version).toBe(profile.version);
    expect(await history('profile', investor.userId)).toHaveLength(1);
  });

  it('property: the whole form saved unchanged, and an inline status set to the one it has', async () => {
    const { createProperty } = await import('../../functions/src/catalogue/db/properties');
    const seed = seedProperties.find((p) => p.input.status === 'Available')!;
    const property = await createProperty(seed.input, { id: randomUUID() });
    const put = await api<{ property: Property }>(`/properties/${property.id}`, {
      method: 'PUT',
      token: admin.token,
      body: { ...propertyToForm(property), expectedVersion: property.version },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.property.version).toBe(property.version);
    const patch = await api<{ property: { version: number } }>(`/properties/${property.id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { status: property.status, expectedVersion: property.version },
    });
    expect(patch.status).toBe(200);
    expect(patch.body.property.version).toBe(property.version);
    expect(await history('property', property.id)).toEqual([]);
  });

  it('resource: saved twice with the same fields', async () => {
    const input = seedResources.find((r) => r.input.type === 'external')!.input;
    const created = await api<{ resource: Resource }>('/resources', {
      method: 'POST',
      token: admin.token,
      body: { ...input, title: `Unchanged ${randomUUID().slice(0, 8)}` },
    });
    expect(created.status).toBe(201);
    const { resource } = created.body;
    const { id, version, updatedAt: _updated, ...fields } = resource;
    // The browser suite that follows expects the demo's resources only.
    onTestFinished(async () => void (await api(`/resources/${id}`, { method: 'DELETE', token: admin.token })));
    const res = await api<{ resource: Resource }>(`/resources/${id}`, { method: 'PUT', token: admin.token, body: { ...fields, version } });
    expect(res.status).toBe(200);
    expect(res.body.resource.version).toBe(version);
    expect(await history('resource', id)).toHaveLength(1); // the create only
  });

  it('area insight: saved with the fields it has', async () => {
    const tag = randomUUID().slice(0, 8);
    const created = await api<{ insight: AreaInsight }>('/admin/area-insights', {
      method: 'POST',
      token: admin.token,
      body: { ...seedAreaInsights[0]!.input, locationName: `Sameville ${tag}`, urlSlug: `sameville-${tag}`, isPublished: false },
    });
    expect(created.status).toBe(201);
    const { id, createdAt: _c, updatedAt: _u, version, ...input } = created.body.insight;
    onTestFinished(async () => void (await api(`/admin/area-insights/${id}`, { method: 'DELETE', token: admin.token })));
    const res = await api<{ insight: AreaInsight }>(`/admin/area-insights/${id}`, { method: 'PUT', token: admin.token, body: { ...input, version } });
    expect(res.status).toBe(200);
    expect(res.body.insight.version).toBe(version);
    expect(await history('areaInsight', id)).toHaveLength(1); // the create only
  });

  it('registration: a status set to the one it has', async () => {
    const email = `same-status-${randomUUID().slice(0, 8)}@test.example.com`;
    expect(
      (await api('/interest-registrations', { method: 'POST', body: { fullName: 'Sam Same', email, phone: '07700 900000', message: 'Hello' } })).status,
    ).toBe(201);
    await secondSaveWritesNothing('registration', email, async () => {
      const res = await api(`/interest-registrations/${encodeURIComponent(email)}/status`, { method: 'PUT', token: admin.token, body: { status: 'approved' } });
      return { status: res.status };
    });
    expect(await history('registration', email)).toHaveLength(1);
  });

  it('property request: a status set to the one it has', async () => {
    const investor = await createTestUser('investor', 'approved');
    const listable = seedProperties.find((p) => p.input.isPublished && p.input.status !== 'Withdrawn')!;
    expect((await api(`/me/property-requests/${listable.id}`, { method: 'PUT', token: investor.token })).status).toBe(204);
    const { getPropertyRequest } = await import('../../functions/src/catalogue/db/property-requests');
    const request = (await getPropertyRequest(investor.userId, listable.id))!;
    await secondSaveWritesNothing('propertyRequest', request.id, async () => {
      const res = await api(`/property-requests/${investor.userId}/${listable.id}/status`, {
        method: 'PUT',
        token: admin.token,
        body: { status: 'contacted' },
      });
      return { status: res.status };
    });
    expect(await history('propertyRequest', request.id)).toHaveLength(1);
  });
});

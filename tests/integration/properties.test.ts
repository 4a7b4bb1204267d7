import { beforeAll, describe, expect, it } from 'vitest';
import { propertyCardFields, type Property } from '@shared/domain/property';
import { isListable } from '@shared/rules/visibility';
import { api, demo, signIn } from '../support/stack';

let all: Property[];
beforeAll(async () => {
  const { listAllProperties } = await import('../../functions/src/db/properties');
  all = await listAllProperties();
});

describe('GET /properties', () => {
  it('gives an investor exactly the published, non-Withdrawn properties, featured first then by price', async () => {
    const { accessToken } = await signIn(demo.investor.email, demo.investor.password);
    const res = await api<{ items: Property[] }>('/properties', { token: accessToken });
    expect(res.status).toBe(200);
    const ids = res.body.items.map((p) => p.id);
    expect(new Set(ids)).toEqual(new Set(all.filter(isListable).map((p) => p.id)));
    expect(all.some((p) => !p.isPublished)).toBe(true);
    expect(all.some((p) => p.status === 'Withdrawn')).toBe(true);
    const featuredFlags = res.body.items.map((p) => p.featured);
    expect(featuredFlags).toEqual([...featuredFlags].sort((a, b) => Number(b) - Number(a)));
  });

  it('returns the card fields only, not the full record', async () => {
    const { accessToken } = await signIn(demo.investor.email, demo.investor.password);
    const res = await api<{ items: Record<string, unknown>[] }>('/properties', { token: accessToken });
    for (const item of res.body.items) {
      for (const key of Object.keys(item)) expect(propertyCardFields).toContain(key);
      expect(item).not.toHaveProperty('googleMapsLink');
      expect(item).not.toHaveProperty('epcDocument');
    }
  });

  it('gives an admin every property, drafts and Withdrawn included', async () => {
    const { accessToken } = await signIn(demo.admin.email, demo.admin.password);
    const res = await api<{ items: Property[] }>('/properties', { token: accessToken });
    expect(res.status).toBe(200);
    expect(new Set(res.body.items.map((p) => p.id))).toEqual(new Set(all.map((p) => p.id)));
  });
});

describe('GET /me', () => {
  it("returns the caller's own profile", async () => {
    const { accessToken } = await signIn(demo.investor.email, demo.investor.password);
    const res = await api<{ profile: { email: string; role: string; accessStatus: string } }>('/me', { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ email: demo.investor.email, role: 'investor', accessStatus: 'approved' });
  });

  it('rejects a forged token with 401', async () => {
    const res = await api('/me', { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' });
    expect(res.status).toBe(401);
  });
});

describe('HTTP basics', () => {
  it('answers CORS preflight for the SPA origin and sends security headers', async () => {
    const { accessToken } = await signIn(demo.investor.email, demo.investor.password);
    const origin = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100').origin;
    const preflight = await api('/properties', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    const res = await api('/me', { token: accessToken, headers: { origin } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('answers an unknown path with 404 JSON', async () => {
    const res = await api<{ message: string }>('/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body.message).toBeTruthy();
  });
});

import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@shared/domain/audit';
import type { Property } from '@shared/domain/property';
import { imagePresetNames, imageVariantKey } from '@shared/rules/images';
import type { PropertyNotification } from '@shared/domain/property-notification';
import type { PropertyRow } from '@shared/views/property-management';
import { NOTIFY_DRAFT, NOTIFY_WITHDRAWN } from '@shared/rules/property-alert';
import { newestFirst } from '@shared/rules/sort';
import { readWebhooks, type ReceivedWebhook } from '../../infra/local/webhook-sink';
import { storeProperty } from '../../infra/local/builders/stored-property';
import { seedProperties } from '../../infra/local/seed/properties';
import { propertyRowKeys } from '../support/payload-keys';
import { api, createTestUser, eventually, setWebhookStatus, stack, type TestUser } from '../support/stack';

let admin: TestUser;
let investor: TestUser;
beforeAll(async () => {
  [admin, investor] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('investor', 'approved')]);
});

/** A fresh property of its own (a copy of a seed listing's fields, without its files). */
async function freshProperty(over: Partial<Property> = {}): Promise<Property> {
  const id = `pm-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return storeProperty(id, { title: `Management test ${id}`, isPublished: false, ...over });
}

const history = async (id: string) => {
  const res = await api<{ items: AuditEvent[] }>(`/audit/property/${id}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.items;
};
const investorSees = async (id: string) => {
  const res = await api<{ items: { id: string }[] }>('/properties', { token: investor.token });
  return res.body.items.some((card) => card.id === id);
};

describe('GET /property-management/rows', () => {
  it('gives every property, drafts too, newest first, as compact rows', async () => {
    const draft = await freshProperty();
    const { listAllProperties } = await import('../../functions/src/catalogue/db/properties');
    const all = await listAllProperties();
    const res = await api<{ items: PropertyRow[] }>('/property-management/rows', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.items.map((r) => r.id)).toEqual(all.map((p) => p.id));
    for (const row of res.body.items) expect(Object.keys(row).sort()).toEqual(propertyRowKeys);
    const row = res.body.items.find((r) => r.id === draft.id)!;
    expect(row).toMatchObject({ isPublished: false, title: draft.title, version: 1, mainPhoto: null });
    const withPhoto = all.find((p) => p.imageUrl)!;
    expect(res.body.items.find((r) => r.id === withPhoto.id)!.mainPhoto).toBe(withPhoto.imageUrl);
  });

  it('pages newest first throughout: a short first page (limit) and the pages after it, in order, are every row once', async () => {
    await Promise.all([freshProperty(), freshProperty()]);
    const { listAllProperties } = await import('../../functions/src/catalogue/db/properties');
    const all = await listAllProperties();
    const first = await api<{ items: PropertyRow[]; next?: string }>('/property-management/rows?limit=2', { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    const ids = first.body.items.map((r) => r.id);
    for (let next = first.body.next; next;) {
      const page = await api<{ items: PropertyRow[]; next?: string }>(`/property-management/rows?limit=3&page=${next}`, { token: admin.token });
      expect(page.status).toBe(200);
      ids.push(...page.body.items.map((r) => r.id));
      next = page.body.next;
    }
    expect(ids).toEqual(all.map((p) => p.id));
    expect(ids).toEqual(newestFirst(all).map((p) => p.id));
  });

  it('refuses a page it did not give with a 400', async () => {
    const res = await api<{ message: string }>('/property-management/rows?page=bm90LWEtcGFnZQ', { token: admin.token });
    expect(res.status).toBe(400);
  });

  it('refuses with a 400 a page link from before the rows were kept newest first (the table key alone, no index key)', async () => {
    const first = await api<{ next?: string }>('/property-management/rows?limit=1', { token: admin.token });
    expect(first.body.next).toBeDefined();
    const key = JSON.parse(Buffer.from(first.body.next!, 'base64url').toString('utf8')) as Record<string, string>;
    const tableKeyOnly = Object.fromEntries(Object.entries(key).filter(([field]) => field === 'pk' || field === 'sk'));
    expect(Object.keys(tableKeyOnly)).toEqual(expect.arrayContaining(['pk', 'sk']));
    const res = await api<{ message: string }>(`/property-management/rows?page=${Buffer.from(JSON.stringify(tableKeyOnly)).toString('base64url')}`, {
      token: admin.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This list changed while it was being read. Reload the page.');
  });

  it('is for admins only', async () => {
    expect((await api('/property-management/rows', { token: investor.token })).status).toBe(403);
  });
});

describe('PATCH /properties/{id}', () => {
  it('publishes, sets the status and features with the catalogue kept in line, each audited', async () => {
    const property = await freshProperty();
    expect(await investorSees(property.id)).toBe(false);

    const published = await api<{ property: PropertyRow }>(`/properties/${property.id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { expectedVersion: 1, isPublished: true },
    });
    expect(published.status).toBe(200);
    expect(published.body.property).toMatchObject({ id: property.id, isPublished: true, version: 2 });
    expect(await investorSees(property.id)).toBe(true);

    const withdrawn = await api<{ property: PropertyRow }>(`/properties/${property.id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { expectedVersion: 2, status: 'Withdrawn', featured: true },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.property).toMatchObject({ status: 'Withdrawn', featured: true, version: 3 });
    expect(await investorSees(property.id)).toBe(false);

    const [second, first] = await history(property.id);
    expect(first).toMatchObject({ action: 'property published', actorId: admin.userId, changes: { isPublished: { before: false, after: true } } });
    expect(second).toMatchObject({
      action: 'status set to Withdrawn, property featured',
      changes: { status: { before: 'Available', after: 'Withdrawn' }, featured: { before: false, after: true } },
    });
  });

  it('refuses a stale version with 409, changing nothing and auditing nothing', async () => {
    const property = await freshProperty();
    expect((await api(`/properties/${property.id}`, { method: 'PATCH', token: admin.token, body: { expectedVersion: 1, featured: true } })).status).toBe(200);
    const stale = await api<{ message: string }>(`/properties/${property.id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { expectedVersion: 1, isPublished: true },
    });
    expect(stale.status).toBe(409);
    const { getProperty } = await import('../../functions/src/catalogue/db/properties');
    expect(await getProperty(property.id)).toMatchObject({ isPublished: false, featured: true, version: 2 });
    expect((await history(property.id)).map((e) => e.action)).toEqual(['property featured']);
  });

  it('refuses an empty change, an unknown status, and investors', async () => {
    const property = await freshProperty();
    expect((await api(`/properties/${property.id}`, { method: 'PATCH', token: admin.token, body: { expectedVersion: 1 } })).status).toBe(400);
    expect((await api(`/properties/${property.id}`, { method: 'PATCH', token: admin.token, body: { expectedVersion: 1, status: 'Let' } })).status).toBe(400);
    expect((await api(`/properties/${property.id}`, { method: 'PATCH', token: investor.token, body: { expectedVersion: 1, featured: true } })).status).toBe(
      403,
    );
    expect(await history(property.id)).toEqual([]);
  });
});

describe('POST /properties/{id}/duplicate', () => {
  it('makes a draft copy without photos or documents, audited', async () => {
    const source = await freshProperty({
      isPublished: true,
      featured: true,
      imageUrl: 'property-images/x/1',
      photos: ['property-images/x/1', 'property-images/x/2'],
      epcDocument: 'property-documents/x/epc.pdf',
      epcUnits: [{ unitName: 'Main Property', rating: 'C', documentUrl: 'property-documents/x/unit.pdf' }],
    });
    const res = await api<{ property: PropertyRow }>(`/properties/${source.id}/duplicate`, { method: 'POST', token: admin.token });
    expect(res.status).toBe(200);
    const { getProperty } = await import('../../functions/src/catalogue/db/properties');
    const copy = (await getProperty(res.body.property.id))!;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      title: `Copy of ${source.title}`,
      isPublished: false,
      featured: false,
      imageUrl: null,
      photos: [],
      epcDocument: null,
      version: 1,
    });
    expect(copy.epcUnits).toEqual([{ unitName: 'Main Property', rating: 'C', documentUrl: null }]);
    expect(copy.price).toBe(source.price);
    expect(copy.propertyType).toBe(source.propertyType);
    expect(await investorSees(copy.id)).toBe(false);
    const [created] = await history(copy.id);
    expect(created).toMatchObject({ action: `property duplicated from ${source.id}`, actorId: admin.userId });
    expect(created!.changes.title).toEqual({ before: null, after: copy.title });
    expect((await api('/properties/no-such-property/duplicate', { method: 'POST', token: admin.token })).status).toBe(404);
  });
});

describe('POST /properties/{id}/notifications', () => {
  const received = async (since: number, path: string) =>
    eventually(async () => (await readWebhooks(stack.webhooksDir)).filter((w) => w.path === path && Date.parse(w.at) >= since).at(-1), `a webhook at ${path}`);
  const verify = (hook: ReceivedWebhook) => new Webhook(stack.env.WEBHOOK_SECRET!).verify(hook.raw, hook.headers);

  it('posts {property, timestamp, action[, email]} to each audience webhook, signed, and logs each send', async () => {
    const property = await freshProperty({ isPublished: true });
    const cases = [
      { audience: 'all_users', path: '/property-alerts/all-users', action: 'send_to_all_users' },
      { audience: 'non_portal_members', path: '/property-alerts/non-portal-members', action: 'send_to_non_portal_members' },
      { audience: 'specific_email', path: '/property-alerts/specific-email', action: 'send_to_specific_email', email: '  jo@example.com ' },
    ] as const;
    for (const c of cases) {
      const since = Date.now() - 1000;
      const res = await api<{ notification: PropertyNotification }>(`/properties/${property.id}/notifications`, {
        method: 'POST',
        token: admin.token,
        body: { audience: c.audience, ...('email' in c ? { email: c.email } : {}) },
      });
      expect(res.status).toBe(200);
      expect(res.body.notification).toMatchObject({
        audience: c.audience,
        outcome: 'ok',
        webhookStatus: 200,
        actorId: admin.userId,
        email: 'email' in c ? 'jo@example.com' : null,
      });
      const hook = await received(since, c.path);
      const body = hook.body as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual('email' in c ? ['action', 'email', 'property', 'timestamp'] : ['action', 'property', 'timestamp']);
      expect(body.action).toBe(c.action);
      if ('email' in c) expect(body.email).toBe('jo@example.com');
      expect(new Date(body.timestamp as string).toISOString()).toBe(body.timestamp);
      expect(body.property).toEqual(property);
      expect(hook.headers['webhook-id']).toMatch(/^msg_/);
      expect(verify(hook)).toEqual(body);
      // A tampered body does not verify.
      expect(() => new Webhook(stack.env.WEBHOOK_SECRET!).verify(hook.raw.replace(c.action, 'send_to_everyone'), hook.headers)).toThrow();
    }

    const log = await api<{ items: PropertyNotification[] }>(`/properties/${property.id}/notifications`, { token: admin.token });
    expect(log.status).toBe(200);
    expect(log.body.items.map((n) => n.audience)).toEqual(['specific_email', 'non_portal_members', 'all_users']);
    expect((await history(property.id)).map((e) => e.action)).toEqual([
      'property alert sent to one email',
      'property alert sent to non-portal members',
      'property alert sent to all users',
    ]);
  });

  it('logs a failed send when the webhook answers an error', async () => {
    const property = await freshProperty({ isPublished: true });
    await setWebhookStatus(503);
    try {
      const res = await api<{ notification: PropertyNotification }>(`/properties/${property.id}/notifications`, {
        method: 'POST',
        token: admin.token,
        body: { audience: 'all_users' },
      });
      expect(res.status).toBe(200);
      expect(res.body.notification).toMatchObject({ outcome: 'failed', webhookStatus: 503 });
    } finally {
      await setWebhookStatus(200);
    }
    const log = await api<{ items: PropertyNotification[] }>(`/properties/${property.id}/notifications`, { token: admin.token });
    expect(log.body.items.map((n) => n.outcome)).toEqual(['failed']);
  });

  it('refuses a draft or Withdrawn listing with a 409 naming the reason, sending and logging nothing', async () => {
    const draft = await freshProperty({ isPublished: false });
    const withdrawn = await freshProperty({ isPublished: true, status: 'Withdrawn' });
    const since = Date.now() - 1000;
    const cases = [
      { property: draft, message: NOTIFY_DRAFT },
      { property: withdrawn, message: NOTIFY_WITHDRAWN },
    ];
    for (const { property, message } of cases) {
      for (const body of [{ audience: 'all_users' }, { audience: 'non_portal_members' }, { audience: 'specific_email', email: 'jo@example.com' }]) {
        const res = await api<{ message: string }>(`/properties/${property.id}/notifications`, { method: 'POST', token: admin.token, body });
        expect(res.status, `${property.title} ${body.audience}`).toBe(409);
        expect(res.body.message).toBe(message);
      }
      expect((await api<{ items: unknown[] }>(`/properties/${property.id}/notifications`, { token: admin.token })).body.items).toEqual([]);
      expect((await history(property.id)).map((e) => e.action)).not.toContainEqual(expect.stringContaining('alert'));
    }
    const sent = (await readWebhooks(stack.webhooksDir)).filter((w) => w.path.startsWith('/property-alerts/') && Date.parse(w.at) >= since);
    expect(sent.filter((w) => [draft.id, withdrawn.id].includes((w.body as { property: Property }).property.id))).toEqual([]);
  });

  it("refuses a blank email with 'Please enter an email address', sending and logging nothing", async () => {
    const property = await freshProperty({ isPublished: true });
    for (const email of [undefined, '', '   ']) {
      const res = await api<{ message: string }>(`/properties/${property.id}/notifications`, {
        method: 'POST',
        token: admin.token,
        body: { audience: 'specific_email', email },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Please enter an email address');
    }
    expect((await api<{ items: unknown[] }>(`/properties/${property.id}/notifications`, { token: admin.token })).body.items).toEqual([]);
    expect((await api(`/properties/${property.id}/notifications`, { method: 'POST', token: investor.token, body: { audience: 'all_users' } })).status).toBe(
      403,
    );
    expect((await api('/properties/no-such-property/notifications', { method: 'POST', token: admin.token, body: { audience: 'all_users' } })).status).toBe(404);
  });
});

describe('DELETE /properties/{id}', () => {
  it("removes the record, catalogue entries, favourites, requests, send log and only the files under its own prefix; a seed property's files remain", async () => {
    const s3 = await (await import('../../functions/src/s3')).s3();
    const { getProperty } = await import('../../functions/src/catalogue/db/properties');
    const { listFavourites } = await import('../../functions/src/catalogue/db/favourites');
    const { listPropertyRequests } = await import('../../functions/src/catalogue/db/property-requests');
    const images = stack.env.IMAGES_BUCKET!;
    const documents = stack.env.DOCUMENTS_BUCKET!;
    const exists = (Bucket: string, Key: string) =>
      s3.send(new HeadObjectCommand({ Bucket, Key })).then(
        () => true,
        () => false,
      );

    // It shares a seed listing's main photo and EPC document (pointing at files it does not own).
    const seed = seedProperties.find((p) => p.input.photos.length > 0 && p.input.epcDocument)!;
    const seedPhoto = seed.input.photos[0]!;
    const seedDocument = seed.input.epcDocument!;
    for (const preset of imagePresetNames) expect(await exists(images, imageVariantKey(seedPhoto, preset))).toBe(true);
    expect(await exists(documents, seedDocument)).toBe(true);

    const property = await freshProperty({ isPublished: true });
    const own = `property-images/${property.id}/cover-1718000000000`;
    const orphan = `property-images/${property.id}/removed-earlier-1718000000001`;
    const ownDocument = `property-documents/${property.id}/eicr-1718000000000.pdf`;
    const { updateProperty } = await import('../../functions/src/catalogue/db/properties');
    await updateProperty(property.id, { imageUrl: own, photos: [own, seedPhoto], eicrDocument: ownDocument, epcDocument: seedDocument }, 1);
    // A neighbour whose id starts with this one's keeps its files.
    const neighbourKey = `property-images/${property.id}x/1/thumbnail.jpg`;
    await Promise.all([
      ...[own, orphan].flatMap((photo) =>
        imagePresetNames.map((preset) => s3.send(new PutObjectCommand({ Bucket: images, Key: imageVariantKey(photo, preset), Body: 'jpg' }))),
      ),
      s3.send(new PutObjectCommand({ Bucket: documents, Key: ownDocument, Body: '%PDF-1.4' })),
      s3.send(new PutObjectCommand({ Bucket: images, Key: neighbourKey, Body: 'jpg' })),
    ]);
    expect((await api(`/me/favourites/${property.id}`, { method: 'PUT', token: investor.token })).status).toBe(204);
    expect((await api(`/me/property-requests/${property.id}`, { method: 'PUT', token: investor.token })).status).toBe(204);
    expect((await api(`/properties/${property.id}/notifications`, { method: 'POST', token: admin.token, body: { audience: 'all_users' } })).status).toBe(200);
    expect(await investorSees(property.id)).toBe(true);

    expect((await api(`/properties/${property.id}`, { method: 'DELETE', token: investor.token })).status).toBe(403);
    expect((await api(`/properties/${property.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);

    expect(await getProperty(property.id)).toBeUndefined();
    expect(await investorSees(property.id)).toBe(false);
    const rows = await api<{ items: PropertyRow[] }>('/property-management/rows', { token: admin.token });
    expect(rows.body.items.map((r) => r.id)).not.toContain(property.id);
    expect((await listFavourites(investor.userId)).map((f) => f.propertyId)).not.toContain(property.id);
    expect((await listPropertyRequests(investor.userId)).map((r) => r.propertyId)).not.toContain(property.id);
    expect((await api<{ items: unknown[] }>(`/properties/${property.id}/notifications`, { token: admin.token })).body.items).toEqual([]);

    for (const photo of [own, orphan]) for (const preset of imagePresetNames) expect(await exists(images, imageVariantKey(photo, preset))).toBe(false);
    expect(await exists(documents, ownDocument)).toBe(false);
    // Only its own prefix: the seed listing's files and the neighbour's stay.
    for (const preset of imagePresetNames) expect(await exists(images, imageVariantKey(seedPhoto, preset))).toBe(true);
    expect(await exists(documents, seedDocument)).toBe(true);
    expect(await exists(images, neighbourKey)).toBe(true);
    const seedPage = await api(`/properties/${seed.id}`, { token: admin.token });
    expect(seedPage.status).toBe(200);

    const [deleted] = await history(property.id);
    expect(deleted).toMatchObject({ action: 'property deleted', actorId: admin.userId });
    expect(deleted!.changes.title).toEqual({ before: property.title, after: null });
  });
});

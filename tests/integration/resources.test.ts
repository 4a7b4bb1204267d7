import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@shared/domain/audit';
import type { DocumentAccess } from '@shared/domain/document-access';
import type { Resource } from '@shared/domain/resource';
import { seedResources } from '../../infra/local/seed/resources';
import { api, createTestUser, stack, type TestUser } from '../support/stack';

/** Resources (spec admin-and-content 'Investor Resources Hub', 'Resource Management'): resources for investors, managed by admins (versioned, audited), signed downloads. */
let admin: TestUser;
let investor: TestUser;
beforeAll(async () => {
  [admin, investor] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('investor', 'approved')]);
});

const seededDownload = seedResources.find((r) => r.input.type === 'download')!;
const input = {
  title: 'Landlord Licensing Explained',
  description: 'Selective and additional licensing in Hull and Leeds.',
  type: 'external',
  actionText: 'Read More',
  externalUrl: 'https://www.gov.uk/house-in-multiple-occupation-licence',
  iconName: 'HelpCircle',
  displayOrder: 2,
};

const history = async (id: string) => (await api<{ items: AuditEvent[] }>(`/audit/resource/${id}`, { token: admin.token })).body.items;
const list = async () => (await api<{ items: Resource[] }>('/resources', { token: investor.token })).body.items;

describe('GET /resources', () => {
  it('lists every resource by display order for an investor', async () => {
    const items = await list();
    expect(items.length).toBeGreaterThanOrEqual(seedResources.length);
    const orders = items.map((r) => r.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(items.map((r) => r.id)).toEqual(expect.arrayContaining(seedResources.map((r) => r.id)));
  });
});

describe('resource management (admin)', () => {
  it('creates, updates and deletes a resource, each with its audit event', async () => {
    const created = await api<{ resource: Resource }>('/resources', { method: 'POST', token: admin.token, body: input });
    expect(created.status).toBe(201);
    const resource = created.body.resource;
    expect(resource).toMatchObject({ ...input, fileUrl: null, isFeatured: false, version: 1 });
    expect((await list()).find((r) => r.id === resource.id)).toMatchObject({ title: input.title });

    const updated = await api<{ resource: Resource }>(`/resources/${resource.id}`, {
      method: 'PUT',
      token: admin.token,
      body: { ...input, title: 'Licensing Explained', isFeatured: true, version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.resource).toMatchObject({ title: 'Licensing Explained', isFeatured: true, version: 2 });

    expect((await api(`/resources/${resource.id}?version=1`, { method: 'DELETE', token: admin.token })).status).toBe(409);
    expect((await api(`/resources/${resource.id}?version=2`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect((await list()).some((r) => r.id === resource.id)).toBe(false);
    expect((await api(`/resources/${resource.id}`, { method: 'DELETE', token: admin.token })).status).toBe(404);

    const [deleted, edited, made] = await history(resource.id);
    expect(made).toMatchObject({ action: 'resource created', actorId: admin.userId, changes: { title: { before: null, after: input.title } } });
    expect(edited).toMatchObject({
      action: 'resource updated',
      changes: { title: { before: input.title, after: 'Licensing Explained' }, isFeatured: { before: false, after: true } },
    });
    expect(deleted).toMatchObject({ action: 'resource deleted', changes: { title: { before: 'Licensing Explained', after: null } } });
  });

  it('deletes a replaced PDF from the bucket, and the last one with the resource', async () => {
    const { HeadObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
    const s3 = await (await import('../../functions/src/s3')).s3();
    const bucket = stack.env.DOCUMENTS_BUCKET!;
    const exists = (Key: string) =>
      s3.send(new HeadObjectCommand({ Bucket: bucket, Key })).then(
        () => true,
        () => false,
      );
    const [first, second] = ['first', 'second'].map((name) => `resources/tax-pack-${name}-${Date.now()}.pdf`);
    for (const Key of [first!, second!]) await s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: '%PDF-1.4' }));
    const download = { ...input, type: 'download', externalUrl: null, actionText: 'Download Pack' };

    const created = await api<{ resource: Resource }>('/resources', { method: 'POST', token: admin.token, body: { ...download, fileUrl: first } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.resource.id;
    expect((await api(`/resources/${id}`, { method: 'PUT', token: admin.token, body: { ...download, fileUrl: second, version: 1 } })).status).toBe(200);
    expect(await exists(first!)).toBe(false);
    expect(await exists(second!)).toBe(true);
    expect((await api(`/resources/${id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect(await exists(second!)).toBe(false);
  });

  it('refuses a stale edit with 409 and keeps the newer one', async () => {
    const { resource } = (await api<{ resource: Resource }>('/resources', { method: 'POST', token: admin.token, body: input })).body;
    const first = await api(`/resources/${resource.id}`, { method: 'PUT', token: admin.token, body: { ...input, title: 'First edit', version: 1 } });
    expect(first.status).toBe(200);
    const stale = await api<{ message: string }>(`/resources/${resource.id}`, {
      method: 'PUT',
      token: admin.token,
      body: { ...input, title: 'Stale edit', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await list()).find((r) => r.id === resource.id)?.title).toBe('First edit');
    expect((await history(resource.id)).map((e) => e.action)).toEqual(['resource updated', 'resource created']);
    await api(`/resources/${resource.id}`, { method: 'DELETE', token: admin.token });
  });

  it('validates with the shared schema: required texts, the target each type needs, safe URLs only', async () => {
    const bad = async (body: object) => (await api<{ message: string }>('/resources', { method: 'POST', token: admin.token, body })).status;
    expect(await bad({ ...input, title: '' })).toBe(400);
    expect(await bad({ ...input, externalUrl: 'javascript:alert(1)' })).toBe(400);
    expect(await bad({ ...input, externalUrl: 'data:text/html,<script>alert(1)</script>' })).toBe(400);
    expect(await bad({ ...input, type: 'link', externalUrl: '/users' })).toBe(400);
    expect(await bad({ ...input, type: 'download', externalUrl: null, fileUrl: 'property-documents/x/epc-1780301200000.pdf' })).toBe(400);
    expect(await bad({ ...input, displayOrder: 1.5 })).toBe(400);
    expect(await bad({ ...input, iconName: 'Rocket' })).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await api('/resources', { method: 'POST', token: investor.token, body: input })).status).toBe(403);
    expect((await api(`/resources/${seededDownload.id}`, { method: 'DELETE', token: investor.token })).status).toBe(403);
  });
});

describe('GET /resources/{id}/download', () => {
  it('gives a signed-in investor a 5-minute link that opens the PDF, and logs the access', async () => {
    const res = await api<{ url: string; expiresIn: number }>(`/resources/${seededDownload.id}/download`, { token: investor.token });
    expect(res.status).toBe(200);
    expect(res.body.expiresIn).toBe(300);
    expect(new URL(res.body.url).searchParams.get('X-Amz-Expires')).toBe('300');
    const pdf = await fetch(res.body.url);
    expect(pdf.status).toBe(200);
    // Downloaded as what it is, never rendered as a page on our origin.
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"/);
    expect((await pdf.text()).startsWith('%PDF')).toBe(true);

    const profile = await api<{ documentAccess: DocumentAccess[] }>(`/investors/${investor.userId}`, { token: admin.token });
    expect(profile.body.documentAccess[0]).toMatchObject({
      subjectType: 'resource',
      subjectId: seededDownload.id,
      subjectTitle: seededDownload.input.title,
      documentLabel: seededDownload.input.actionText,
      userId: investor.userId,
      userEmail: investor.email,
    });
  });

  it('answers 404 for a resource that is not a download, or does not exist', async () => {
    const link = seedResources.find((r) => r.input.type === 'link')!;
    expect((await api(`/resources/${link.id}/download`, { token: investor.token })).status).toBe(404);
    expect((await api('/resources/no-such-resource/download', { token: investor.token })).status).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    expect((await api(`/resources/${seededDownload.id}/download`)).status).toBe(401);
  });
});

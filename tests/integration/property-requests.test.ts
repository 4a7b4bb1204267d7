import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@shared/domain/audit';
import type { DocumentAccess } from '@shared/domain/document-access';
import type { Property } from '@shared/domain/property';
import type { AdminPropertyRequest, InvestorProfileView } from '@shared/views/property-requests';
import { isListable } from '@shared/rules/visibility';
import { findScans } from '../support/no-scan';
import { commandsDuring } from '../support/command-count';
import { api, createTestUser, type TestUser } from '../support/stack';

/** Property requests (spec admin-and-content 'Property requests'): the admin requests screen's joined rows, status changes, the Investor Profile and the document-access log. */
let admin: TestUser;
let investor: TestUser;
let listable: Property[];
beforeAll(async () => {
  [admin, investor] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('investor', 'approved')]);
  const { listAllProperties } = await import('../../functions/src/catalogue/db/properties');
  listable = (await listAllProperties()).filter(isListable);
  expect(listable.length).toBeGreaterThanOrEqual(8);
});

const put = (path: string, token: string) => api(path, { method: 'PUT', token });
const adminList = () => api<{ items: AdminPropertyRequest[] }>('/property-requests', { token: admin.token });
const rowsOf = (items: AdminPropertyRequest[], userId: string) => items.filter((r) => r.userId === userId);

describe('GET /property-requests (admin)', () => {
  it('joins each request with the profile, the property and the investor favourites, newest first', async () => {
    const [requested, fav1, fav2] = listable;
    expect((await put(`/me/favourites/${fav1!.id}`, investor.token)).status).toBe(204);
    expect((await put(`/me/favourites/${fav2!.id}`, investor.token)).status).toBe(204);
    expect((await put(`/me/property-requests/${requested!.id}`, investor.token)).status).toBe(204);

    const res = await adminList();
    expect(res.status).toBe(200);
    const [row] = rowsOf(res.body.items, investor.userId);
    expect(row).toMatchObject({
      userId: investor.userId,
      propertyId: requested!.id,
      status: 'pending',
      profile: { id: investor.userId, fullName: 'Test investor', email: investor.email, phone: null, budget: null },
      property: {
        id: requested!.id,
        title: requested!.title,
        address: requested!.address,
        price: requested!.price,
        propertyType: requested!.propertyType,
        imageUrl: requested!.imageUrl,
      },
    });
    expect(row!.favourites.map((f) => f.property?.title).sort()).toEqual([fav1!.title, fav2!.title].sort());
    expect(row!.favourites[0]!.property).toEqual(expect.objectContaining({ id: expect.any(String), price: expect.any(Number) }));
    const dates = res.body.items.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('reads with key lookups: the command count follows the distinct investors, not the rows, and nothing Scans', async () => {
    const { commands: before, result: first } = await commandsDuring(adminList);
    // Four more requests by the same investor: four more rows, the same commands.
    for (const p of listable.slice(3, 7)) expect((await put(`/me/property-requests/${p.id}`, investor.token)).status).toBe(204);
    const { commands: after, result: second } = await commandsDuring(adminList);
    expect(second.body.items.length).toBe(first.body.items.length + 4);
    expect(after.length).toBe(before.length);
    // A second investor: one more favourites Query, whatever their number of requests.
    const other = await createTestUser('investor', 'approved');
    for (const p of listable.slice(0, 3)) await put(`/me/property-requests/${p.id}`, other.token);
    const { commands: withOther, result: third } = await commandsDuring(adminList);
    expect(third.body.items.length).toBe(second.body.items.length + 3);
    expect(withOther.length).toBe(after.length + 1);
    expect(findScans([...before, ...after, ...withOther])).toEqual([]);
    expect(withOther.filter((c) => c.command === 'GetItemCommand').length).toBeLessThanOrEqual(1);
  });

  it("shows 'General Inquiry' data (a null property) when the requested property is gone", async () => {
    const orphanInvestor = await createTestUser('investor', 'approved');
    const { setPropertyRequest } = await import('../../functions/src/catalogue/db/property-requests');
    await setPropertyRequest(orphanInvestor.userId, 'property-that-was-deleted', true, 'orphan-request');
    const [row] = rowsOf((await adminList()).body.items, orphanInvestor.userId);
    expect(row).toMatchObject({ propertyId: 'property-that-was-deleted', property: null, favourites: [] });
  });
});

describe('PUT /property-requests/{userId}/{propertyId}/status (admin)', () => {
  it('sets any status from any other, with an audit event, and the list follows', async () => {
    const propertyId = listable[0]!.id;
    const path = `/property-requests/${investor.userId}/${propertyId}/status`;
    for (const status of ['contacted', 'completed', 'rejected', 'pending', 'completed'] as const) {
      const res = await api<{ request: { status: string } }>(path, { method: 'PUT', token: admin.token, body: { status } });
      expect(res.status).toBe(200);
      expect(res.body.request.status).toBe(status);
    }
    const row = rowsOf((await adminList()).body.items, investor.userId).find((r) => r.propertyId === propertyId)!;
    expect(row.status).toBe('completed');
    const audit = (await api<{ items: AuditEvent[] }>(`/audit/propertyRequest/${row.id}`, { token: admin.token })).body.items;
    expect(audit.map((e) => e.action)).toEqual(['request completed', 'request pending', 'request rejected', 'request completed', 'request contacted']);
    expect(audit[4]).toMatchObject({ actorId: admin.userId, changes: { status: { before: 'pending', after: 'contacted' } } });
  });

  it('refuses an unknown status (400), a missing request (404) and an investor (403)', async () => {
    const path = `/property-requests/${investor.userId}/${listable[0]!.id}/status`;
    expect((await api(path, { method: 'PUT', token: admin.token, body: { status: 'archived' } })).status).toBe(400);
    expect((await api(`/property-requests/${investor.userId}/nope/status`, { method: 'PUT', token: admin.token, body: { status: 'contacted' } })).status).toBe(
      404,
    );
    expect((await api(path, { method: 'PUT', token: investor.token, body: { status: 'contacted' } })).status).toBe(403);
  });
});

describe('document-access log and GET /investors/{id}', () => {
  const withDocument = () => listable.find((p) => p.epcDocument)!;

  it('records each issued property-document link under the property and under the investor', async () => {
    const property = withDocument();
    expect((await api(`/properties/${property.id}/documents/epcDocument`, { token: investor.token })).status).toBe(200);
    const onProperty = await api<{ items: DocumentAccess[] }>(`/properties/${property.id}/document-access`, { token: admin.token });
    expect(onProperty.status).toBe(200);
    expect(onProperty.body.items[0]).toMatchObject({
      subjectType: 'property',
      subjectId: property.id,
      subjectTitle: property.title,
      document: 'epcDocument',
      documentLabel: 'EPC Certificate',
      userId: investor.userId,
      userName: 'Test investor',
      userEmail: investor.email,
    });
    expect(Date.now() - Date.parse(onProperty.body.items[0]!.at)).toBeLessThan(60_000);
    // A link that is refused is not logged.
    const before = onProperty.body.items.length;
    expect((await api(`/properties/${property.id}/documents/epcUnit-99`, { token: investor.token })).status).toBe(404);
    expect((await api<{ items: DocumentAccess[] }>(`/properties/${property.id}/document-access`, { token: admin.token })).body.items).toHaveLength(before);
    expect((await api(`/properties/${property.id}/document-access`, { token: investor.token })).status).toBe(403);
  });

  it("answers the investor's profile, requests, favourites and opened documents for the 'View Investor' dialog", async () => {
    const res = await api<InvestorProfileView>(`/investors/${investor.userId}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ id: investor.userId, email: investor.email, fullName: 'Test investor' });
    expect(res.body.requests.map((r) => r.propertyId)).toContain(listable[0]!.id);
    expect(res.body.requests.find((r) => r.propertyId === listable[0]!.id)?.property?.title).toBe(listable[0]!.title);
    expect(res.body.favourites.map((f) => f.propertyId).sort()).toEqual([listable[1]!.id, listable[2]!.id].sort());
    expect(res.body.documentAccess.map((d) => d.subjectId)).toContain(withDocument().id);
  });

  it('answers a null profile for an unknown investor', async () => {
    const res = await api<InvestorProfileView>('/investors/no-such-user', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ profile: null, requests: [], favourites: [], documentAccess: [] });
  });
});

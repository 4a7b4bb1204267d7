import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { seedProperties } from '../../infra/local/seed/properties';
import { api, createTestUser, postFrom, type TestUser } from '../support/stack';

/**
 * Every URL field is checked by the server (https only, or the portal's own pages
 * where a field allows them; `javascript:`, `data:` and quotes refused), emails are trimmed before
 * validation, and no validation message echoes an internal pattern.
 */
const withDocuments = seedProperties.find((p) => p.input.isPublished && p.input.status !== 'Withdrawn' && p.input.epcUnits.length)!;
let investor: TestUser;
beforeAll(async () => {
  investor = await createTestUser('investor', 'approved');
});

describe('validation messages', () => {
  it.each(['epcUnit-x', 'epcUnit-1234', 'address'])('GET a document named %s: 400 without the pattern', async (name) => {
    const res = await api<{ message: string; fields?: { message: string }[] }>(`/properties/${withDocuments.id}/documents/${name}`, { token: investor.token });
    expect(res.status).toBe(400);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/pattern|\/\^|\\\\d|\{1,3\}/);
  });
});

describe('emails are trimmed before validation', () => {
  it('a registration with spaces around the email is stored trimmed and lower-cased', async () => {
    const email = `Padded-${randomUUID().slice(0, 8)}@Test.Example.com`;
    // Its own loopback address: the public form's per-address limit counts this file apart from the others.
    const res = await postFrom('127.42.0.1', '/interest-registrations', {
      fullName: 'Pat Padded',
      email: `  ${email}\t`,
      phone: '07700 900000',
      message: 'Hello',
    });
    expect(res.status).toBe(201);
    const { getInterestRegistration } = await import('../../functions/src/sales/db/interest-registrations');
    expect((await getInterestRegistration(email.toLowerCase()))?.email).toBe(email.toLowerCase());
  });

  it("'Let Me In' takes a padded email like the plain one", async () => {
    const res = await api<{ message: string }>('/account-activation', {
      method: 'POST',
      body: { email: `  unknown-${randomUUID().slice(0, 8)}@test.example.com ` },
    });
    expect(res.status).toBe(200);
  });
});

describe('link and file fields are checked by the server', () => {
  const hostile = [
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'http://example.com/x',
    'https://example.com/"onerror="alert(1)',
  ];

  it.each(hostile)('a property write with %j in a link or file field is refused and stores nothing', async (bad) => {
    const { createProperty, getProperty } = await import('../../functions/src/catalogue/db/properties');
    for (const patch of [
      { imageUrl: bad },
      { photos: [bad] },
      { councilTaxLink: bad },
      { epcDocument: bad },
      { comparables: [{ ...(withDocuments.input.comparables[0] ?? seedProperties.flatMap((p) => p.input.comparables)[0]!), link: bad }] },
    ]) {
      const id = `bad-link-${randomUUID().slice(0, 8)}`;
      await expect(createProperty({ ...withDocuments.input, ...patch }, { id })).rejects.toThrow();
      expect(await getProperty(id)).toBeUndefined();
    }
  });

  it.each(hostile)('a resource or area insight with %j is refused and stores nothing', async (bad) => {
    const { createResource } = await import('../../functions/src/catalogue/db/resources');
    const { createAreaInsight } = await import('../../functions/src/catalogue/db/area-insights');
    const { seedResources } = await import('../../infra/local/seed/resources');
    const { seedAreaInsights } = await import('../../infra/local/seed/area-insights');
    await expect(createResource({ ...seedResources[0]!.input, externalUrl: bad }, { id: `bad-${randomUUID().slice(0, 8)}` })).rejects.toThrow();
    await expect(
      createAreaInsight(
        { ...seedAreaInsights[0]!.input, urlSlug: `bad-${randomUUID().slice(0, 8)}`, heroImageUrl: bad },
        { id: `bad-${randomUUID().slice(0, 8)}` },
      ),
    ).rejects.toThrow();
  });
});

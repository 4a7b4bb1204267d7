import { createServer, type Server } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentAccess } from '@shared/domain/document-access';
import type { DealScenario } from '@shared/domain/deal-scenario';
import type { Property } from '@shared/domain/property';
import { analyseDeal, defaultDealInputs } from '@shared/rules/deal-analysis';
import { dateGB } from '@shared/rules/en-gb';
import { formatPrice } from '@shared/rules/money';
import { DEAL_PACK_DOCUMENT, packWatermark } from '@shared/render/deal-pack';
import { LOCAL_FIRM } from '../../infra/local/seed/firm';
import { demoAccounts } from '../../infra/local/seed/accounts';
import { draftPropertyIds } from '../../infra/local/seed/properties';
import { api, createTestProperty, createTestUser, demo, signIn, type TestUser } from '../support/stack';
import { pdfText } from '../support/pdf-text';
import { materialInformationSections } from '@shared/views/material-information';

/**
 * The deal pack (functions/src/deal-pack): a PDF for the demo investor with their saved analysis, logged as a document
 * open, never fetching a link outside our buckets, and no pack of a listing the investor cannot see.
 */
const LISTING = 'prop-hull-terrace-01';
let investorToken: string;
let admin: TestUser;
let listing: Property;

beforeAll(async () => {
  [investorToken, admin] = await Promise.all([
    signIn(demo.investor.email, demo.investor.password).then((t) => t.accessToken),
    createTestUser('admin', 'approved'),
  ]);
  const { getProperty } = await import('../../functions/src/catalogue/db/properties');
  listing = (await getProperty(LISTING))!;
  expect(listing).toBeDefined();
});

const pack = (token: string, id: string) => api<{ url: string; expiresIn: number }>(`/properties/${id}/deal-pack`, { method: 'POST', token });

describe('deal pack', () => {
  it("opens as a PDF with the title, price, the investor's name as watermark, the firm's numbers and their scenario's SDLT", async () => {
    const inputs = { ...defaultDealInputs({ price: listing.price, monthlyRent: 700, propertyType: listing.propertyType }), depositPercent: 40 };
    const saved = await api<{ scenario: DealScenario }>('/me/deal-scenarios', {
      method: 'POST',
      token: investorToken,
      body: { propertyId: LISTING, name: 'Pack test', inputs },
    });
    expect(saved.status).toBe(201);
    try {
      const res = await pack(investorToken, LISTING);
      expect(res.status).toBe(200);
      expect(res.body.expiresIn).toBeLessThanOrEqual(300);
      const download = await fetch(res.body.url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Deal pack - /);
      const bytes = new Uint8Array(await download.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

      const text = await pdfText(bytes);
      expect(text).toContain(listing.title);
      expect(text).toContain(formatPrice(listing.price));
      expect(text).toContain(packWatermark(demoAccounts.investor.fullName, dateGB(new Date())));
      for (const number of [LOCAL_FIRM.companyNumber, LOCAL_FIRM.amlSupervisionNumber, LOCAL_FIRM.redressMembershipNumber, LOCAL_FIRM.icoRegistrationNumber])
        expect(text).toContain(number);
      expect(text).toContain("'Pack test'");
      expect(text).toContain(formatPrice(analyseDeal(inputs).sdlt.tax));
      expect(text).toMatch(/page 1 of \d+/);
      // The listing's material information, all three Parts, as its page shows it.
      for (const section of materialInformationSections(listing)) {
        expect(text).toContain(section.title);
        for (const item of section.items) expect(text).toContain(item.label);
      }

      // The download is in the document-open log admins read.
      const log = await api<{ items: DocumentAccess[] }>(`/properties/${LISTING}/document-access`, { token: admin.token });
      expect(log.status).toBe(200);
      expect(log.body.items.find((entry) => entry.document === DEAL_PACK_DOCUMENT && entry.userEmail === demo.investor.email)).toMatchObject({
        documentLabel: 'Deal pack',
        subjectId: LISTING,
        userName: demoAccounts.investor.fullName,
      });
    } finally {
      await api(`/me/deal-scenarios/${saved.body.scenario.id}`, { method: 'DELETE', token: investorToken });
    }
  });

  it('never fetches a picture outside our buckets, and shows a placeholder instead', async () => {
    const connections: string[] = [];
    const server: Server = createServer((socket) => {
      connections.push(String(socket.remoteAddress));
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const property = await createTestProperty(admin.token, 'Pack links');
      const { updateProperty } = await import('../../functions/src/catalogue/db/properties');
      const outside = `https://127.0.0.1:${port}/photo.jpg`;
      await updateProperty(
        property.id,
        { photos: [outside, 'property-images/missing-1780000000000'], imageUrl: outside, floorplanUrl: `https://127.0.0.1:${port}/plan.png` },
        property.version,
      );

      const res = await pack(admin.token, property.id);
      expect(res.status).toBe(200);
      const text = await pdfText(new Uint8Array(await (await fetch(res.body.url)).arrayBuffer()));
      expect(text).toContain('Photo hosted outside the portal');
      expect(text).toContain('Photo unavailable');
      expect(connections).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('has no pack of a draft or a Withdrawn listing for an investor (404, as its page), while an admin may make one', async () => {
    const draft = draftPropertyIds[0]!;
    expect((await pack(investorToken, draft)).status).toBe(404);
    expect((await pack(investorToken, 'prop-hull-withdrawn-16')).status).toBe(404);
    expect((await pack(investorToken, 'no-such-listing')).status).toBe(404);
    expect((await pack(admin.token, draft)).status).toBe(200);
  });
});

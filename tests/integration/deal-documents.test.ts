import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyDeal } from '@shared/views/deal';
import type { CreatedUpload } from '@shared/rules/uploads';
import type { DealDocumentView } from '@shared/views/deal-document';
import type { StoredEmail } from '../../infra/local/ses';
import { sesStore } from '../support/alert-emails';
import { pdf, postFile } from '../support/buyer-checks';
import { acceptedDeal } from '../support/deal-steps';
import { clearChecks } from '../support/reservation-steps';
import { pdfText } from '../support/pdf-text';
import { api, createTestUser, eventually, s3, stack, type TestUser } from '../support/stack';

/**
 * A deal's documents against the local stack: both parties list the signed sourcing agreement and the investor's
 * uploads, each with a working link; the investor uploads their mortgage offer through a presigned POST and the
 * complete step, which checks the file (a PDF only, its bytes too); another investor's deal is a 404. An admin sends
 * the memorandum of sale: kept on the deal's documents and emailed as a PDF to the investor and both solicitors.
 */

let admin: TestUser;
let buyer: TestUser;
let dealId: string;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
  buyer = await createTestUser('investor', 'approved');
  await clearChecks(buyer, admin, 'mortgage');
  ({ dealId } = await acceptedDeal(admin, buyer, 'Documents Terrace'));
});

type Answer<T> = T & { message?: string };
const documents = (user: TestUser, path: string) => api<Answer<{ items: DealDocumentView[] }>>(path, { token: user.token });
const mine = () => `/me/deals/${dealId}/documents`;
const policy = (user: TestUser, body: object, id = dealId) =>
  api<Answer<CreatedUpload>>(`/me/deals/${id}/uploads`, { method: 'POST', token: user.token, body: { purpose: 'mortgageOffer', ...body } });
const complete = (user: TestUser, uploadId: string, id = dealId) =>
  api<Answer<{ document: DealDocumentView }>>(`/me/deals/${id}/uploads/${encodeURIComponent(uploadId)}/complete`, { method: 'POST', token: user.token });

/** A file sent to the bucket under a new policy of the buyer's deal: the upload id to complete. */
async function uploaded(data: Buffer, fileName = 'offer.pdf'): Promise<string> {
  const created = await policy(buyer, { fileName, contentType: 'application/pdf', size: data.length });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect((await postFile(created.body, data, fileName, 'application/pdf')).status).toBe(204);
  return created.body.uploadId;
}

const download = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

describe("a deal's documents", () => {
  it('list the signed sourcing agreement and the mortgage offer the investor uploaded, for both parties, with working links', async () => {
    // The signed copy as the agreement module stores it (its key on the reservation).
    const signedKey = `agreements/${dealId}/signed-test.pdf`;
    await s3.send(new PutObjectCommand({ Bucket: stack.env.DOCUMENTS_BUCKET, Key: signedKey, Body: pdf, ContentType: 'application/pdf' }));
    const { getReservation, updateReservation } = await import('../../functions/src/sales/db/reservations');
    const reservation = (await getReservation(dealId))!;
    await updateReservation(dealId, { agreement: { ...reservation.agreement!, objectKeys: { signed: signedKey } } }, reservation.version, {
      audit: { actor: { id: 'test', email: null, name: 'Test' }, action: 'test: signed copy stored' },
    });

    const completed = await complete(buyer, await uploaded(pdf, 'Mortgage offer - Example Bank.pdf'));
    expect(completed.status, JSON.stringify(completed.body)).toBe(201);
    expect(completed.body.document).toMatchObject({ kind: 'mortgageOffer', label: 'Mortgage offer', fileName: 'Mortgage offer - Example Bank.pdf' });

    for (const [user, path] of [
      [buyer, mine()],
      [admin, `/deals/${dealId}/documents`],
    ] as const) {
      const listed = await documents(user, path);
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(listed.body.items.map((d) => [d.kind, d.label])).toEqual([
        ['sourcingAgreement', 'Signed sourcing agreement'],
        ['mortgageOffer', 'Mortgage offer'],
      ]);
      for (const item of listed.body.items) expect((await download(item.url)).equals(pdf)).toBe(true);
    }
    const history = await api<{ items: { action: string }[] }>(`/audit/deal/${dealId}`, { token: admin.token });
    expect(history.body.items.map((e) => e.action)).toContain('mortgage offer uploaded');
  });

  it('take a PDF only: another kind of file is refused before the upload, a file that is not a PDF inside after it', async () => {
    const wrongType = await policy(buyer, {
      fileName: 'offer.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 100,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('File offer.docx cannot be uploaded here: choose a PDF file.');
    const notAPurpose = await policy(buyer, { purpose: 'bankStatement', fileName: 'offer.pdf', contentType: 'application/pdf', size: 100 });
    expect(notAPurpose.status).toBe(400);
    expect(notAPurpose.body.message).toBe('purpose: Choose what the file is: mortgageOffer');

    const fake = await complete(buyer, await uploaded(Buffer.from('not a pdf at all, only text')));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('File offer.pdf is not a valid PDF');
    expect((await documents(buyer, mine())).body.items.filter((d) => d.kind === 'mortgageOffer')).toHaveLength(1);
  });

  it("are another investor's deal's no more than a 404: its list, its uploads, and an upload made for it", async () => {
    const other = await createTestUser('investor', 'approved');
    expect((await documents(other, mine())).status).toBe(404);
    expect((await policy(other, { fileName: 'offer.pdf', contentType: 'application/pdf', size: pdf.length })).status).toBe(404);
    const uploadId = await uploaded(pdf);
    expect((await complete(other, uploadId)).status).toBe(404);
    // Nor does an upload of this deal complete on another deal of the caller's.
    await clearChecks(other, admin);
    const { dealId: otherDeal } = await acceptedDeal(admin, other, 'Other Terrace');
    const elsewhere = await complete(other, uploadId, otherDeal);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('This upload was not found: it may have expired. Please choose the file again.');
    expect((await documents(other, `/me/deals/${otherDeal}/documents`)).body.items).toEqual([]);
    // The refusals left the upload as it was: the buyer completes it on their own deal (and nothing is left waiting).
    expect((await complete(buyer, uploadId)).status).toBe(201);
  });
});

describe('the memorandum of sale', () => {
  const conveyancer = (firm: string) => ({
    firm,
    contactName: 'Pat Conveyancer',
    email: `conveyancer-${randomUUID().slice(0, 8)}@law.example`,
    phone: '0113 496 0000',
    address: '2 Law Row, Leeds, LS1 1AA',
  });
  const send = (user: TestUser, body: unknown) =>
    api<Answer<{ document: DealDocumentView }>>(`/deals/${dealId}/memorandum`, { method: 'POST', token: user.token, body });

  it('is emailed as a PDF to the investor and both solicitors, and kept on the deal for both parties', async () => {
    const buyers = conveyancer('Buyer & Co LLP');
    const { version } = (await api<{ deal: MyDeal }>(`/me/deals/${dealId}`, { token: buyer.token })).body.deal;
    expect(
      (await api(`/me/deals/${dealId}/solicitor`, { method: 'PUT', token: buyer.token, body: { expectedVersion: version, solicitor: buyers } })).status,
    ).toBe(200);
    const sellers = conveyancer('Seller Solicitors Ltd');

    const sent = await send(admin, {
      seller: { name: 'Sam Seller' },
      sellerSolicitor: sellers,
      lender: 'Example Bank',
      specialConditions: ['Carpets and curtains included'],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.document).toMatchObject({ kind: 'memorandumOfSale', label: 'Memorandum of sale' });
    const text = await pdfText(await download(sent.body.document.url));
    for (const expected of [
      'Name Sam Seller',
      'Firm Buyer & Co LLP',
      'Firm Seller Solicitors Ltd',
      'Financing Mortgage: Example Bank',
      'Carpets and curtains included',
    ])
      expect(text).toContain(expected);

    for (const to of [buyer.email, buyers.email, sellers.email]) {
      const email = await eventually(
        async () =>
          ((await sesStore()) as (StoredEmail & { attachments?: { filename: string; contentType: string }[] })[]).find(
            (e) => e.destination.to.includes(to) && e.subject.startsWith('Memorandum of sale: '),
          ),
        `the memorandum emailed to ${to}`,
      );
      expect(email.attachments).toEqual([expect.objectContaining({ filename: sent.body.document.fileName, contentType: 'application/pdf' })]);
    }
    const listed = await documents(buyer, mine());
    expect(listed.body.items.filter((d) => d.kind === 'memorandumOfSale').map((d) => d.id)).toEqual([sent.body.document.id]);
    const history = await api<{ items: { action: string }[] }>(`/audit/deal/${dealId}`, { token: admin.token });
    expect(history.body.items.map((e) => e.action)).toContain('memorandum of sale sent');
  });

  it('needs the seller and at most 20 one-line conditions (a 400 saying so), an admin, and an existing deal', async () => {
    const noSeller = await send(admin, { specialConditions: [] });
    expect(noSeller.status).toBe(400);
    expect(noSeller.body.message).toMatch(/^seller: /);
    const tooMany = await send(admin, { seller: { name: 'Sam Seller' }, specialConditions: Array.from({ length: 21 }, (_, i) => `Condition ${i}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('specialConditions: Give at most 20 special conditions');
    expect((await send(buyer, { seller: { name: 'Sam Seller' }, specialConditions: [] })).status).toBe(403);
    const gone = await api(`/deals/${randomUUID()}/memorandum`, {
      method: 'POST',
      token: admin.token,
      body: { seller: { name: 'Sam Seller' }, specialConditions: [] },
    });
    expect(gone.status).toBe(404);
  });
});

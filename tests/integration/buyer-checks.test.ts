import { writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedUpload } from '@shared/rules/uploads';
import type { BuyerCheckRow, MyBuyerCheck } from '@shared/views/buyer-check';
import type { MemberDataExport } from '@shared/views/member-export';
import {
  approveBuyerCheck,
  buyerCheckDetail,
  buyerPerson,
  finishedBuyer,
  finishedPart,
  myBuyerCheck,
  pdf,
  postAsAdmin,
  postFile,
  saveBuyerPart,
  setRisk,
  uploadEvidence,
  verifyAll as verifyAllOf,
} from '../support/buyer-checks';
import { api, createPublishedProperty, createTestUser, eventually, s3, stack, type TestUser } from '../support/stack';

/**
 * Buyer checks against the local stack (Money Laundering Regulations 2017 reg. 27, 28, 33, 35, 40): the buyer fills
 * their part, an admin records the identity verification, screening flags a listed name and an admin clears it, senior
 * approval needs a second, different admin, checks expire after 12 months (the stack's clock moved) or when the buyer
 * changes their details, and an erasure inside the retention window keeps the checks and deletes the rest.
 */

/** A name on the committed sanctions extract, with its listed date of birth. */
const LISTED = { fullName: 'Vladimir Vladimirovich Putin', dateOfBirth: '1952-10-07' };

let adminA: TestUser;
let adminB: TestUser;
beforeAll(async () => {
  [adminA, adminB] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('admin', 'approved')]);
});

const detail = (id: string, admin = adminA) => buyerCheckDetail(id, admin);
const verifyAll = (buyer: TestUser, admin = adminA) => verifyAllOf(buyer, admin);

const setClock = (offsetMs: number) => writeFileSync(stack.env.LOCAL_CLOCK_FILE!, JSON.stringify({ offsetMs }));
afterEach(() => setClock(0));

describe("the buyer's part", () => {
  it('is saved part-way, says what is missing, and is finished with evidence uploaded to the private documents bucket', async () => {
    const buyer = await createTestUser('investor', 'approved');
    const empty = await myBuyerCheck(buyer);
    expect(empty.body.check).toMatchObject({ version: 0, status: 'notStarted' });

    const partWay = await saveBuyerPart(buyer, { buyerType: 'individual', individuals: [{ id: 'p1', fullName: 'Ada Lovelace' }] }, 0);
    expect(partWay.status, JSON.stringify(partWay.body)).toBe(200);
    expect(partWay.body.check.status).toBe('waitingForBuyer');
    expect(partWay.body.check.missing).toContain('You: date of birth');
    expect(partWay.body.check.missing).toContain('Your source of funds (cash, mortgage or both)');
    expect((await myBuyerCheck(buyer)).body.check.part.individuals[0]).toMatchObject({ fullName: 'Ada Lovelace' });

    // A save on the version read before is refused (409), never an overwrite.
    expect((await saveBuyerPart(buyer, finishedPart(), 0)).status).toBe(409);
    const finished = await saveBuyerPart(buyer, finishedPart(), partWay.body.check.version);
    expect(finished.body.check.missing).toEqual(['Upload a bank statement']);

    const uploaded = await uploadEvidence(buyer, 'bankStatement');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.check.status).toBe('waitingForUs');
    expect(uploaded.body.check.missing).toEqual([]);
    expect(uploaded.body.check.ourSteps).toContain('Verify your identity through our certified identity provider (we will contact you)');
    expect(uploaded.body.check.evidence).toEqual([expect.objectContaining({ kind: 'bankStatement', fileName: 'statement.pdf' })]);
    // The buyer is never given the stored key, and cannot read the evidence back.
    expect(JSON.stringify(uploaded.body)).not.toContain('buyer-checks/');
    const key = (await detail(buyer.userId)).body.check.evidence[0]!.key;
    expect(key.startsWith(`buyer-checks/${buyer.userId}/`)).toBe(true);
    await s3.send(new HeadObjectCommand({ Bucket: stack.env.DOCUMENTS_BUCKET, Key: key }));
    const asBuyer = await api(`/buyer-checks/${buyer.userId}/file?key=${encodeURIComponent(key)}`, { token: buyer.token });
    expect(asBuyer.status).toBe(403);
    const asAdmin = await api<{ url: string }>(`/buyer-checks/${buyer.userId}/file?key=${encodeURIComponent(key)}`, { token: adminA.token });
    expect(asAdmin.status).toBe(200);
    expect((await fetch(asAdmin.body.url)).status).toBe(200);
  });

  it('refuses a file that is not a PDF or an image, and bad input with a message a person can act on (400, never 500)', async () => {
    const buyer = await createTestUser('investor', 'approved');
    const word = await api<{ message: string }>('/me/buyer-check/uploads', {
      method: 'POST',
      token: buyer.token,
      body: { kind: 'bankStatement', fileName: 'statement.docx', contentType: 'application/msword', size: 100 },
    });
    expect(word.status).toBe(400);
    expect(word.body.message).toMatch(/choose a PDF, JPEG or PNG file/);
    const fake = await uploadEvidence(buyer, 'bankStatement', 'statement.pdf', Buffer.from('MZ not a pdf at all'));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('File statement.pdf is not a valid PDF');

    for (const part of [
      { buyerType: 'individual', individuals: [{ id: 'p1', dateOfBirth: '2nd Jan 1980' }] },
      { buyerType: 'individual', individuals: [{ id: 'p1', nationality: 'Britain' }] },
      { buyerType: 'individual', individuals: [{ id: 'p1', residenceCountry: 'XX' }] },
      { buyerType: 'trust' },
      { buyerType: 'company', company: { owners: [{ id: 'o1', ownershipPercent: 10 }] } },
    ]) {
      const res = await saveBuyerPart(buyer, part, 0);
      expect(res.status, JSON.stringify(part)).toBe(400);
      expect(res.body.message).toMatch(/YYYY-MM-DD|Choose a country from the list|expected one of|over 25%/);
    }
  });
});

describe("the buyer's evidence", () => {
  it('a file the buyer removes stops counting and is asked for again, while the admin still sees it, kept on the record (reg. 40)', async () => {
    const buyer = await finishedBuyer();
    const [statement] = (await myBuyerCheck(buyer)).body.check.evidence;
    const other = await createTestUser('investor', 'approved');
    // Another member cannot take it back, nor can an unknown id be removed.
    expect((await api(`/me/buyer-check/evidence/${statement!.id}`, { method: 'DELETE', token: other.token })).status).toBe(404);
    expect((await api(`/me/buyer-check/evidence/${randomUUID()}`, { method: 'DELETE', token: buyer.token })).status).toBe(404);
    expect((await api('/me/buyer-check/evidence/not-an-id', { method: 'DELETE', token: buyer.token })).status).toBe(400);

    const removed = await api<{ check: MyBuyerCheck }>(`/me/buyer-check/evidence/${statement!.id}`, { method: 'DELETE', token: buyer.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.check.evidence).toEqual([]);
    expect(removed.body.check.status).toBe('waitingForBuyer');
    expect(removed.body.check.missing).toEqual(['Upload a bank statement']);
    const again = await api<{ message: string }>(`/me/buyer-check/evidence/${statement!.id}`, { method: 'DELETE', token: buyer.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/removed already/);

    const record = (await detail(buyer.userId)).body;
    expect(record.check.evidence).toEqual([expect.objectContaining({ id: statement!.id, fileName: 'statement.pdf', removedAt: expect.any(String) })]);
    await s3.send(new HeadObjectCommand({ Bucket: stack.env.DOCUMENTS_BUCKET, Key: record.check.evidence[0]!.key }));
    expect(record.history.map((e) => e.action)).toContain('bank statement removed (statement.pdf)');
  });
});

describe('identity, screening, risk and approval', () => {
  it("an admin records the identity check with the provider's report, and the history says who did each step and when", async () => {
    const buyer = await finishedBuyer();
    const current = (await detail(buyer.userId)).body;
    expect(current.status).toBe('waitingForUs');
    const created = await api<CreatedUpload>(`/buyer-checks/${buyer.userId}/uploads`, {
      method: 'POST',
      token: adminA.token,
      body: { kind: 'identityReport', fileName: 'idsp-report.pdf', contentType: 'application/pdf', size: pdf.length },
    });
    expect(created.status).toBe(200);
    expect((await postFile(created.body, pdf, 'idsp-report.pdf', 'application/pdf')).status).toBe(204);
    const report = await api<{ key: string; fileName: string }>(`/buyer-checks/${buyer.userId}/uploads/${encodeURIComponent(created.body.uploadId)}/complete`, {
      method: 'POST',
      token: adminA.token,
    });
    expect(report.status).toBe(200);
    const recorded = await postAsAdmin(`/buyer-checks/${buyer.userId}/identity-verifications`, adminA, {
      expectedVersion: current.check.version,
      personId: 'p1',
      provider: 'Certified IDSP Ltd',
      reference: 'IDSP-123',
      result: 'passed',
      checkedOn: '2026-05-02',
      reportUploadKey: report.body.key,
      reportFileName: report.body.fileName,
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.check.identityChecks).toEqual([
      expect.objectContaining({
        provider: 'Certified IDSP Ltd',
        reference: 'IDSP-123',
        result: 'passed',
        reportKey: report.body.key,
        recordedBy: expect.objectContaining({ id: adminA.userId }),
      }),
    ]);
    expect(recorded.body.steps).not.toContain('Record a passed identity verification for Buyer: Test Buyer p1');
    expect(recorded.body.history.map((e) => [e.action, e.actorId])).toEqual(
      expect.arrayContaining([
        ['identity verification recorded (passed)', adminA.userId],
        ['bank statement uploaded', buyer.userId],
        ['buyer details saved', buyer.userId],
      ]),
    );
  });

  it('flags a listed name as a possible match, which an admin clears with a reason; the buyer is never told', async () => {
    const buyer = await finishedBuyer(finishedPart({ buyerType: 'joint', individuals: [buyerPerson('p1'), buyerPerson('p2', LISTED)] }));
    const flagged = (await detail(buyer.userId)).body;
    expect(flagged.status).toBe('possibleMatch');
    const match = flagged.check.screenings.find((s) => s.personId === 'p2')!.matches[0]!;
    expect(match.listedName).toMatch(/PUTIN/i);
    expect((await myBuyerCheck(buyer)).body.check.status).toBe('waitingForUs');
    expect(JSON.stringify((await myBuyerCheck(buyer)).body)).not.toMatch(new RegExp(`${match.listEntryId}|${match.regime}|listedName|sanction`, 'i'));

    const noReason = await postAsAdmin(`/buyer-checks/${buyer.userId}/match-decisions`, adminA, {
      expectedVersion: flagged.check.version,
      personId: 'p2',
      listEntryId: match.listEntryId,
      outcome: 'cleared',
      reason: '',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/Write the reason/);
    const cleared = await postAsAdmin(`/buyer-checks/${buyer.userId}/match-decisions`, adminA, {
      expectedVersion: flagged.check.version,
      personId: 'p2',
      listEntryId: match.listEntryId,
      outcome: 'cleared',
      reason: 'Passport seen by the IDSP: a different person with the same name',
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.status).toBe('waitingForUs');
    expect(cleared.body.history[0]).toMatchObject({ action: 'possible sanctions match cleared', actorId: adminA.userId });
  });

  it('needs senior approval for a high rating: source of wealth, then a second, different admin (the same admin refused)', async () => {
    const buyer = await finishedBuyer();
    let current = await verifyAll(buyer);
    const high = await setRisk(buyer.userId, adminA, current.check.version, 'high');
    expect(high.body.seniorApprovalReasons).toEqual(['Rated high risk']);
    expect(high.body.status).toBe('waitingForBuyer');
    expect((await approveBuyerCheck(buyer.userId, adminA, high.body.check.version)).status).toBe(409);

    const mineNow = (await myBuyerCheck(buyer)).body.check;
    expect(mineNow.missing).toEqual(['Your source of wealth (how you built up the money you invest)']);
    expect((await saveBuyerPart(buyer, { ...finishedPart(), sourceOfWealth: 'Sale of a business in 2020' }, mineNow.version)).status).toBe(200);

    current = (await detail(buyer.userId)).body;
    const first = await approveBuyerCheck(buyer.userId, adminA, current.check.version);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.status).toBe('waitingForUs');
    expect(first.body.steps).toEqual(['Senior approval by a second, different admin (reg. 35)']);
    const again = await approveBuyerCheck(buyer.userId, adminA, first.body.check.version);
    expect(again.status).toBe(403);
    expect(again.body.message).toMatch(/second, different admin/);
    const senior = await approveBuyerCheck(buyer.userId, adminB, first.body.check.version);
    expect(senior.status).toBe(200);
    expect(senior.body.status).toBe('cleared');
    expect(senior.body.check.clearance?.approvals.map((a) => a.by.id)).toEqual([adminA.userId, adminB.userId]);
    expect((await myBuyerCheck(buyer)).body.check.status).toBe('cleared');
  });

  it('expires 12 months after clearance (the clock moved on), and at once when the buyer changes their details', async () => {
    const buyer = await finishedBuyer();
    const current = await verifyAll(buyer);
    const low = await setRisk(buyer.userId, adminA, current.check.version, 'low');
    const cleared = await approveBuyerCheck(buyer.userId, adminA, low.body.check.version);
    expect(cleared.body.status).toBe('cleared');

    setClock(364 * 24 * 3600 * 1000);
    expect((await detail(buyer.userId)).body.status).toBe('cleared');
    setClock(366 * 24 * 3600 * 1000);
    expect((await detail(buyer.userId)).body.status).toBe('expired');
    expect((await myBuyerCheck(buyer)).body.check.status).toBe('expired');
    const rows = (await api<{ items: BuyerCheckRow[] }>('/buyer-checks', { token: adminA.token })).body.items;
    expect(rows.find((r) => r.memberId === buyer.userId)?.status).toBe('expired');
    setClock(0);

    const version = (await myBuyerCheck(buyer)).body.check.version;
    expect((await saveBuyerPart(buyer, finishedPart({ purpose: 'Holiday lets' }), version)).status).toBe(200);
    expect((await detail(buyer.userId)).body.status).toBe('expired');
  });
});

describe('under 20 requests at once', () => {
  it('two admins approving at once leave exactly one approval round: one clearance, the rest refused (409/403), never 500', async () => {
    const buyer = await finishedBuyer({
      ...finishedPart(),
      individuals: [buyerPerson('p1', { pep: 'yes', pepDetails: 'Brother is an MP' })],
      sourceOfWealth: 'Salary',
    });
    const current = await verifyAll(buyer);
    const medium = await setRisk(buyer.userId, adminA, current.check.version, 'medium');
    expect(medium.body.seniorApprovalReasons).toHaveLength(1);
    const version = medium.body.check.version;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => approveBuyerCheck(buyer.userId, i % 2 ? adminB : adminA, version)));
    expect(answers.map((a) => a.status).filter((s) => s >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const after = (await detail(buyer.userId)).body;
    expect(after.check.pendingApprovals).toHaveLength(1);
    expect(after.check.clearance).toBeUndefined();
    expect(after.history.filter((e) => e.action.startsWith('buyer checks approved'))).toHaveLength(1);
  });

  it('a buyer saving while admins approve: each write is on its own version, and the one that lands is whole', async () => {
    const buyer = await finishedBuyer();
    const current = await verifyAll(buyer);
    const low = await setRisk(buyer.userId, adminA, current.check.version, 'low');
    const version = low.body.check.version;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? approveBuyerCheck(buyer.userId, adminA, version) : saveBuyerPart(buyer, finishedPart({ purpose: `Buy-to-let ${i}` }), version),
      ),
    );
    expect(answers.map((a) => a.status).filter((s) => ![200, 409].includes(s))).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const after = (await detail(buyer.userId)).body;
    expect(after.check.version).toBe(version + 1);
    // Either the clearance landed on the details it was given, or the buyer's change did and nothing was approved.
    if (after.check.clearance) expect(after.check.part.purpose).toBe('Buy-to-let');
    else expect(after.check.part.purpose).toMatch(/^Buy-to-let \d+$/);
  });
});

describe('a buyer saving while an admin clears a possible match, 20 at once', () => {
  it('lands exactly one of them on the version both read; the others are refused (409), never 500', async () => {
    const buyer = await finishedBuyer(finishedPart({ buyerType: 'joint', individuals: [buyerPerson('p1'), buyerPerson('p2', LISTED)] }));
    const flagged = (await detail(buyer.userId)).body;
    const match = flagged.check.screenings.find((s) => s.personId === 'p2')!.matches[0]!;
    const version = flagged.check.version;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? postAsAdmin(`/buyer-checks/${buyer.userId}/match-decisions`, adminA, {
              expectedVersion: version,
              personId: 'p2',
              listEntryId: match.listEntryId,
              outcome: 'cleared',
              reason: `Different person, checked ${i}`,
            })
          : saveBuyerPart(
              buyer,
              finishedPart({ buyerType: 'joint', individuals: [buyerPerson('p1'), buyerPerson('p2', LISTED)], purpose: `Holiday lets ${i}` }),
              version,
            ),
      ),
    );
    expect(answers.map((a) => a.status).filter((s) => ![200, 409].includes(s))).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const after = (await detail(buyer.userId)).body;
    expect(after.check.version).toBe(version + 1);
    const decided = after.check.screenings.find((s) => s.personId === 'p2')!.matches[0]!.decision;
    // Either the admin's decision landed on the details it was made on, or the buyer's change did and the match is still open.
    if (decided) expect(after.check.part.purpose).toBe('Buy-to-let');
    else expect(after.status).toBe('possibleMatch');
  });
});

describe('retention and data rights', () => {
  it('an erasure inside the window keeps the checks, their evidence and audit events, and deletes the rest; the export included them', async () => {
    const buyer = await finishedBuyer();
    const fav = await api('/me/favourites/authz-matrix-placeholder', { method: 'PUT', token: buyer.token });
    expect(fav.status).toBeLessThan(500);
    const exported = await api<MemberDataExport>('/me/export', { token: buyer.token });
    expect(exported.body.buyerChecks).toMatchObject({ part: { buyerType: 'individual' }, evidence: [expect.objectContaining({ kind: 'bankStatement' })] });
    expect(JSON.stringify(exported.body.buyerChecks)).not.toContain('screenings');

    const key = (await detail(buyer.userId)).body.check.evidence[0]!.key;
    const erased = await api('/me', { method: 'DELETE', token: buyer.token, body: { password: buyer.password } });
    expect(erased.status).toBe(204);
    expect((await api(`/profiles/${buyer.userId}`, { token: adminA.token })).status).toBe(404);

    const kept = await detail(buyer.userId);
    expect(kept.status).toBe(200);
    expect(kept.body.check.part.individuals[0]?.fullName).toBe('Test Buyer p1');
    expect(kept.body.history.map((e) => e.action)).toContain('buyer details saved');
    await s3.send(new HeadObjectCommand({ Bucket: stack.env.DOCUMENTS_BUCKET, Key: key }));
    const rows = (await api<{ items: BuyerCheckRow[] }>('/buyer-checks', { token: adminA.token })).body.items;
    expect(rows.find((r) => r.memberId === buyer.userId)).toMatchObject({ fullName: 'Test Buyer p1', email: null });
  });

  it('deletes the checks, their files and audit events five years after the relationship ended, and not before', async () => {
    const buyer = await finishedBuyer();
    const key = (await detail(buyer.userId)).body.check.evidence[0]!.key;
    const { endBuyerRelationship } = await import('../../functions/src/compliance/buyer-checks/relationship');
    await endBuyerRelationship(buyer.userId, new Date());
    expect((await detail(buyer.userId)).body.check.retainUntil).toMatch(/^\d{4}-/);

    const runJob = () =>
      fetch(`${stack.config.apiUrl}/2015-03-31/functions/deleteExpiredBuyerChecks/invocations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': stack.env.LOCAL_INVOKE_USER_AGENT! },
        body: JSON.stringify({ source: 'aws.events', 'detail-type': 'Scheduled Event' }),
      });
    expect((await runJob()).status).toBe(200);
    expect((await detail(buyer.userId)).body.check.version).toBeGreaterThan(0);

    setClock((5 * 365 + 2) * 24 * 3600 * 1000);
    expect((await runJob()).status).toBe(200);
    const gone = (await detail(buyer.userId)).body;
    expect(gone.check.version).toBe(0);
    expect(gone.history).toEqual([]);
    await expect(s3.send(new HeadObjectCommand({ Bucket: stack.env.DOCUMENTS_BUCKET, Key: key }))).rejects.toThrow();
  });

  const runDeletion = () =>
    fetch(`${stack.config.apiUrl}/2015-03-31/functions/deleteExpiredBuyerChecks/invocations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': stack.env.LOCAL_INVOKE_USER_AGENT! },
      body: JSON.stringify({ source: 'aws.events', 'detail-type': 'Scheduled Event' }),
    });

  it('deletes checks that never led to a reservation five years after their last change, and keeps a reserving buyer’s', async () => {
    const idle = await finishedBuyer();
    const reserving = await finishedBuyer();
    const property = await createPublishedProperty(adminA.token, 'Retention Terrace');
    const held = await api(`/properties/${property.id}/reservations`, { method: 'POST', token: reserving.token });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const key = (await detail(idle.userId)).body.check.evidence[0]!.key;

    setClock((5 * 365 - 3) * 24 * 3600 * 1000);
    expect((await runDeletion()).status).toBe(200);
    expect((await detail(idle.userId)).body.check.version).toBeGreaterThan(0);

    setClock((5 * 365 + 2) * 24 * 3600 * 1000);
    expect((await runDeletion()).status).toBe(200);
    const gone = (await detail(idle.userId)).body;
    expect(gone.check.version).toBe(0);
    expect(gone.history).toEqual([]);
    await expect(s3.send(new HeadObjectCommand({ Bucket: stack.env.DOCUMENTS_BUCKET, Key: key }))).rejects.toThrow();
    // A buyer whose reservation has no end recorded yet keeps theirs: the reservation's end starts the five years.
    expect((await detail(reserving.userId)).body.check.version).toBeGreaterThan(0);
  });

  it('an erasure with no reservation records the end of the checks, which go five years later', async () => {
    const buyer = await finishedBuyer();
    const erased = await api('/me', { method: 'DELETE', token: buyer.token, body: { password: buyer.password } });
    expect(erased.status).toBe(204);
    const ended = await eventually(async () => {
      const check = (await detail(buyer.userId)).body.check;
      return check.retainUntil ? check : undefined;
    }, 'the end of the checks recorded on erasure');
    expect(new Date(ended.retainUntil!).getTime() - new Date(ended.relationshipEndedAt!).getTime()).toBeGreaterThan(5 * 365 * 24 * 3600 * 1000);
    expect((await detail(buyer.userId)).body.history.map((e) => e.action)).toContain('account erased with no reservation: the five-year retention starts');

    setClock((5 * 365 + 2) * 24 * 3600 * 1000);
    expect((await runDeletion()).status).toBe(200);
    // The member and now their checks are gone: nothing is left to show.
    expect((await detail(buyer.userId)).status).toBe(404);
  });

  it('re-screens every record not screened against the current list, by Query', async () => {
    const buyer = await finishedBuyer(finishedPart({ individuals: [buyerPerson('p1', LISTED)] }));
    const { buyerCheckEntity } = await import('../../functions/src/db/entities/buyer-check');
    // As if screened against an older list: the job finds it by its stored list version.
    const old = `old-${randomUUID()}`;
    const screenings = (await detail(buyer.userId)).body.check.screenings.map((s) => ({ ...s, listVersion: old, matches: [] }));
    await buyerCheckEntity.patch({ buyerId: buyer.userId }).set({ screenedListVersion: old, screenings }).go();
    expect((await detail(buyer.userId)).body.status).not.toBe('possibleMatch');
    const res = await fetch(`${stack.config.apiUrl}/2015-03-31/functions/rescreenBuyers/invocations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': stack.env.LOCAL_INVOKE_USER_AGENT! },
      body: JSON.stringify({ source: 'aws.events', 'detail-type': 'Scheduled Event' }),
    });
    expect(res.status).toBe(200);
    const after = (await detail(buyer.userId)).body;
    expect(after.status).toBe('possibleMatch');
    expect(after.history.some((e) => e.action.startsWith('re-screened against sanctions list'))).toBe(true);
  });
});

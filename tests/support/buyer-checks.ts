import type { BuyerPart, EvidenceKind, Person } from '@shared/domain/buyer-check';
import type { CreatedUpload } from '@shared/rules/uploads';
import type { BuyerCheckDetail, MyBuyerCheck } from '@shared/views/buyer-check';
import { buildBuyerPerson } from '../../infra/local/builders/buyer-check';
import { api, createTestUser, stack, type TestUser } from './stack';

/**
 * Buyer checks through the API as a buyer and an admin make them: shared by the buyer checks' and the reservations'
 * tests, the end-to-end ones too (so no test runner's `expect` here: a step that fails throws with what it answered).
 */

function must(ok: boolean, step: string, answer: { status: number; body?: unknown }): void {
  if (!ok) throw new Error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

export const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export const buyerPerson = (id: string, over: Partial<Person> = {}): Person => buildBuyerPerson({ id, fullName: `Test Buyer ${id}`, ...over });
export const finishedPart = (over: Partial<BuyerPart> = {}): BuyerPart => ({
  buyerType: 'individual',
  individuals: [buyerPerson('p1')],
  purpose: 'Buy-to-let',
  fundsSource: 'cash',
  ...over,
});

export const myBuyerCheck = (buyer: TestUser) => api<{ check: MyBuyerCheck }>('/me/buyer-check', { token: buyer.token });
export const saveBuyerPart = (buyer: TestUser, part: unknown, expectedVersion: number) =>
  api<{ check: MyBuyerCheck; message?: string }>('/me/buyer-check', { method: 'PUT', token: buyer.token, body: { expectedVersion, part } });
export const buyerCheckDetail = (id: string, admin: TestUser) => api<BuyerCheckDetail>(`/buyer-checks/${id}`, { token: admin.token });
export const postAsAdmin = (path: string, admin: TestUser, body: unknown) =>
  api<BuyerCheckDetail & { message?: string }>(path, { method: 'POST', token: admin.token, body });

/** A presigned POST of `data` to the bucket, as the browser sends it. */
export async function postFile(created: CreatedUpload, data: Buffer, fileName: string, type: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(created.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(data)], { type }), fileName);
  return fetch(created.url, { method: 'POST', body: form, headers: { origin: `http://localhost:${stack.ports.web}` } });
}

export async function uploadEvidence(buyer: TestUser, kind: EvidenceKind, fileName = 'statement.pdf', data = pdf) {
  const created = await api<CreatedUpload>('/me/buyer-check/uploads', {
    method: 'POST',
    token: buyer.token,
    body: { kind, fileName, contentType: 'application/pdf', size: data.length },
  });
  must(created.status === 200, 'The evidence upload policy', created);
  const posted = await postFile(created.body, data, fileName, 'application/pdf');
  must(posted.status === 204, 'The evidence upload', posted);
  return api<{ check: MyBuyerCheck; message?: string }>(`/me/buyer-check/uploads/${encodeURIComponent(created.body.uploadId)}/complete`, {
    method: 'POST',
    token: buyer.token,
  });
}

/** A buyer who finished their part (individual, cash, a bank statement); a new investor unless one is given. */
export async function finishedBuyer(part = finishedPart(), buyer?: TestUser): Promise<TestUser> {
  const who = buyer ?? (await createTestUser('investor', 'approved'));
  const version = (await myBuyerCheck(who)).body.check.version;
  const saved = await saveBuyerPart(who, part, version);
  must(saved.status === 200, "Saving the buyer's part", saved);
  const uploaded = await uploadEvidence(who, 'bankStatement');
  must(uploaded.status === 200, 'Completing the evidence upload', uploaded);
  return who;
}

/** The identity verifications an admin records for every person the record names. */
export async function verifyAll(buyer: TestUser, admin: TestUser) {
  let current = (await buyerCheckDetail(buyer.userId, admin)).body;
  for (const p of current.peopleToVerify) {
    const res = await postAsAdmin(`/buyer-checks/${buyer.userId}/identity-verifications`, admin, {
      expectedVersion: current.check.version,
      personId: p.personId,
      provider: 'Certified IDSP Ltd',
      reference: `REF-${p.personId}`,
      result: 'passed',
      checkedOn: '2026-05-02',
    });
    must(res.status === 200, 'Recording an identity verification', res);
    current = res.body;
  }
  return current;
}

export const setRisk = (id: string, admin: TestUser, expectedVersion: number, level: string) =>
  api<BuyerCheckDetail & { message?: string }>(`/buyer-checks/${id}/risk`, {
    method: 'PUT',
    token: admin.token,
    body: { expectedVersion, level, rationale: `Assessed ${level}: UK resident, salaried` },
  });
export const approveBuyerCheck = (id: string, admin: TestUser, expectedVersion: number) =>
  postAsAdmin(`/buyer-checks/${id}/approvals`, admin, { expectedVersion });

/** A buyer whose checks are cleared: their part finished, verified, rated low risk and approved by `admin`. */
export async function clearedBuyer(admin: TestUser, buyer?: TestUser): Promise<TestUser> {
  const who = await finishedBuyer(finishedPart(), buyer);
  const verified = await verifyAll(who, admin);
  const low = await setRisk(who.userId, admin, verified.check.version, 'low');
  must(low.status === 200, 'Setting the risk', low);
  const approved = await approveBuyerCheck(who.userId, admin, low.body.check.version);
  must(approved.status === 200 && approved.body.status === 'cleared', 'Approving the checks', approved);
  return who;
}

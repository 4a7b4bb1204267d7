import type { FundsSource } from '@shared/domain/buyer-check';
import type { Conveyancer } from '@shared/domain/deal';
import type { Property } from '@shared/domain/property';
import type { CreatedUpload } from '@shared/rules/uploads';
import type { MyDeal } from '@shared/views/deal';
import type { MyReservation, ReservationRow } from '@shared/views/reservation';
import { pdf, postFile } from './buyer-checks';
import { clearChecks, signAgreement } from './reservation-steps';
import { api, createPublishedProperty, createTestUser, type TestUser } from './stack';

/**
 * A deal made through the API as a test needs it: a new listing reserved by `buyer` (their checks cleared already),
 * its agreement signed (through the db module, reservation-steps.ts), paid by bank transfer and accepted by `admin`.
 */

type Answer<T> = T & { message?: string };

const must = (ok: boolean, what: string, res: { status: number; body: unknown }) => {
  if (!ok) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
};

export const reservationRow = async (admin: TestUser, id: string) =>
  (await api<{ items: ReservationRow[] }>('/reservations', { token: admin.token })).body.items.find((r) => r.id === id)!;

/** The deal's id (its reservation's) and its listing; `beforeReserving` runs once the listing is published (the buyer saving a scenario of it). */
export async function acceptedDeal(
  admin: TestUser,
  buyer: TestUser,
  title = 'Deal Terrace',
  beforeReserving?: (property: Property) => Promise<void>,
): Promise<{ dealId: string; property: Property }> {
  const property = await createPublishedProperty(admin.token, title);
  await beforeReserving?.(property);
  const reserved = await api<Answer<{ reservation: MyReservation }>>(`/properties/${property.id}/reservations`, { method: 'POST', token: buyer.token });
  must(reserved.status === 201, 'Reserving', reserved);
  const id = reserved.body.reservation.id;
  await signAgreement(id);
  const paid = await api(`/reservations/${id}/bank-payment`, {
    method: 'POST',
    token: admin.token,
    body: { expectedVersion: (await reservationRow(admin, id)).version, reference: `BANK-${id.slice(0, 6)}`, receivedAt: new Date().toISOString() },
  });
  must(paid.status === 200, 'Recording the payment', paid);
  const accepted = await api(`/reservations/${id}/accept`, {
    method: 'POST',
    token: admin.token,
    body: { expectedVersion: (await reservationRow(admin, id)).version },
  });
  must(accepted.status === 200, 'Accepting', accepted);
  return { dealId: id, property };
}

/** A new approved investor with cleared checks, and their accepted deal. */
export async function dealFor(admin: TestUser, fundsSource: FundsSource = 'cash', title?: string) {
  const buyer = await createTestUser('investor', 'approved');
  await clearChecks(buyer, admin, fundsSource);
  return { buyer, ...(await acceptedDeal(admin, buyer, title)) };
}

export type AcceptedDeal = Awaited<ReturnType<typeof dealFor>>;

/**
 * An accepted deal of `buyer` (their checks cleared already, funded by a mortgage) with something in every part of its
 * trail: the solicitor they gave, a message each way (the buyer then reads the thread), their mortgage offer uploaded
 * and an admin's note.
 */
export async function dealWithTrail(admin: TestUser, buyer: TestUser, title: string) {
  const { dealId } = await acceptedDeal(admin, buyer, title);
  const solicitor: Conveyancer = {
    firm: 'Trail Conveyancing LLP',
    contactName: 'Rae Quill',
    email: 'rae@trail.example',
    phone: '0113 496 0000',
    address: '2 Law Row, Leeds',
  };
  const version = (await api<{ deal: MyDeal }>(`/me/deals/${dealId}`, { token: buyer.token })).body.deal.version;
  const given = await api(`/me/deals/${dealId}/solicitor`, { method: 'PUT', token: buyer.token, body: { expectedVersion: version, solicitor } });
  must(given.status === 200, 'Giving the solicitor', given);
  const question = `When is the survey of ${title}?`;
  const reply = `The surveyor visits ${title} on Monday.`;
  const fileName = `Mortgage offer - ${title}.pdf`;
  const note = `Chased the seller's agent about ${title}.`;
  const steps = [
    ['Asking', await api(`/me/deals/${dealId}/messages`, { method: 'POST', token: buyer.token, body: { text: question } })],
    ['Replying', await api(`/deals/${dealId}/messages`, { method: 'POST', token: admin.token, body: { text: reply } })],
    ['Reading the thread', await api(`/me/deals/${dealId}/messages`, { token: buyer.token })],
    ['Adding a note', await api(`/deals/${dealId}/notes`, { method: 'POST', token: admin.token, body: { text: note } })],
  ] as const;
  for (const [what, res] of steps) must(res.status < 300, what, res);
  const upload = await api<Answer<CreatedUpload>>(`/me/deals/${dealId}/uploads`, {
    method: 'POST',
    token: buyer.token,
    body: { purpose: 'mortgageOffer', fileName, contentType: 'application/pdf', size: pdf.length },
  });
  must(upload.status === 200, 'Asking to upload', upload);
  const posted = await postFile(upload.body, pdf, fileName, 'application/pdf');
  must(posted.status === 204, 'Uploading', { status: posted.status, body: await posted.text() });
  const completed = await api(`/me/deals/${dealId}/uploads/${encodeURIComponent(upload.body.uploadId)}/complete`, { method: 'POST', token: buyer.token });
  must(completed.status === 201, 'Completing the upload', completed);
  return { dealId, solicitor, question, reply, fileName, note };
}

import { beforeAll, describe, expect, it } from 'vitest';
import type { MyReservation } from '@shared/views/reservation';
import { LOCAL_FIRM } from '../../infra/local/seed/firm';
import { clearedBuyer } from '../support/buyer-checks';
import { pdfPages } from '../support/pdf-text';
import { api, createPublishedProperty, createTestUser, stack, type TestUser } from '../support/stack';

/**
 * The sourcing agreement's fee terms against what the portal charges: the agreement an investor reads is rendered to a
 * PDF and read back (pdfjs), and the amounts its fee clauses state are compared with the Checkout Session that checkout
 * starts on the Stripe stand-in (its amount as Stripe records it) and with the investor's own view of the fees.
 */

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

const pence = (pounds: string) => Math.round(Number(pounds.replace(/[£,]/g, '')) * 100);
const money = '(£[\\d,]+\\.\\d\\d)';

const footer = new RegExp(
  `${LOCAL_FIRM.tradingName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} sourcing agreement \\d{4}-\\d{2}-\\d{2}, reservation \\S+: page \\d+ of \\d+`,
);

/** The agreement's text as one run: each page's footer ('... sourcing agreement <version>, reservation <id>: page N of M') taken out, so a sentence across a page break reads whole. */
async function agreementText(url: string): Promise<string> {
  const pages = await pdfPages(new Uint8Array(await (await fetch(url)).arrayBuffer()));
  return pages
    .map((page) => page.replace(footer, ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** The amount the Checkout Session asks, as the Stripe stand-in recorded it (read through Stripe's own API). */
async function checkoutAmountPence(investor: TestUser, reservationId: string): Promise<number> {
  const started = await api<{ url: string; message?: string }>(`/me/reservations/${reservationId}/checkout`, { method: 'POST', token: investor.token });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const sessionId = new URL(started.body.url).pathname.split('/').pop()!;
  const session = (await (
    await fetch(`${stack.env.STRIPE_API_URL}/v1/checkout/sessions/${sessionId}`, { headers: { authorization: `Bearer ${stack.env.STRIPE_SECRET_KEY}` } })
  ).json()) as { amount_total: number; currency: string };
  expect(session.currency).toBe('gbp');
  return session.amount_total;
}

const clause = (text: string, pattern: string): string[] => {
  const found = new RegExp(pattern).exec(text);
  expect(found, `the agreement says: ${pattern}`).not.toBeNull();
  return found!.slice(1);
};

describe("the agreement's fee clause is what checkout asks", () => {
  it('states the reservation fee checkout charges, the hold it buys from the reservation, the credit and the balance on completion', async () => {
    const [investor, listing] = await Promise.all([clearedBuyer(admin), createPublishedProperty(admin.token, 'Fee Terms Terrace')]);
    const held = await api<{ reservation: MyReservation }>(`/properties/${listing.id}/reservations`, { method: 'POST', token: investor.token });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const reservation = held.body.reservation;
    const opened = await api<{ url: string }>(`/me/reservations/${reservation.id}/agreement`, { token: investor.token });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const text = await agreementText(opened.body.url);
    const charged = await checkoutAmountPence(investor, reservation.id);

    // The reservation fee: the amount the Checkout Session asks, payable on signing, buying the hold from reserving.
    const [payableOnSigning] = clause(text, `The reservation fee of ${money} is payable when you sign this agreement`);
    const [reservationFee] = clause(text, `Reservation fee: ${money}, including VAT`);
    expect(pence(payableOnSigning!)).toBe(charged);
    expect(pence(reservationFee!)).toBe(charged);
    clause(text, 'It buys the hold described in section 2: (\\d+) working days from when you reserved\\.');
    expect(text).toContain('The hold started when you reserved the property; it does not wait for the fee.');

    // The sourcing fee, the reservation fee credited against it, and the balance: due on completion.
    const [sourcingTotal, credited, balance] = clause(text, `so the balance still to pay is ${money} less ${money}, which is ${money}\\.`);
    expect(pence(sourcingTotal!)).toBe(reservation.sourcingFee.grossPence);
    expect(pence(credited!)).toBe(charged);
    expect(pence(balance!)).toBe(reservation.sourcingFee.grossPence - charged);
    const [balanceDue] = clause(text, `The balance of the sourcing fee, ${money}, is payable on completion of your purchase of the property`);
    expect(pence(balanceDue!)).toBe(pence(balance!));
    const [tableBalance] = clause(text, `Balance, payable on completion ${money}`);
    expect(pence(tableBalance!)).toBe(pence(balance!));
    // The investor's view of the reservation (My reservations) states the same terms.
    expect(reservation.balance).toEqual({ reservationFeeCredited: true, pence: pence(balance!), due: 'completion' });

    // What the old wording said, contradicting the charge: the whole sourcing fee on signing, the hold only once paid.
    expect(text).not.toContain(`The fee of ${sourcingTotal} is payable when you sign`);
    expect(text).not.toContain('starts only once the fee has reached us');
    // The local firm is VAT registered: its number is among the registrations the agreement shows.
    expect(text).toContain(`VAT registration number ${LOCAL_FIRM.vatNumber}.`);
  });
});

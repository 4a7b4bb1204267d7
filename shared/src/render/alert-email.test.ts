import { describe, expect, it } from 'vitest';
import { isSingleLine } from '../core/single-line';
import type { Alert } from '../domain/alert';
import { digestGroups } from '../rules/digest';
import { alertEmail } from './alert-email';

const origin = 'https://portal.example';
const alert = (n: number, over: Partial<Alert> = {}): Alert => ({
  userId: 'u1',
  eventId: `e${String(n).padStart(3, '0')}`,
  propertyId: `p${n}`,
  kind: 'published',
  title: `Terrace ${n}`,
  photo: null,
  price: 95_000,
  previousPrice: null,
  yield: 7.2,
  match: { via: 'requirements' },
  createdAt: `2026-11-27T10:${String(n % 60).padStart(2, '0')}:00.000Z`,
  readAt: null,
  emailedAt: null,
  ...over,
});
const group = (alerts: Alert[]) => digestGroups(alerts)[0]!;
const render = (alerts: Alert[], instant = true) => alertEmail(group(alerts), { origin, unsubscribeUrl: `${origin}/unsubscribe?token=t`, instant });

describe('alert email subjects', () => {
  it('say what happened to one property', () => {
    expect(render([alert(1)]).subject).toBe('New listing: Terrace 1');
    expect(render([alert(1, { kind: 'priceReduced', price: 89_000, previousPrice: 95_000 })]).subject).toBe('Price reduced: Terrace 1, now £89,000');
    expect(render([alert(1, { kind: 'backToAvailable' })]).subject).toBe('Back on the market: Terrace 1');
  });

  it('count a batch of several, naming the kind when they share one', () => {
    expect(render([alert(1), alert(2), alert(3)]).subject).toBe('3 new listings matching your searches and requirements');
    expect(render([alert(1, { kind: 'priceReduced' }), alert(2, { kind: 'priceReduced' })]).subject).toBe(
      'Price reduced on 2 properties matching your searches and requirements',
    );
    expect(render([alert(1, { kind: 'backToAvailable' }), alert(2, { kind: 'backToAvailable' })]).subject).toBe(
      '2 properties back on the market, matching your searches and requirements',
    );
    expect(render([alert(1), alert(2, { kind: 'priceReduced' })]).subject).toBe('2 updates on properties matching your searches and requirements');
  });

  it('list a property alerted twice in one batch once, by its newest alert', () => {
    const email = render([
      alert(1),
      alert(1, { eventId: 'e900', kind: 'priceReduced', price: 80_000, previousPrice: 95_000, createdAt: '2026-11-27T11:00:00.000Z' }),
    ]);
    expect(email.subject).toBe('Price reduced: Terrace 1, now £80,000');
    expect(email.text.match(/Terrace 1/g)).toHaveLength(1);
  });

  it('keep the Daily digest’s count', () => {
    expect(render([alert(1)], false).subject).toBe('1 property matching your searches and requirements');
    expect(render([alert(1), alert(2)], false).subject).toBe('2 properties matching your searches and requirements');
  });
});

describe('alert email body', () => {
  it('links “and N more” to the portal’s alerts, in the text and the HTML', () => {
    const email = render(Array.from({ length: 17 }, (_, i) => alert(i + 1)));
    expect(email.text).toContain(`and 3 properties more in the portal: ${origin}/dashboard?alerts=open`);
    expect(email.html).toContain(`<a href="${origin}/dashboard?alerts=open">and 3 properties more in the portal</a>`);
    expect(email.html.match(/<li>/g)).toHaveLength(14);
  });

  it('puts a title with CR, LF or other control characters on one line, in the Subject and the body', () => {
    const title = 'Bcc: someone@example.com\r\nSubject: hi\u0000\u2028there\t';
    const email = render([alert(1, { title })]);
    expect(email.subject).toBe('New listing: Bcc: someone@example.com Subject: hi there');
    expect(isSingleLine(email.subject)).toBe(true);
    expect(email.text.split('\n')[0]).toBe('Bcc: someone@example.com Subject: hi there');
    expect(isSingleLine(email.html)).toBe(true);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MyReservation } from '@shared/views/reservation';
import { AgreementStep } from './agreement-step';

const held = (reservationFeePence: number) =>
  ({ id: 'r1', version: 1, status: 'held', reservationFeePence, agreement: null, payment: null }) as unknown as MyReservation;

const rendered = (reservation: MyReservation) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <AgreementStep reservation={reservation} done={false} />
    </QueryClientProvider>,
  );

describe('AgreementStep: the button that concludes the contract', () => {
  // The Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013, reg. 14(3): the button
  // that places an order with an obligation to pay is labelled with 'order with obligation to pay' or words as clear,
  // or the consumer is not bound by it.
  it('says that signing binds the investor to pay the reservation fee, with its amount', () => {
    const html = rendered(held(100_000));
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>[^<]*Sign and agree to pay £1,000\.00/);
    expect(html).not.toContain('>Sign the agreement<');
  });

  it('names the amount this reservation charges, not a fixed one', () => {
    expect(rendered(held(150_050))).toContain('Sign and agree to pay £1,500.50');
  });
});

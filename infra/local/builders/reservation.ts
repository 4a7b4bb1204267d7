import type { Reservation, ReservationAgreement } from '@shared/domain/reservation';

/** A stored reservation: a hold of prop-1 by u1 at £95,000 on the default terms (3% + VAT, a £1,000 fee), nothing signed or paid, unless overridden. */
export const buildReservation = (over: Partial<Reservation> = {}): Reservation => ({
  id: 'res-1',
  propertyId: 'prop-1',
  investorId: 'u1',
  status: 'held',
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  version: 1,
  heldUntil: '2026-01-09T10:00:00.000Z',
  pricePence: 9_500_000,
  feeTerms: { kind: 'percent', basisPoints: 300 },
  reservationFeePence: 100_000,
  ...over,
});

/** The sourcing agreement as a signature records it (the SHA-256 of the PDF read, the typed name), without the stored copies unless given. */
export const signedAgreement = (signedAt: string, signedName: string, over: Partial<ReservationAgreement> = {}): ReservationAgreement => ({
  status: 'signed',
  signedAt,
  sha256: 'a'.repeat(64),
  signedName,
  ...over,
});

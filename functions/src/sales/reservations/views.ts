import type { Reservation } from '@shared/domain/reservation';
import { buyerCheckStatus } from '@shared/rules/buyer-check-status';
import { myReservationView, reservationRow, type MyReservation, type MyReservations, type ReservationRow } from '@shared/views/reservation';
import { isVatRegistered } from '@shared/contract/firm';
import { clock } from '../../clock';
import { getBuyerCheck, listBuyerChecks } from '../../compliance/db/buyer-checks';
import { listProfiles } from '../../members/db/profiles';
import { getProperties } from '../../catalogue/db/properties';
import { listInvestorReservations, listInvestorWaitingPlaces } from '../db/reservations';
import { firmRegistrations } from '../../firm';
import { reservationSettings } from './settings';

/** Whether the fees carry VAT: the firm's 'VAT registered' setting. */
const vat = () => ({ vatRegistered: isVatRegistered(firmRegistrations()) });

/** How the fees relate, from the settings the agreement is written from. */
const balanceTerms = () => {
  const { balanceDue, reservationFeeCredited } = reservationSettings();
  return { balanceDue, reservationFeeCredited };
};

/** The titles of the listings reserved (one batch read). */
async function titles(reservations: readonly Reservation[]): Promise<Map<string, string>> {
  const properties = await getProperties(reservations.map((r) => r.propertyId));
  return new Map(properties.map((p) => [p.id, p.title]));
}

/** The investor's view of their reservations (their own buyer checks read once). */
export async function myViews(investorId: string, reservations: readonly Reservation[]): Promise<MyReservation[]> {
  const [byId, check] = await Promise.all([titles(reservations), getBuyerCheck(investorId)]);
  const cleared = buyerCheckStatus(check, clock()) === 'cleared';
  return reservations.map((r) => myReservationView(r, byId.get(r.propertyId) ?? null, cleared, vat(), balanceTerms()));
}

export async function myView(reservation: Reservation): Promise<MyReservation> {
  const [view] = await myViews(reservation.investorId, [reservation]);
  return view!;
}

export async function myReservationsOf(investorId: string): Promise<MyReservations> {
  const [reservations, waitingList] = await Promise.all([listInvestorReservations(investorId), listInvestorWaitingPlaces(investorId)]);
  return { reservations: await myViews(investorId, reservations), waitingList };
}

/** Admin Tools' rows: one Query each of the profiles and the buyer checks, one batch read of the listings. */
export async function rowsOf(reservations: readonly Reservation[]): Promise<ReservationRow[]> {
  const [byId, profiles, checks] = await Promise.all([titles(reservations), listProfiles(), listBuyerChecks()]);
  const people = new Map(profiles.map((p) => [p.id, { name: p.fullName ?? null, email: p.email ?? null }]));
  const checkOf = new Map(checks.map((c) => [c.id, c]));
  const now = clock();
  return reservations.map((r) =>
    reservationRow(
      r,
      byId.get(r.propertyId) ?? null,
      people.get(r.investorId) ?? { name: null, email: null },
      buyerCheckStatus(checkOf.get(r.investorId), now),
      vat(),
      balanceTerms(),
    ),
  );
}

export async function rowOf(reservation: Reservation): Promise<ReservationRow> {
  const [row] = await rowsOf([reservation]);
  return row!;
}

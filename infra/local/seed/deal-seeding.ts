import { randomUUID } from 'node:crypto';
import type { FundsSource } from '@shared/domain/buyer-check';
import type { Reservation, ReservationAgreement } from '@shared/domain/reservation';
import { defaultDealInputs } from '@shared/rules/deal-analysis';
import { listingDealPrefill } from '@shared/rules/deal-prefill';
import { buildBuyerPerson } from '../builders/buyer-check';
import { demoAccounts } from './accounts';
import {
  acceptedAt,
  demoBuyerAccount,
  demoDealEntries,
  demoFundsSources,
  demoReservation,
  demoReservations,
  listingStatusAfter,
  progressedDeal,
  reservedAt,
  signedAt,
  type DemoBuyer,
  type DemoDeal,
  type DemoReservationSpec,
} from './deals';

/**
 * Writes the demo's reservation and deals (seed/deals.ts) through the db modules, in the transactions the API uses:
 * the buyers' checks cleared, the hold (with its lock) and its signed agreement, then the acceptance with the listing's
 * new status and the deal opened by open-deal.ts's own `newDeal` (so its analysis at acceptance is made as an
 * acceptance makes it). Idempotent: a reservation already there is left as it is, and a listing no longer Available
 * (changed by hand meanwhile) is left out, never forced.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Loaded once the seed has set the repositories' environment (seed/index.ts). */
const modules = async () => ({
  reservations: await import('../../../functions/src/sales/db/reservations'),
  deals: await import('../../../functions/src/sales/db/deals'),
  properties: await import('../../../functions/src/catalogue/db/properties'),
  checks: await import('../../../functions/src/compliance/db/buyer-checks'),
  scenarios: await import('../../../functions/src/catalogue/db/deal-scenarios'),
  openDeal: await import('../../../functions/src/sales/deals/open-deal'),
  settings: await import('../../../functions/src/sales/reservations/settings'),
  agreement: await import('../../../functions/src/sales/reservations/agreement'),
  render: await import('../../../functions/src/sales/agreements/render'),
  store: await import('../../../functions/src/sales/agreements/store-signed'),
});
type Modules = Awaited<ReturnType<typeof modules>>;

interface Seeding {
  m: Modules;
  now: Date;
  log: (line: string) => void;
  idOf: (buyer: DemoBuyer) => string;
  admin: { id: string; email: string; name: string };
}

const auditBy = (s: Seeding, action: string) => ({ actor: s.admin, action: `demo data: ${action}` });

/** The buyer's checks cleared by the demo admin at `at`, unless the buyer has started their own. */
async function clearChecks(s: Seeding, buyer: DemoBuyer, fundsSource: FundsSource, at: string): Promise<void> {
  const id = s.idOf(buyer);
  const check = await s.m.checks.ensureBuyerCheck(id, { asMember: false }, at);
  if (check.part.buyerType || check.part.individuals.length > 0) return;
  await s.m.checks.updateBuyerCheck(
    id,
    {
      part: { buyerType: 'individual', individuals: [buildBuyerPerson({ fullName: demoBuyerAccount(buyer).fullName })], purpose: 'Buy-to-let', fundsSource },
      clearance: { at, approvals: [{ by: { id: s.admin.id, name: s.admin.name }, at }] },
    },
    check.version,
    { audit: auditBy(s, 'buyer checks cleared'), asMember: false },
  );
}

/** The agreement signed as the investor signs it: its signed copy rendered over the agreement as it reads, and stored. */
async function signed(s: Seeding, reservation: Reservation, fullName: string, at: string): Promise<ReservationAgreement> {
  const from = { ipAddress: '127.0.0.1', userAgent: 'Demo data (infra/local/seed)' };
  const input = await s.m.agreement.agreementInput(reservation);
  const sha256 = s.m.render.agreementSha256(await s.m.render.renderSourcingAgreement(input));
  const pdf = await s.m.render.renderSignedAgreement(input, { fullName, signedAt: at, ...from, sha256 });
  const stored = await s.m.store.storeSignedAgreement({ reservationId: reservation.id, signedAt: at, listingTitle: input.listing.title, pdf });
  return { status: 'signed', signedAt: at, sha256, signedName: fullName, ...from, objectKeys: { signed: stored.key } };
}

/** The buyer's scenario of the listing, saved before they reserved it (unless they have one of it). */
async function saveScenario(s: Seeding, spec: DemoDeal, investorId: string): Promise<void> {
  if (!spec.scenario) return;
  if ((await s.m.scenarios.listDealScenarios(investorId)).some((saved) => saved.propertyId === spec.listingId)) return;
  const property = (await s.m.properties.getProperty(spec.listingId))!;
  const { name, savedDaysBeforeReserving, depositPercent, mortgageRatePercent } = spec.scenario;
  const inputs = { ...defaultDealInputs({ ...listingDealPrefill(property), company: false }), depositPercent, mortgageRatePercent };
  const at = new Date(reservedAt(spec, s.now).getTime() - savedDaysBeforeReserving * DAY_MS).toISOString();
  await s.m.scenarios.createDealScenario(investorId, { propertyId: spec.listingId, name, inputs }, at);
}

/** The hold with its lock, on condition the listing is still Available; false when it is not. */
async function hold(s: Seeding, spec: DemoReservationSpec, investorId: string): Promise<Reservation | undefined> {
  const property = await s.m.properties.getProperty(spec.listingId);
  if (!property?.isPublished || property.status !== 'Available') return undefined;
  if (spec.kind === 'deal') await saveScenario(s, spec, investorId);
  const draft = demoReservation(spec, { investorId, pricePence: Math.round(property.price * 100), settings: s.m.settings.reservationSettings(), now: s.now });
  const reservation = { ...draft, agreement: await signed(s, draft, demoBuyerAccount(spec.buyer).fullName, signedAt(spec, s.now)) };
  return (await s.m.reservations.createReservation(reservation, auditBy(s, 'listing reserved'))) ? reservation : undefined;
}

/** The acceptance: the listing Under Offer (or Sold and its lock released), the deal opened as it stands now, then its trail. */
async function accept(s: Seeding, spec: DemoDeal, reservation: Reservation): Promise<void> {
  const { m } = s;
  const property = (await m.properties.getProperty(spec.listingId))!;
  const at = acceptedAt(spec, s.now).toISOString();
  const { financing, buyer } = await m.openDeal.acceptanceFacts(reservation.investorId, property.id);
  const opened = m.openDeal.newDeal({ ...reservation, status: 'accepted', acceptedAt: at, updatedAt: at }, financing, property, buyer);
  const deal = progressedDeal(opened, spec, s.now);
  const audit = auditBy(s, 'reservation accepted');
  await m.reservations.updateReservation(spec.id, { status: 'accepted', acceptedAt: at }, reservation.version, {
    audit,
    also: m.reservations.alsoAll(
      m.reservations.setListingStatus(property, listingStatusAfter(spec), audit),
      deal.status === 'completed' ? m.reservations.releaseLock : m.reservations.lockAccepted,
      (tx) => m.deals.dealCreationSteps(tx, deal, auditBy(s, 'deal opened')),
    ),
  });
  for (const entry of demoDealEntries(deal, { id: s.admin.id, name: s.admin.name }, randomUUID)) {
    await m.deals.addDealEntry(entry, auditBy(s, `deal ${entry.kind}`));
  }
}

/** One spec: 'present' when its reservation is there already (a rerun), 'skipped' when its listing is no longer Available. */
async function seedOne(s: Seeding, spec: DemoReservationSpec): Promise<'created' | 'present' | 'skipped'> {
  let reservation = await s.m.reservations.getReservation(spec.id);
  // A hold made on an earlier run whose acceptance did not follow (the run stopped) is accepted now.
  if (reservation && (spec.kind === 'held' || reservation.status !== 'held')) return 'present';
  reservation ??= await hold(s, spec, s.idOf(spec.buyer));
  if (!reservation) {
    s.log(`[seed] demo deals: ${spec.listingId} is no longer Available, so its demo reservation is left out`);
    return 'skipped';
  }
  if (spec.kind === 'deal') await accept(s, spec, reservation);
  return 'created';
}

/** Seeds the demo reservation and deals for the accounts' ids (by email), one after another. */
export async function seedDemoDeals(
  ids: ReadonlyMap<string, string>,
  log: (line: string) => void,
  now = new Date(),
): Promise<{ created: number; present: number; skipped: number }> {
  const idOf = (buyer: DemoBuyer) => ids.get(demoBuyerAccount(buyer).email)!;
  const s: Seeding = {
    m: await modules(),
    now,
    log,
    idOf,
    admin: { id: ids.get(demoAccounts.admin.email)!, email: demoAccounts.admin.email, name: demoAccounts.admin.fullName },
  };
  // Cleared before the first of their reservations, and still in date (a clearance lasts 12 months).
  const earliest = Math.min(...demoReservations.map((spec) => reservedAt(spec, now).getTime()));
  const clearedAt = new Date(earliest - 10 * DAY_MS).toISOString();
  const buyers = [...new Set(demoReservations.map((spec) => spec.buyer))];
  await Promise.all(buyers.map((buyer) => clearChecks(s, buyer, demoFundsSources[buyer], clearedAt)));
  const counts = { created: 0, present: 0, skipped: 0 };
  for (const spec of demoReservations) counts[await seedOne(s, spec)] += 1;
  return counts;
}

// The stack's environment (TABLE_NAME) first: the entity modules read it as they load.
import './stack';
import { routes, type RouteName } from '@shared/contract/routes';
import { getAreaInsight } from '../../functions/src/catalogue/db/area-insights';
import { buyerCheckEntity } from '../../functions/src/db/entities/buyer-check';
import { dealEntity } from '../../functions/src/db/entities/deal';
import { approvedAdminCountEntity } from '../../functions/src/db/entities/approved-admin-count';
import { areaInsightEntity } from '../../functions/src/db/entities/area-insight';
import { areaInsightSlugEntity } from '../../functions/src/db/entities/area-insight-slug';
import { alertStatEntity } from '../../functions/src/db/entities/alert-stat';
import { auditEventEntity } from '../../functions/src/db/entities/audit-event';
import { catalogueCardEntity } from '../../functions/src/db/entities/catalogue-card';
import { catalogueSearchEntity } from '../../functions/src/db/entities/catalogue-search';
import { digestEntryEntity } from '../../functions/src/db/entities/digest-entry';
import { documentAccessEntity } from '../../functions/src/db/entities/document-access';
import { erasedMemberEntity } from '../../functions/src/db/entities/erased-member';
import { favouriteEntity } from '../../functions/src/db/entities/favourite';
import { interestCountEntity } from '../../functions/src/db/entities/interest-count';
import { interestRegistrationEntity } from '../../functions/src/db/entities/interest-registration';
import { managementRowEntity } from '../../functions/src/db/entities/management-row';
import { memberErasureEntity } from '../../functions/src/db/entities/member-erasure';
import { profileEntity } from '../../functions/src/db/entities/profile';
import { propertyEntity } from '../../functions/src/db/entities/property';
import { propertyDeletionEntity } from '../../functions/src/db/entities/property-deletion';
import { propertyNotificationEntity } from '../../functions/src/db/entities/property-notification';
import { reservationEntity } from '../../functions/src/db/entities/reservation';
import { reservationLockEntity } from '../../functions/src/db/entities/reservation-lock';
import { resourceEntity } from '../../functions/src/db/entities/resource';
import { getReservation } from '../../functions/src/sales/db/reservations';
import { getDeal } from '../../functions/src/sales/db/deals';
import { memberKeyPrefixes } from '../../functions/src/members/db/member-data';
import { erasureReference } from '../../functions/src/members/db/member-erasure';
import type { AuditTarget } from '@shared/domain/audit';
import type { FuzzCase } from './fuzz';
import { memberRead, readOf, type KeyRead } from './stored-keys';

/**
 * What each write route can store, as the keys to read (tests/support/stored-keys.ts): the fuzzing reads exactly
 * these before and after a request to prove that a refused one stored nothing. Keys follow from the request (its
 * path ids, the ids and emails in its body) and from who calls it; where a route creates an item under an id it
 * picks itself, the read is the newest page of the index the new item appears in.
 *
 * Besides its own items, a signed-in or admin route may write its caller's profile (the shared chain creates a
 * bootstrap admin's on their first call), and every admin change writes an audit event in its own transaction:
 * `writesOf` adds both. The throttle's counters are never read (see readStored).
 *
 * A route added to the route table must get a line here (the type requires it), or the fuzzing cannot check it.
 */

/** An account of the fuzzing's own: a route given its id writes under its email too. */
export interface Person {
  id: string;
  email: string;
}

export interface WriteContext {
  /** Whose token the request carries (none on a public route). */
  caller: Person | undefined;
  /** Every account the fuzzing made. */
  people: readonly Person[];
}

export type WriteRouteName = { [K in RouteName]: (typeof routes)[K]['method'] extends 'GET' ? never : K }[RouteName];
type RouteWrites = (c: FuzzCase, context: WriteContext) => KeyRead[] | Promise<KeyRead[]>;

/** A string field of the request's JSON body, if it has one (a request without it can name no key through it). */
const bodyField = (c: FuzzCase, field: string): string | undefined => {
  const value =
    c.body.kind === 'json' && typeof c.body.value === 'object' && c.body.value !== null ? (c.body.value as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
};
/** As the email field (shared/src/core/fields.ts) and the repositories keep it. */
const normalEmail = (email: string) => email.trim().toLowerCase();
const when = <T>(value: T | undefined, reads: (value: T) => KeyRead[]): KeyRead[] => (value === undefined ? [] : reads(value));

const profile = (id: string) => readOf(`profile ${id}`, profileEntity.query.byId({ id }));
/** The member's own partition: favourites, detail requests, saved searches, deal scenarios, alerts and their settings, the counters. */
const memberPartition = (userId: string) => readOf(`partition of member ${userId}`, favouriteEntity.query.byUser({ userId }), { wholePartition: true });
/** Everything kept under one email: the interest registration, the account email's claim, a bootstrap admin's claim. */
const emailPartition = (email: string) =>
  readOf(`items of email ${normalEmail(email)}`, interestRegistrationEntity.query.byEmail({ email: normalEmail(email) }), { wholePartition: true });
const auditOf = (targetType: AuditTarget, targetId: string) =>
  readOf(`audit events of ${targetType} ${targetId}`, auditEventEntity.query.byTarget({ targetType, targetId }));
const newestAuditEvents = readOf('newest audit events', auditEventEntity.query.newestFirst({}), { newest: true });
const approvedAdminCount = readOf('approved admin count', approvedAdminCountEntity.query.only({}));
const interestCounts = readOf('interest counts', interestCountEntity.query.all({}));
const newestProperties = [
  readOf('newest properties', propertyEntity.query.newestFirst({}), { newest: true }),
  readOf('newest management rows', managementRowEntity.query.newestFirst({}), { newest: true }),
];
const registrationWrites = (email: string) => [emailPartition(email), auditOf('registration', normalEmail(email))];
const profileWrites = (id: string) => [profile(id), auditOf('profile', id)];

/** A property's record and every item written with it or when it goes (functions/src/catalogue/db/properties.ts, its deletion steps). */
const propertyWrites = (propertyId: string): KeyRead[] => [
  readOf(`property ${propertyId}`, propertyEntity.query.byId({ id: propertyId })),
  readOf(`deletion of property ${propertyId}`, propertyDeletionEntity.query.byId({ id: propertyId })),
  readOf(`catalogue card of ${propertyId}`, catalogueCardEntity.query.all({ propertyId })),
  readOf(`catalogue search text of ${propertyId}`, catalogueSearchEntity.query.all({ propertyId })),
  readOf(`management row of ${propertyId}`, managementRowEntity.query.all({ propertyId })),
  readOf(`interest count of ${propertyId}`, interestCountEntity.query.all({ propertyId })),
  // Its listing events and its send log share the property's partition.
  readOf(`events and send log of ${propertyId}`, propertyNotificationEntity.query.byProperty({ propertyId }), { wholePartition: true }),
  // Its favourites, detail requests and registrations, by property.
  readOf(`favourites and requests of ${propertyId}`, favouriteEntity.query.byProperty({ propertyId }), { wholePartition: true }),
  auditOf('property', propertyId),
];

/** What an erasure writes or deletes (functions/src/members/db/member-erasure.ts): every key of the member's data, its marker, the record of it. */
const erasureWrites = (memberId: string, { people }: WriteContext): KeyRead[] => {
  const email = people.find((person) => person.id === memberId)?.email;
  return [
    ...(email ? memberKeyPrefixes(memberId, email).map(memberRead) : [profile(memberId), memberPartition(memberId), auditOf('profile', memberId)]),
    readOf(`erasure of ${memberId}`, memberErasureEntity.query.byMember({ memberId })),
    readOf('unfinished erasures', memberErasureEntity.query.unfinished({}), { newest: true }),
    readOf(`erased member ${memberId}`, erasedMemberEntity.query.byReference({ reference: erasureReference(memberId) })),
    readOf(`digest entries of ${memberId}`, digestEntryEntity.query.all({ userId: memberId })),
    approvedAdminCount,
    interestCounts,
  ];
};

const buyerCheckWrites = (memberId: string): KeyRead[] => [
  readOf(`buyer check of ${memberId}`, buyerCheckEntity.query.byBuyer({ buyerId: memberId })),
  auditOf('buyerCheck', memberId),
];

/** A listing's reservation lock and waiting list (one partition), the newest reservations, every open lock. */
const listingReservationWrites = (propertyId: string): KeyRead[] => [
  readOf(`reservation lock and waiting list of ${propertyId}`, reservationLockEntity.query.byProperty({ propertyId }), { wholePartition: true }),
  readOf('newest reservations', reservationEntity.query.newestFirst({}), { newest: true }),
  readOf('open reservation locks', reservationLockEntity.query.open({})),
  newestAuditEvents,
];

/** A reservation's record and audit events, and what its end or acceptance moves: its listing, lock, waiting list and the next hold. */
const reservationWrites = async (id: string): Promise<KeyRead[]> => {
  const current = await getReservation(id).catch(() => undefined);
  return [
    readOf(`reservation ${id}`, reservationEntity.query.byId({ id })),
    auditOf('reservation', id),
    // An acceptance opens the deal (the reservation's id) in the same transaction.
    ...dealPartition(id),
    ...(current ? [...listingReservationWrites(current.propertyId), ...propertyWrites(current.propertyId)] : []),
  ];
};

/** A deal's partition (the deal and its entries) and its audit events. */
const dealPartition = (id: string): KeyRead[] => [
  readOf(`deal ${id} and its entries`, dealEntity.query.byId({ dealId: id }), { wholePartition: true }),
  auditOf('deal', id),
];

/** A deal's partition, and what its completion or fall-through moves: its reservation, listing and lock, the buyer's checks. */
const dealWrites = async (id: string): Promise<KeyRead[]> => {
  const current = await getDeal(id).catch(() => undefined);
  return [...(await reservationWrites(id)), ...(current ? buyerCheckWrites(current.investorId) : [])];
};

const areaInsightWrites = async (id: string): Promise<KeyRead[]> => {
  const current = await getAreaInsight(id).catch(() => undefined);
  return [
    readOf(`area insight ${id}`, areaInsightEntity.query.byId({ id })),
    auditOf('areaInsight', id),
    ...when(current?.urlSlug, (urlSlug) => [readOf(`slug claim ${urlSlug}`, areaInsightSlugEntity.query.bySlug({ urlSlug }))]),
  ];
};
const slugClaim = (c: FuzzCase) =>
  when(bodyField(c, 'urlSlug'), (urlSlug) => [readOf(`slug claim ${urlSlug}`, areaInsightSlugEntity.query.bySlug({ urlSlug }))]);
const allAreaInsights = readOf('area insights', areaInsightEntity.query.all({}));

const callerOf = ({ caller }: WriteContext): Person => {
  if (!caller) throw new Error('a signed-in route called without a caller');
  return caller;
};

export const routeWrites: Record<WriteRouteName, RouteWrites> = {
  registerInterest: (c) => [
    ...when(bodyField(c, 'email'), (email) => [emailPartition(email)]),
    ...when(bodyField(c, 'propertyId'), (propertyId) => [readOf(`interest count of ${propertyId}`, interestCountEntity.query.all({ propertyId }))]),
    // A registration is keyed by its email, and stamped now: a new one under any email is on this page.
    readOf('newest interest registrations', interestRegistrationEntity.query.newestFirst({}), { newest: true }),
  ],
  // Nothing but its throttle counters: the activation job works on Cognito alone.
  requestActivation: () => [],
  // The alert settings of the member the link names (its token is that id, base64url, a dot and a signature).
  unsubscribeAlerts: (c) =>
    when(c.query.token?.split('.')[0], (encoded) => {
      const userId = Buffer.from(encoded, 'base64url').toString();
      return userId ? [memberPartition(userId)] : [];
    }),

  recordSignIn: (_, context) => [profile(callerOf(context).id)],
  addFavourite: (_, context) => [memberPartition(callerOf(context).id)],
  removeFavourite: (_, context) => [memberPartition(callerOf(context).id)],
  addPropertyRequest: (_, context) => [memberPartition(callerOf(context).id)],
  removePropertyRequest: (_, context) => [memberPartition(callerOf(context).id)],
  updateMyProfile: (_, context) => profileWrites(callerOf(context).id),
  updateMyRequirements: (_, context) => profileWrites(callerOf(context).id),
  createDealScenario: (_, context) => [memberPartition(callerOf(context).id)],
  deleteDealScenario: (_, context) => [memberPartition(callerOf(context).id)],
  // The download's line in the document-open log (the PDF itself goes to S3, not the table).
  createDealPack: (c) => [
    readOf(`document opens of property ${c.params.id!}`, documentAccessEntity.query.bySubject({ subjectType: 'property', subjectId: c.params.id! })),
  ],
  createSavedSearch: (_, context) => [memberPartition(callerOf(context).id)],
  renameSavedSearch: (_, context) => [memberPartition(callerOf(context).id)],
  deleteSavedSearch: (_, context) => [memberPartition(callerOf(context).id)],
  updateMyAlerts: (_, context) => [
    memberPartition(callerOf(context).id),
    // Marking an alert read adds to its listing's opened figure.
    readOf('alert figures', alertStatEntity.query.all({})),
    readOf(`digest entries of ${callerOf(context).id}`, digestEntryEntity.query.all({ userId: callerOf(context).id })),
  ],
  eraseMyAccount: (_, context) => erasureWrites(callerOf(context).id, context),

  createMember: (c) => [
    ...when(bodyField(c, 'email'), (email) => [emailPartition(email)]),
    ...when(bodyField(c, 'registrationEmail'), registrationWrites),
    // The new profile is keyed by the Cognito id made for it, and approved now: it is on this page.
    readOf('newest approved profiles', profileEntity.query.byAccessStatus({ accessStatus: 'approved' }), { newest: true }),
    approvedAdminCount,
  ],
  setMemberAccess: (c) => [...profileWrites(c.params.id!), approvedAdminCount],
  setRegistrationStatus: (c) => registrationWrites(c.params.email!),
  resendLead: (c) => registrationWrites(c.params.email!),
  updateMember: (c) => profileWrites(c.params.id!),
  sendWelcomeEmail: (c) => profileWrites(c.params.id!),
  resendInvitation: (c) => profileWrites(c.params.id!),
  eraseMember: (c, context) => erasureWrites(c.params.id!, context),
  finishErasure: (c, context) => erasureWrites(c.params.id!, context),

  // A new property's id is the body's, or one the server picks: then the newest pages show it.
  createProperty: (c) => [...when(bodyField(c, 'id'), propertyWrites), ...newestProperties],
  updateProperty: (c) => propertyWrites(c.params.id!),
  patchProperty: (c) => propertyWrites(c.params.id!),
  deleteProperty: (c) => propertyWrites(c.params.id!),
  duplicateProperty: (c) => [...propertyWrites(c.params.id!), ...newestProperties],
  // It rewrites the views of every property.
  rebuildCatalogue: () => [
    readOf('catalogue cards', catalogueCardEntity.query.all({})),
    readOf('catalogue search texts', catalogueSearchEntity.query.all({})),
    readOf('management rows', managementRowEntity.query.all({})),
  ],
  notifyProperty: (c) => [
    readOf(`events and send log of ${c.params.id}`, propertyNotificationEntity.query.byProperty({ propertyId: c.params.id! }), { wholePartition: true }),
    auditOf('property', c.params.id!),
  ],

  // Resources are tens of items, all on one index partition: a new one under any id is there.
  createResource: () => [readOf('resources', resourceEntity.query.all({}))],
  updateResource: (c) => [readOf('resources', resourceEntity.query.all({})), auditOf('resource', c.params.id!)],
  deleteResource: (c) => [readOf('resources', resourceEntity.query.all({})), auditOf('resource', c.params.id!)],
  setPropertyRequestStatus: (c) => [memberPartition(c.params.userId!)],

  // Area insights are tens of items, all on one index partition; a slug is claimed by an item of its own.
  createAreaInsight: (c) => [allAreaInsights, ...slugClaim(c)],
  updateAreaInsight: async (c) => [allAreaInsights, ...slugClaim(c), ...(await areaInsightWrites(c.params.id!))],
  deleteAreaInsight: async (c) => [allAreaInsights, ...(await areaInsightWrites(c.params.id!))],

  // Files only: no record is written (functions/src/catalogue/uploads/uploads.ts).
  createUpload: () => [],
  completeUpload: () => [],

  // A buyer's checks: their one record and its audit events (functions/src/compliance/db/buyer-checks.ts); the upload policies write nothing.
  saveMyBuyerCheck: (_, context) => buyerCheckWrites(callerOf(context).id),
  createMyBuyerCheckUpload: () => [],
  completeMyBuyerCheckUpload: (_, context) => buyerCheckWrites(callerOf(context).id),
  removeMyBuyerCheckEvidence: (_, context) => buyerCheckWrites(callerOf(context).id),
  recordIdentityVerification: (c) => buyerCheckWrites(c.params.id!),
  decideScreeningMatch: (c) => buyerCheckWrites(c.params.id!),
  reportScreeningMatchToOfsi: (c) => buyerCheckWrites(c.params.id!),
  recordRegisterDiscrepancy: (c) => buyerCheckWrites(c.params.id!),
  setBuyerRisk: (c) => buyerCheckWrites(c.params.id!),
  approveBuyerCheck: (c) => buyerCheckWrites(c.params.id!),
  createBuyerCheckUpload: () => [],
  completeBuyerCheckUpload: () => [],

  // Reservations (functions/src/sales/db/reservations.ts): the listing's lock and waiting list, the reservations, their audit events.
  reserveProperty: (c) => listingReservationWrites(c.params.id!),
  joinWaitingList: (c) => listingReservationWrites(c.params.id!),
  leaveWaitingList: (c) => listingReservationWrites(c.params.id!),
  cancelMyReservation: (c) => reservationWrites(c.params.id!),
  recordBankPayment: (c) => reservationWrites(c.params.id!),
  refundReservation: (c) => reservationWrites(c.params.id!),
  acceptReservation: (c) => reservationWrites(c.params.id!),
  cancelReservation: (c) => reservationWrites(c.params.id!),
  signMyReservationAgreement: (c) => reservationWrites(c.params.id!),
  startReservationCheckout: (c) => reservationWrites(c.params.id!),
  // Only an event Stripe signed changes anything (a reservation named in it, and the event's own item): the newest ones.
  stripeWebhook: () => [readOf('newest reservations', reservationEntity.query.newestFirst({}), { newest: true })],
  // Deals (functions/src/sales/db/deals.ts): the deal's partition with its entries, its audit events, and what its end moves.
  setMyDealSolicitor: (c) => dealPartition(c.params.id!),
  progressDeal: (c) => dealWrites(c.params.id!),
  setDealTargets: (c) => dealPartition(c.params.id!),
  addDealNote: (c) => dealPartition(c.params.id!),
  endDeal: (c) => dealWrites(c.params.id!),
  // A message in the deal's partition; an admin's with its audit event.
  postMyDealMessage: (c) => dealPartition(c.params.id!),
  postDealMessage: (c) => dealPartition(c.params.id!),
  // A presigned POST stores nothing; a completed upload is a document in the deal's partition, with its audit event.
  createMyDealUpload: () => [],
  completeMyDealUpload: (c) => dealPartition(c.params.id!),
  // The memorandum is a document in the deal's partition, with its audit event.
  sendDealMemorandum: (c) => dealPartition(c.params.id!),
};

/** Every key a request of this route can write: the route's own, its caller's profile, and for an admin route the newest audit events. */
export async function writesOf(name: WriteRouteName, c: FuzzCase, context: WriteContext): Promise<KeyRead[]> {
  return [
    ...(await routeWrites[name](c, context)),
    ...when(context.caller, ({ id }) => [profile(id)]),
    ...(routes[name].access === 'admin' ? [newestAuditEvents] : []),
  ];
}

import type { CommittedTransactionResult, TransactWriteItem } from 'electrodb';
import { createWriteTransaction } from './electrodb';
import { alertEntity } from './entities/alert';
import { alertSettingsEntity } from './entities/alert-settings';
import { alertStatEntity } from './entities/alert-stat';
import { digestEntryEntity } from './entities/digest-entry';
import { instantBatchEntity } from './entities/instant-batch';
import { listingEventEntity } from './entities/listing-event';
import { accountEmailEntity } from './entities/account-email';
import { adminEmailClaimEntity } from './entities/admin-email-claim';
import { approvedAdminCountEntity } from './entities/approved-admin-count';
import { areaInsightEntity } from './entities/area-insight';
import { areaInsightSlugEntity } from './entities/area-insight-slug';
import { auditEventEntity } from './entities/audit-event';
import { buyerCheckEntity } from './entities/buyer-check';
import { reservationEntity } from './entities/reservation';
import { reservationLockEntity } from './entities/reservation-lock';
import { waitingListEntryEntity } from './entities/waiting-list-entry';
import { catalogueCardEntity } from './entities/catalogue-card';
import { catalogueSearchEntity } from './entities/catalogue-search';
import { dealScenarioEntity } from './entities/deal-scenario';
import { documentAccessEntity } from './entities/document-access';
import { favouriteEntity } from './entities/favourite';
import { interestCountEntity } from './entities/interest-count';
import { itemCountEntity } from './entities/item-count';
import { interestRegistrationEntity } from './entities/interest-registration';
import { managementRowEntity } from './entities/management-row';
import { memberErasureEntity } from './entities/member-erasure';
import { erasedMemberEntity } from './entities/erased-member';
import { profileEntity } from './entities/profile';
import { propertyEntity } from './entities/property';
import { propertyDeletionEntity } from './entities/property-deletion';
import { propertyRequestEntity } from './entities/property-request';
import { propertyNotificationEntity } from './entities/property-notification';
import { savedSearchEntity } from './entities/saved-search';
import { stripeEventEntity } from './entities/stripe-event';
import { resourceEntity } from './entities/resource';
import { throttleEntity } from './entities/throttle';

/** Every entity of the single table, by the name a transaction's callback and the member export use. */
const entities = {
  profile: profileEntity,
  property: propertyEntity,
  propertyDeletion: propertyDeletionEntity,
  catalogueCard: catalogueCardEntity,
  catalogueSearch: catalogueSearchEntity,
  managementRow: managementRowEntity,
  areaInsight: areaInsightEntity,
  areaInsightSlug: areaInsightSlugEntity,
  favourite: favouriteEntity,
  propertyRequest: propertyRequestEntity,
  interestRegistration: interestRegistrationEntity,
  interestCount: interestCountEntity,
  resource: resourceEntity,
  throttle: throttleEntity,
  adminEmailClaim: adminEmailClaimEntity,
  accountEmail: accountEmailEntity,
  auditEvent: auditEventEntity,
  documentAccess: documentAccessEntity,
  propertyNotification: propertyNotificationEntity,
  dealScenario: dealScenarioEntity,
  savedSearch: savedSearchEntity,
  listingEvent: listingEventEntity,
  alert: alertEntity,
  alertStat: alertStatEntity,
  alertSettings: alertSettingsEntity,
  digestEntry: digestEntryEntity,
  instantBatch: instantBatchEntity,
  memberErasure: memberErasureEntity,
  erasedMember: erasedMemberEntity,
  itemCount: itemCountEntity,
  approvedAdminCount: approvedAdminCountEntity,
  buyerCheck: buyerCheckEntity,
  stripeEvent: stripeEventEntity,
  reservation: reservationEntity,
  reservationLock: reservationLockEntity,
  waitingListEntry: waitingListEntryEntity,
};

type Entities = typeof entities;

/**
 * Transactions across entities (`portal.transaction.write(...)`), as an ElectroDB Service offers them, over every entity.
 * Not a Service: its transactions are this same ElectroDB function over the same entities (each already has the table
 * and client), and the portal reads no collection (ElectroDB's Service module would otherwise weigh on every bundle).
 * Query modules that touch one entity import it directly.
 */
export const portal = {
  entities,
  transaction: {
    write: <T, R extends ReadonlyArray<CommittedTransactionResult<T, TransactWriteItem>>>(
      fn: Parameters<typeof createWriteTransaction<Entities, T, R>>[1],
    ): ReturnType<typeof createWriteTransaction<Entities, T, R>> => createWriteTransaction(entities, fn),
  },
};

/** The entities as a write transaction's callback receives them. */
export type WriteEntities = Parameters<Parameters<typeof portal.transaction.write>[0]>[0];
/** One step of a write transaction (a put, delete, patch or condition check). */
export type WriteStep = CommittedTransactionResult<unknown, TransactWriteItem>;

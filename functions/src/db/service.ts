import type { CommittedTransactionResult, TransactWriteItem } from 'electrodb';
import { createWriteTransaction } from './electrodb';
import { registeredEntities } from './entity-registry';
import type { alertEntity } from './entities/alert';
import type { alertSettingsEntity } from './entities/alert-settings';
import type { alertStatEntity } from './entities/alert-stat';
import type { digestEntryEntity } from './entities/digest-entry';
import type { instantBatchEntity } from './entities/instant-batch';
import type { listingEventEntity } from './entities/listing-event';
import type { accountEmailEntity } from './entities/account-email';
import type { adminEmailClaimEntity } from './entities/admin-email-claim';
import type { approvedAdminCountEntity } from './entities/approved-admin-count';
import type { areaInsightEntity } from './entities/area-insight';
import type { areaInsightSlugEntity } from './entities/area-insight-slug';
import type { auditEventEntity } from './entities/audit-event';
import type { buyerCheckEntity } from './entities/buyer-check';
import type { reservationEntity } from './entities/reservation';
import type { reservationLockEntity } from './entities/reservation-lock';
import type { waitingListEntryEntity } from './entities/waiting-list-entry';
import type { catalogueCardEntity } from './entities/catalogue-card';
import type { catalogueSearchEntity } from './entities/catalogue-search';
import type { dealScenarioEntity } from './entities/deal-scenario';
import type { documentAccessEntity } from './entities/document-access';
import type { favouriteEntity } from './entities/favourite';
import type { interestCountEntity } from './entities/interest-count';
import type { itemCountEntity } from './entities/item-count';
import type { interestRegistrationEntity } from './entities/interest-registration';
import type { managementRowEntity } from './entities/management-row';
import type { memberErasureEntity } from './entities/member-erasure';
import type { erasedMemberEntity } from './entities/erased-member';
import type { profileEntity } from './entities/profile';
import type { propertyEntity } from './entities/property';
import type { propertyDeletionEntity } from './entities/property-deletion';
import type { propertyRequestEntity } from './entities/property-request';
import type { propertyNotificationEntity } from './entities/property-notification';
import type { savedSearchEntity } from './entities/saved-search';
import type { stripeEventEntity } from './entities/stripe-event';
import type { resourceEntity } from './entities/resource';
import type { throttleEntity } from './entities/throttle';

/** Every entity of the single table, by the name a transaction's callback and the member export use (its model's name). */
type Entities = {
  profile: typeof profileEntity;
  property: typeof propertyEntity;
  propertyDeletion: typeof propertyDeletionEntity;
  catalogueCard: typeof catalogueCardEntity;
  catalogueSearch: typeof catalogueSearchEntity;
  managementRow: typeof managementRowEntity;
  areaInsight: typeof areaInsightEntity;
  areaInsightSlug: typeof areaInsightSlugEntity;
  favourite: typeof favouriteEntity;
  propertyRequest: typeof propertyRequestEntity;
  interestRegistration: typeof interestRegistrationEntity;
  interestCount: typeof interestCountEntity;
  resource: typeof resourceEntity;
  throttle: typeof throttleEntity;
  adminEmailClaim: typeof adminEmailClaimEntity;
  accountEmail: typeof accountEmailEntity;
  auditEvent: typeof auditEventEntity;
  documentAccess: typeof documentAccessEntity;
  propertyNotification: typeof propertyNotificationEntity;
  dealScenario: typeof dealScenarioEntity;
  savedSearch: typeof savedSearchEntity;
  listingEvent: typeof listingEventEntity;
  alert: typeof alertEntity;
  alertStat: typeof alertStatEntity;
  alertSettings: typeof alertSettingsEntity;
  digestEntry: typeof digestEntryEntity;
  instantBatch: typeof instantBatchEntity;
  memberErasure: typeof memberErasureEntity;
  erasedMember: typeof erasedMemberEntity;
  itemCount: typeof itemCountEntity;
  approvedAdminCount: typeof approvedAdminCountEntity;
  buyerCheck: typeof buyerCheckEntity;
  stripeEvent: typeof stripeEventEntity;
  reservation: typeof reservationEntity;
  reservationLock: typeof reservationLockEntity;
  waitingListEntry: typeof waitingListEntryEntity;
};

/**
 * At run time, the entities this bundle's modules define (entity-registry.ts): a module that names one in a
 * transaction imports it, so every entity a transaction of the bundle names is there.
 */
const entities = registeredEntities as unknown as Entities;

/**
 * Transactions across entities (`portal.transaction.write(...)`), as an ElectroDB Service offers them, over the bundle's entities.
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

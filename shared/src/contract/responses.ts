import type { Favourite, PropertyRequest } from '../domain/favourite';
import type { InterestRegistration } from '../domain/interest';
import type { PropertyCard } from '../domain/property';
import type { DealScenario } from '../domain/deal-scenario';

/** Answers of the route table that are not a domain type as they are. */

/** A favourite or a detail request with its property card (null when the property is gone or hidden). */
export type SavedFavourite = Pick<Favourite, 'propertyId' | 'createdAt'> & { property: PropertyCard | null };
export type SavedPropertyRequest = Pick<PropertyRequest, 'propertyId' | 'createdAt' | 'status'> & { property: PropertyCard | null };

export interface CreatedUser {
  success: true;
  message: string;
  user: { id: string; email: string };
  /** Where the new user can ask for a fresh invitation. */
  activationLink: string;
}

/** A registration in the admin's list, with the title of the property it came from (if any). */
export type RegistrationRow = InterestRegistration & { property: { id: string; title: string } | null };

/** A saved deal analysis with the title of its listing (null when the listing is gone or hidden). */
export type SavedDealScenario = DealScenario & { property: { id: string; title: string } | null };

/** An erasure that has not finished (User Management's Erasures tab): the email is all that is left of the person. */
export interface UnfinishedErasureRow {
  memberId: string;
  email: string;
  reference: string;
  startedAt: string;
  /** When the CRM's erasure notice was queued, if it was. */
  noticeQueuedAt: string | null;
}

/** A finished erasure: the one-way reference its kept audit events are filed under (GET /audit/profile/{reference}). */
export interface ErasedMemberRow {
  reference: string;
  startedAt: string;
  erasedAt: string;
}

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Property } from '@shared/domain/property';
import type { NotificationAudience } from '@shared/domain/property-notification';
import type { AlertRecipient } from '@shared/rules/alert-recipients';
import type { PatchPropertyInput, PropertyRow } from '@shared/views/property-management';
import { api } from '../../../lib/api';
import { propertyRowsKey, propertyRowsQuery } from '../../../lib/pages';
import { routeQuery, selectItems } from '../../../lib/route-query';
import { isWholeRecord, type InvestorProperty } from '@shared/views/investor-property';

/** Every property (drafts too), newest first, as compact rows: those loaded so far, and whether every page is in. */
export const rowsQuery = propertyRowsQuery;

/** The cached rows now (none before the first page has arrived). */
export const cachedRows = (queryClient: QueryClient) => queryClient.getQueryData(propertyRowsKey)?.items;

/** Whether every page of the rows is in the cache. */
export const rowsComplete = (queryClient: QueryClient) => queryClient.getQueryData(propertyRowsKey)?.complete === true;

/** Changes the cached rows in place (nothing to change before the first page has arrived); pages still coming are added after them. */
export const updateCachedRows = (queryClient: QueryClient, update: (rows: PropertyRow[]) => PropertyRow[]) =>
  queryClient.setQueryData(propertyRowsKey, (load) => load && { ...load, items: update(load.items) });

const selectWholeRecord = ({ property }: { property: Property | InvestorProperty }): Property => {
  // Only admins edit, and admins receive the whole record.
  if (!isWholeRecord(property)) throw new Error('Only admins can edit a property');
  return property;
};

/** One property's full record (the notify dialog's alert text). */
export const propertyQuery = (id: string) => queryOptions({ ...routeQuery('getProperty', { params: { id } }), select: selectWholeRecord });

/** A property's send log, newest first. */
export const notificationsQuery = (id: string) => queryOptions({ ...routeQuery('listPropertyNotifications', { params: { id } }), select: selectItems });

const selectAlerted = (answer: { alerted: AlertRecipient[] }) => answer.alerted;

/** The investors the listing's matched alerts went to, most recent first (read with the send log). */
export const alertedQuery = (id: string) => queryOptions({ ...routeQuery('listPropertyNotifications', { params: { id } }), select: selectAlerted });

const selectCounts = (answer: { counts: Record<string, number> }) => answer.counts;

/** How many registrations of interest each property has (absent: none). */
export const interestCountsQuery = () => queryOptions({ ...routeQuery('listInterestCounts'), select: selectCounts });

/** Who registered interest from a property's page, newest first. */
export const propertyInterestQuery = (id: string) => queryOptions({ ...routeQuery('listPropertyInterest', { params: { id } }), select: selectItems });

export const patchProperty = (id: string, body: PatchPropertyInput) => api('patchProperty', { params: { id }, body });
export const duplicateProperty = (id: string) => api('duplicateProperty', { params: { id } });
export const deleteProperty = (id: string) => api('deleteProperty', { params: { id } });
export const notifyProperty = (id: string, audience: NotificationAudience, email?: string) =>
  api('notifyProperty', { params: { id }, body: { audience, ...(audience === 'specific_email' ? { email } : {}) } });

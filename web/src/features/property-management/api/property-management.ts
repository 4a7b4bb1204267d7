import { queryOptions } from '@tanstack/react-query';
import type { NotificationAudience } from '@shared/domain/property-notification';
import type { PatchPropertyInput } from '@shared/property-management';
import { api } from '../../../lib/api';
import { isWholeRecord } from '@shared/investor-property';

export const rowsKey = ['property-management', 'rows'] as const;
export const notificationsKey = (id: string) => ['property-management', 'notifications', id] as const;
export const propertyKey = (id: string) => ['property-management', 'property', id] as const;
export const interestCountsKey = ['property-management', 'interest-counts'] as const;

/** Every property (drafts too), newest first, as compact rows. */
export const rowsQuery = () =>
  queryOptions({
    queryKey: rowsKey,
    queryFn: async ({ signal }) => (await api('listPropertyRows', { signal })).items,
  });

/** One property's full record (the notify dialog's alert text). */
export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: propertyKey(id),
    queryFn: async ({ signal }) => {
      const { property } = await api('getProperty', { params: { id }, signal });
      // Only admins edit, and admins receive the whole record.
      if (!isWholeRecord(property)) throw new Error('Only admins can edit a property');
      return property;
    },
  });

/** A property's send log, newest first. */
export const notificationsQuery = (id: string) =>
  queryOptions({
    queryKey: notificationsKey(id),
    queryFn: async ({ signal }) => (await api('listPropertyNotifications', { params: { id }, signal })).items,
  });

/** How many registrations of interest each property has (absent: none). */
export const interestCountsQuery = () =>
  queryOptions({
    queryKey: interestCountsKey,
    queryFn: async ({ signal }) => (await api('listInterestCounts', { signal })).counts,
  });

/** Who registered interest from a property's page, newest first. */
export const propertyInterestQuery = (id: string) =>
  queryOptions({
    queryKey: ['property-management', 'interest', id] as const,
    queryFn: async ({ signal }) => (await api('listPropertyInterest', { params: { id }, signal })).items,
  });

export const patchProperty = (id: string, body: PatchPropertyInput) => api('patchProperty', { params: { id }, body });
export const duplicateProperty = (id: string) => api('duplicateProperty', { params: { id } });
export const deleteProperty = (id: string) => api('deleteProperty', { params: { id } });
export const notifyProperty = (id: string, audience: NotificationAudience, email?: string) =>
  api('notifyProperty', { params: { id }, body: { audience, ...(audience === 'specific_email' ? { email } : {}) } });

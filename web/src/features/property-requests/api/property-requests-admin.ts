import { queryOptions } from '@tanstack/react-query';
import type { PropertyRequestStatus } from '@shared/domain/favourite';
import { api } from '../../../lib/api';

export const adminRequestsKey = ['admin', 'property-requests'] as const;

/** Every request with its joined profile, property and the investor's favourites, newest first. */
export const adminRequestsQuery = () =>
  queryOptions({
    queryKey: adminRequestsKey,
    queryFn: async ({ signal }) => (await api('listPropertyRequestsAdmin', { signal })).items,
  });

export const setRequestStatus = (userId: string, propertyId: string, status: PropertyRequestStatus) =>
  api('setPropertyRequestStatus', { params: { userId, propertyId }, body: { status } });

/** The 'View Investor' dialog's data. */
export const investorProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'investor', userId],
    queryFn: ({ signal }) => api('getInvestorProfile', { params: { id: userId }, signal }),
  });

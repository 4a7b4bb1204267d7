import { queryOptions } from '@tanstack/react-query';
import type { PropertyRequestStatus } from '@shared/domain/favourite';
import { api } from '../../../lib/api';
import { routeQuery, selectItems } from '../../../lib/route-query';

/** Every request with its joined profile, property and the investor's favourites, newest first. */
export const adminRequestsQuery = () => queryOptions({ ...routeQuery('listPropertyRequests'), select: selectItems });

export const setRequestStatus = (userId: string, propertyId: string, status: PropertyRequestStatus) =>
  api('setPropertyRequestStatus', { params: { userId, propertyId }, body: { status } });

/** The 'View Investor' dialog's data. */
export const investorProfileQuery = (userId: string) => routeQuery('getInvestorProfile', { params: { id: userId } });

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/domain/profile';
import { routeQueryKey, routeQuery } from '../route-query';

const selectProfile = (answer: { profile: Profile }) => answer.profile;

/** The signed-in user's profile; kept until sign-out (features invalidate it after editing the profile). */
export const myProfileQuery = () => queryOptions({ ...routeQuery('getMyProfile'), select: selectProfile, staleTime: Infinity, gcTime: Infinity, retry: false });

/** Reads the profile through the cache (a fresh cached one is not asked for again). */
export const fetchMyProfile = async (queryClient: QueryClient): Promise<Profile> => selectProfile(await queryClient.fetchQuery(myProfileQuery()));

/** Puts a profile the API answered with (after a sign-in or an edit) where the profile query reads it. */
export const cacheMyProfile = (queryClient: QueryClient, profile: Profile) => queryClient.setQueryData(routeQueryKey('getMyProfile'), { profile });

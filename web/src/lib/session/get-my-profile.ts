import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@shared/domain/profile';
import { api } from '../api';

export const getMyProfile = async (): Promise<Profile> => (await api('getMyProfile')).profile;

/** The signed-in user's profile; kept until sign-out (features invalidate it after editing the profile). */
export const myProfileQuery = () =>
  queryOptions({ queryKey: ['me'] as const, queryFn: getMyProfile, staleTime: Infinity, gcTime: Infinity, retry: false });

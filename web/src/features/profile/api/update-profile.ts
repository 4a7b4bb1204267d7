import type { InvestorFields, Profile } from '@shared/domain/profile';
import { api } from '../../../lib/api';

export const updateMyProfile = async (body: { fullName: string; phone: string | null }): Promise<Profile> =>
  (await api('updateMyProfile', { body })).profile;

export const updateMyRequirements = async (body: InvestorFields): Promise<Profile> => (await api('updateMyRequirements', { body })).profile;

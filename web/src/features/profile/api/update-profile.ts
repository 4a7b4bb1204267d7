import type { Profile } from '@shared/domain/profile';
import { api, type ApiBody } from '../../../lib/api';

export const updateMyProfile = async (body: ApiBody<'updateMyProfile'>): Promise<Profile> => (await api('updateMyProfile', { body })).profile;

export const updateMyRequirements = async (body: ApiBody<'updateMyRequirements'>): Promise<Profile> => (await api('updateMyRequirements', { body })).profile;

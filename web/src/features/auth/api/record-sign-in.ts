import type { Profile } from '@shared/domain/profile';
import { api } from '../../../lib/api';

/** Tells the API a sign-in happened (stamps last_login_at) and returns the profile; 403 when access is refused. */
export const recordSignIn = async (): Promise<Profile> => (await api('recordSignIn')).profile;

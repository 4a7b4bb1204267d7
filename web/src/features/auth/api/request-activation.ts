import { api } from '../../../lib/api';

/** Public: emails the invitation again or a password-setup link; the same answer for every email. */
export const requestActivation = (email: string) => api('requestActivation', { body: { email } });

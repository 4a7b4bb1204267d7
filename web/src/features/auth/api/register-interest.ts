import type { InterestRegistrationInput } from '@shared/domain/interest';
import { api } from '../../../lib/api';

/** Public: stores the visitor's interest (409 when the email is already registered). */
export const registerInterest = (input: InterestRegistrationInput) => api('registerInterest', { body: input });

import { format } from 'date-fns';
import type { MemberRow, RegistrationRow } from '../api/members';

export interface CreateUserPrefill {
  fullName: string;
  email: string;
  phone: string | null;
  /** The registration the account is created from: the server marks it account_created in the same step. */
  registrationEmail?: string;
}

export const registrationDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : format(date, 'MMM dd, yyyy');
};

export const prefillFrom = (r: RegistrationRow): CreateUserPrefill => ({ fullName: r.fullName, email: r.email, phone: r.phone, registrationEmail: r.email });

export interface RegistrationActions {
  onCreateAccount: (prefill: CreateUserPrefill) => void;
  setStatus: (registration: RegistrationRow, status: string) => void;
  updating: boolean;
  /** The member whose welcome email an account_created registration sends, if there is one. */
  memberOf: (registration: RegistrationRow) => MemberRow | undefined;
  sendWelcome: (member: MemberRow) => void;
  sendingWelcome: boolean;
}

import type { Profile } from '../domain/profile';

/**
 * User Management (admin) rules: which list a member belongs to, the search, the badges' labels, the
 * last-login text and the registration filters. Spec: admin-and-content.md 'User Management (admin)',
 * sections 4 (registration and access states) and 8 (dates); access-and-investor.md section 4.
 */

type MemberFields = Pick<Profile, 'fullName' | 'email' | 'phone'>;
type AccessFields = Pick<Profile, 'accessStatus' | 'isApproved'>;

/** Section 4: the Active Users list holds access_status approved, or is_approved true. */
export const isActiveMember = (p: { accessStatus: string; isApproved: boolean }): boolean => p.accessStatus === 'approved' || p.isApproved === true;

/** Section 4: the Access Revoked list holds rejected or revoked. */
export const isRevokedMember = (p: { accessStatus: string }): boolean => p.accessStatus === 'rejected' || p.accessStatus === 'revoked';

/** 'User Management': search on name, email or phone, case-insensitive; a blank query matches everyone. */
export function matchesMemberSearch(member: MemberFields, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [member.fullName, member.email, member.phone].some((value) => typeof value === 'string' && value.toLowerCase().includes(needle));
}

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'accent';

/** Access badge: Approved, Pending, Rejected, Revoked, and Unknown for any other value. */
export function accessBadge(status: string | null | undefined): { label: string; tone: BadgeTone } {
  switch (status) {
    case 'approved':
      return { label: 'Approved', tone: 'success' };
    case 'pending':
      return { label: 'Pending', tone: 'warning' };
    case 'rejected':
      return { label: 'Rejected', tone: 'danger' };
    case 'revoked':
      return { label: 'Revoked', tone: 'danger' };
    default:
      return { label: 'Unknown', tone: 'neutral' };
  }
}

export const roleBadge = (role: string | null | undefined): { label: string; tone: BadgeTone } =>
  role === 'admin' ? { label: 'Admin', tone: 'accent' } : { label: 'Investor', tone: 'neutral' };

export const welcomeEmailBadge = (sent: boolean | null | undefined): { label: string; tone: BadgeTone } =>
  sent ? { label: 'Sent', tone: 'success' } : { label: 'Not Sent', tone: 'neutral' };

/** Beyond the spec: whether the member has set a password (Cognito CONFIRMED) or not (FORCE_CHANGE_PASSWORD). */
export const invitationBadge = (invitation: string | null | undefined): { label: string; tone: BadgeTone } | null =>
  invitation === 'pending' ? { label: 'Invitation pending', tone: 'warning' } : invitation === 'accepted' ? { label: 'Password set', tone: 'success' } : null;

const defaultDateTime = (date: Date) => date.toLocaleString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Section 8 (dates): 'Never' when missing, 'Invalid date' when unparsable, else the formatted date. */
export function dateText(value: string | null | undefined, format: (date: Date) => string = defaultDateTime): string {
  if (value === null || value === undefined || value.trim() === '') return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : format(date);
}

/**
 * Access actions a row offers (section 4): pending -> Approve/Reject; approved -> Revoke; rejected/revoked ->
 * Restore Access. None on the acting admin's own account: the API refuses a change of one's own access.
 */
export function accessActions(
  p: { id: string } & (AccessFields | { accessStatus: string; isApproved: boolean }),
  actingUserId: string | undefined,
): ('approve' | 'reject' | 'revoke' | 'restore')[] {
  if (p.id === actingUserId) return [];
  if (p.accessStatus === 'pending') return ['approve', 'reject'];
  if (isRevokedMember(p)) return ['restore'];
  if (isActiveMember(p)) return ['revoke'];
  return ['approve', 'reject'];
}

export type RegistrationFilter = 'needs_action' | 'all';

/** Registrations: 'Needs Action' (the default) shows pending only; 'All Statuses' shows every one. Newest first. */
export function filterRegistrations<R extends { status: string; createdAt: string }>(rows: readonly R[], filter: RegistrationFilter): R[] {
  const shown = filter === 'needs_action' ? rows.filter((r) => r.status === 'pending') : [...rows];
  return shown.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

export const pendingCount = (rows: readonly { status: string }[]): number => rows.filter((r) => r.status === 'pending').length;

/** A registration status as words: 'account_created' -> 'Account Created'. */
export const statusLabel = (status: string): string =>
  status
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** Labels of the admin investment options (section 5); 24_months reads '24+ Months'. */
const adminOptionLabels: Record<string, string> = {
  buy_to_let: 'Buy to Let',
  flip: 'Flip',
  hold_long_term: 'Hold Long Term',
  commercial: 'Commercial',
  development: 'Development',
  cash: 'Cash',
  mortgage: 'Mortgage',
  bridging_loan: 'Bridging Loan',
  joint_venture: 'Joint Venture',
  residential: 'Residential',
  hmo: 'HMO',
  student_accommodation: 'Student Accommodation',
  mixed_use: 'Mixed Use',
  '3_months': '3 Months',
  '6_months': '6 Months',
  '12_months': '12 Months',
  '18_months': '18 Months',
  '24_months': '24+ Months',
};

export const adminOptionLabel = (value: string): string => adminOptionLabels[value] ?? statusLabel(value);

/** The member a registration's email belongs to (emails compare case-insensitively), if any. */
export const memberForEmail = <M extends { email: string | null }>(members: readonly M[], email: string): M | undefined =>
  members.find((m) => m.email !== null && m.email.toLowerCase() === email.toLowerCase());

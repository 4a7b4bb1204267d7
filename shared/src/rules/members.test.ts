import { describe, expect, it } from 'vitest';
import {
  accessActions,
  accessBadge,
  adminOptionLabel,
  dateText,
  filterRegistrations,
  invitationBadge,
  isActiveMember,
  isRevokedMember,
  matchesMemberSearch,
  memberForEmail,
  pendingCount,
  roleBadge,
  statusLabel,
  welcomeEmailBadge,
} from './members';

const member = { fullName: 'Priya Shah', email: 'Priya.Shah@Example.com', phone: '07700 900456' };

describe('matchesMemberSearch (name, email or phone, case-insensitive)', () => {
  it.each([
    ['priya', true],
    ['SHAH', true],
    ['priya.shah@example', true],
    ['EXAMPLE.COM', true],
    ['900456', true],
    ['07700 9', true],
    ['  shah  ', true],
    ['', true],
    ['john', false],
    ['priya@', false],
  ])('%j -> %s', (query, expected) => expect(matchesMemberSearch(member, query)).toBe(expected));

  it('missing fields never match and never throw', () => {
    expect(matchesMemberSearch({ fullName: null, email: null, phone: null }, 'a')).toBe(false);
    expect(matchesMemberSearch({ fullName: null, email: 'x@y.z', phone: null }, 'X@Y')).toBe(true);
  });
});

describe('which list a member is in (section 4)', () => {
  it('Active Users: access_status approved or is_approved true', () => {
    expect(isActiveMember({ accessStatus: 'approved', isApproved: false })).toBe(true);
    expect(isActiveMember({ accessStatus: 'pending', isApproved: true })).toBe(true);
    expect(isActiveMember({ accessStatus: 'pending', isApproved: false })).toBe(false);
    expect(isActiveMember({ accessStatus: 'revoked', isApproved: false })).toBe(false);
  });
  it('Access Revoked: rejected or revoked', () => {
    expect(isRevokedMember({ accessStatus: 'rejected' })).toBe(true);
    expect(isRevokedMember({ accessStatus: 'revoked' })).toBe(true);
    expect(isRevokedMember({ accessStatus: 'approved' })).toBe(false);
    expect(isRevokedMember({ accessStatus: 'pending' })).toBe(false);
  });
  it('the actions each state offers', () => {
    const admin = 'acting-admin';
    expect(accessActions({ id: 'm', accessStatus: 'pending', isApproved: false }, admin)).toEqual(['approve', 'reject']);
    expect(accessActions({ id: 'm', accessStatus: 'approved', isApproved: true }, admin)).toEqual(['revoke']);
    expect(accessActions({ id: 'm', accessStatus: 'rejected', isApproved: false }, admin)).toEqual(['restore']);
    expect(accessActions({ id: 'm', accessStatus: 'revoked', isApproved: false }, admin)).toEqual(['restore']);
  });
  it("offers none on the acting admin's own account (the API refuses a change of one's own access)", () => {
    for (const accessStatus of ['pending', 'approved', 'rejected', 'revoked']) {
      expect(accessActions({ id: 'me', accessStatus, isApproved: accessStatus === 'approved' }, 'me')).toEqual([]);
    }
  });
});

describe('badges', () => {
  it('access status, with Unknown for any other value', () => {
    expect(['approved', 'pending', 'rejected', 'revoked', 'suspended', '', null, undefined].map((s) => accessBadge(s).label)).toEqual([
      'Approved',
      'Pending',
      'Rejected',
      'Revoked',
      'Unknown',
      'Unknown',
      'Unknown',
      'Unknown',
    ]);
  });
  it('role, welcome email and invitation', () => {
    expect(roleBadge('admin').label).toBe('Admin');
    expect(roleBadge('investor').label).toBe('Investor');
    expect(welcomeEmailBadge(true).label).toBe('Sent');
    expect(welcomeEmailBadge(false).label).toBe('Not Sent');
    expect(invitationBadge('pending')?.label).toBe('Invitation pending');
    expect(invitationBadge('accepted')?.label).toBe('Password set');
    expect(invitationBadge('unknown')).toBeNull();
  });
});

describe("dateText (last login: 'Never' when missing, 'Invalid date' when unparsable)", () => {
  const iso = (d: Date) => d.toISOString();
  it.each([null, undefined, '', '   '])('%j -> Never', (value) => expect(dateText(value, iso)).toBe('Never'));
  it.each(['yesterday', '2026-13-45T00:00:00Z', 'not a date'])('%j -> Invalid date', (value) => expect(dateText(value, iso)).toBe('Invalid date'));
  it('a valid date goes through the formatter', () => {
    expect(dateText('2026-03-01T10:15:00.000Z', iso)).toBe('2026-03-01T10:15:00.000Z');
    expect(dateText('2026-03-01T10:15:00.000Z')).toMatch(/2026/);
  });
});

describe('registrations', () => {
  const rows = [
    { id: 'a', status: 'pending', createdAt: '2026-01-01T00:00:00.000Z' },
    { id: 'b', status: 'account_created', createdAt: '2026-03-01T00:00:00.000Z' },
    { id: 'c', status: 'pending', createdAt: '2026-02-01T00:00:00.000Z' },
    { id: 'd', status: 'contacted', createdAt: '2026-04-01T00:00:00.000Z' },
  ];
  it("'Needs Action' shows pending only, newest first", () => {
    expect(filterRegistrations(rows, 'needs_action').map((r) => r.id)).toEqual(['c', 'a']);
  });
  it("'All Statuses' shows every status, newest first, without reordering the input", () => {
    expect(filterRegistrations(rows, 'all').map((r) => r.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('the pending count and status labels', () => {
    expect(pendingCount(rows)).toBe(2);
    expect(statusLabel('account_created')).toBe('Account Created');
    expect(statusLabel('pending')).toBe('Pending');
  });
  it('finds the member of a registration by email, case-insensitively', () => {
    const members = [
      { id: '1', email: null },
      { id: '2', email: 'Lead@Example.com' },
    ];
    expect(memberForEmail(members, 'lead@example.COM')?.id).toBe('2');
    expect(memberForEmail(members, 'other@example.com')).toBeUndefined();
  });
});

describe('admin investment option labels (section 5)', () => {
  it("24_months reads '24+ Months'", () => {
    expect(adminOptionLabel('24_months')).toBe('24+ Months');
    expect(adminOptionLabel('3_months')).toBe('3 Months');
    expect(adminOptionLabel('buy_to_let')).toBe('Buy to Let');
    expect(adminOptionLabel('hmo')).toBe('HMO');
    expect(adminOptionLabel('something_else')).toBe('Something Else');
  });
});

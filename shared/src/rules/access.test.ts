import { describe, expect, it } from 'vitest';
import { accessChange, bootstrapAdminAction, canUsePortal, isBootstrapAdmin } from './access';

describe('access rules', () => {
  it('approves with is_approved true and every other status with false', () => {
    expect(accessChange('approved')).toEqual({ accessStatus: 'approved', isApproved: true });
    expect(accessChange('rejected')).toEqual({ accessStatus: 'rejected', isApproved: false });
    expect(accessChange('revoked')).toEqual({ accessStatus: 'revoked', isApproved: false });
  });
  it('lets only approved profiles use the portal', () => {
    expect(canUsePortal({ accessStatus: 'approved' })).toBe(true);
    for (const s of ['pending', 'rejected', 'revoked'] as const) expect(canUsePortal({ accessStatus: s })).toBe(false);
  });
  it('matches bootstrap admin emails case-insensitively', () => {
    expect(isBootstrapAdmin('Boss@Example.com', ' boss@example.com, other@x.io ')).toBe(true);
    expect(isBootstrapAdmin('someone@example.com', 'boss@example.com')).toBe(false);
    expect(isBootstrapAdmin(undefined, 'boss@example.com')).toBe(false);
    expect(isBootstrapAdmin('boss@example.com', '')).toBe(false);
  });

  describe('bootstrap admins at sign-in (created or updated to an approved admin, verified email only)', () => {
    const configured = 'boss@example.com';
    const verified = { email: 'Boss@example.com', emailVerified: true };
    it('creates a missing profile', () => expect(bootstrapAdminAction(undefined, verified, configured)).toBe('create'));
    it('promotes an investor or an unapproved admin', () => {
      expect(bootstrapAdminAction({ role: 'investor', accessStatus: 'approved' }, verified, configured)).toBe('promote');
      expect(bootstrapAdminAction({ role: 'admin', accessStatus: 'pending' }, verified, configured)).toBe('promote');
      expect(bootstrapAdminAction({ role: 'investor', accessStatus: 'revoked' }, verified, configured)).toBe('promote');
    });
    it('leaves an approved admin alone', () => expect(bootstrapAdminAction({ role: 'admin', accessStatus: 'approved' }, verified, configured)).toBe('none'));
    it('does nothing for an unverified email, with or without a profile', () => {
      const unverified = { ...verified, emailVerified: false };
      expect(bootstrapAdminAction(undefined, unverified, configured)).toBe('none');
      expect(bootstrapAdminAction({ role: 'investor', accessStatus: 'approved' }, unverified, configured)).toBe('none');
    });
    it('does nothing for other addresses', () =>
      expect(bootstrapAdminAction(undefined, { email: 'x@example.com', emailVerified: true }, configured)).toBe('none'));
  });
});

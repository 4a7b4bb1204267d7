import { describe, expect, it } from 'vitest';
import { accessChange, canUsePortal, isBootstrapAdmin } from './access';

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
});

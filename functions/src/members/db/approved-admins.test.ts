import { beforeAll, describe, expect, it } from 'vitest';

let approvedAdminChange: typeof import('./approved-admins').approvedAdminChange;
beforeAll(async () => {
  process.env.TABLE_NAME ??= 'unit';
  ({ approvedAdminChange } = await import('./approved-admins'));
});

describe('approvedAdminChange', () => {
  it('counts up a change that makes an approved admin and down one that removes one', () => {
    expect(approvedAdminChange(undefined, { role: 'admin', accessStatus: 'approved' })).toBe(1);
    expect(approvedAdminChange({ role: 'admin', accessStatus: 'revoked' }, { role: 'admin', accessStatus: 'approved' })).toBe(1);
    expect(approvedAdminChange({ role: 'investor', accessStatus: 'approved' }, { role: 'admin', accessStatus: 'approved' })).toBe(1);
    for (const accessStatus of ['revoked', 'rejected', 'pending'] as const)
      expect(approvedAdminChange({ role: 'admin', accessStatus: 'approved' }, { role: 'admin', accessStatus })).toBe(-1);
    expect(approvedAdminChange({ role: 'admin', accessStatus: 'approved' }, { role: 'investor', accessStatus: 'approved' })).toBe(-1);
  });

  it('leaves the count alone for every other change', () => {
    expect(approvedAdminChange(undefined, { role: 'investor', accessStatus: 'approved' })).toBe(0);
    expect(approvedAdminChange(undefined, { role: 'admin', accessStatus: 'pending' })).toBe(0);
    expect(approvedAdminChange({ role: 'admin', accessStatus: 'approved' }, { role: 'admin', accessStatus: 'approved' })).toBe(0);
    expect(approvedAdminChange({ role: 'investor', accessStatus: 'approved' }, { role: 'investor', accessStatus: 'revoked' })).toBe(0);
  });
});

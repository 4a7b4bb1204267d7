import { describe, expect, it } from 'vitest';
import { invitationStatus } from './invitation';

describe('invitationStatus', () => {
  it('is pending until the member sets a password, accepted after', () => {
    expect(invitationStatus('FORCE_CHANGE_PASSWORD')).toBe('pending');
    expect(invitationStatus('CONFIRMED')).toBe('accepted');
    expect(invitationStatus('RESET_REQUIRED')).toBe('accepted');
  });
  it('is unknown without a Cognito user or for any other status', () => {
    expect(invitationStatus(undefined)).toBe('unknown');
    expect(invitationStatus('ARCHIVED')).toBe('unknown');
  });
});

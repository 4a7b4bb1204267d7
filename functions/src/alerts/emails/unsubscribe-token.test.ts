import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const secret = 'test-secret-0123456789';

describe('unsubscribe token', () => {
  it('names the investor it was made for', () => {
    expect(verifyUnsubscribeToken(secret, unsubscribeToken(secret, 'user-1'))).toBe('user-1');
  });

  it('refuses a tampered link: another id, a changed signature, a foreign secret, junk', () => {
    const token = unsubscribeToken(secret, 'user-1');
    const [, signature] = token.split('.');
    expect(verifyUnsubscribeToken(secret, `${Buffer.from('user-2').toString('base64url')}.${signature}`)).toBeNull();
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expect(verifyUnsubscribeToken(secret, `${token.split('.')[0]}.${flipped}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, token.slice(0, -1))).toBeNull();
    expect(verifyUnsubscribeToken('another-secret', token)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${token}.x`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, '')).toBeNull();
    expect(verifyUnsubscribeToken(secret, 'not-a-token')).toBeNull();
  });
});

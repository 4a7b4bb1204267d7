import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessDenials } from '@shared/contract/error-codes';
import { endSessionIfRefused, refusalMessage, SESSION_ENDED_MESSAGE, setSessionEnder } from './session-end';

describe('refusalMessage', () => {
  it('ends the session on a 401 and on a 403 with an access-denial code, with its message', () => {
    expect(refusalMessage(401, { message: 'Unauthorized' })).toBe(SESSION_ENDED_MESSAGE);
    expect(refusalMessage(401, undefined)).toBe(SESSION_ENDED_MESSAGE);
    expect(refusalMessage(403, { message: 'x', code: 'ACCESS_REVOKED' })).toBe(accessDenials.ACCESS_REVOKED);
    expect(refusalMessage(403, { message: 'x', code: 'ACCESS_NOT_APPROVED' })).toBe(accessDenials.ACCESS_NOT_APPROVED);
    expect(refusalMessage(403, { message: 'x', code: 'PROFILE_NOT_FOUND' })).toBe(accessDenials.PROFILE_NOT_FOUND);
    expect(refusalMessage(403, { message: 'x', code: 'ACCOUNT_ERASED' })).toBe(accessDenials.ACCOUNT_ERASED);
  });

  it('leaves other failures alone: an admin-only 403, a 404, a 409, an unknown code', () => {
    expect(refusalMessage(403, { message: 'You do not have permission to do this.' })).toBeUndefined();
    expect(refusalMessage(403, { code: 'toString' })).toBeUndefined();
    expect(refusalMessage(404, { message: 'Property not found' })).toBeUndefined();
    expect(refusalMessage(409, { code: 'ACCESS_REVOKED' })).toBeUndefined();
  });
});

const settles = (promise: Promise<unknown>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

describe('endSessionIfRefused', () => {
  let release: (() => void) | undefined;
  afterEach(() => release?.());

  it('hands a refusal to the session ender once and never settles, so no screen reports it', async () => {
    const end = vi.fn(() => true);
    release = setSessionEnder(end);
    expect(await settles(endSessionIfRefused(403, { code: 'ACCESS_REVOKED' }))).toBe(false);
    expect(end).toHaveBeenCalledExactlyOnceWith(accessDenials.ACCESS_REVOKED);
  });

  it('returns at once for other failures, and when there is no session to end', async () => {
    const end = vi.fn(() => false);
    release = setSessionEnder(end);
    expect(await settles(endSessionIfRefused(404, { message: 'Not found' }))).toBe(true);
    expect(end).not.toHaveBeenCalled();
    expect(await settles(endSessionIfRefused(401, undefined))).toBe(true);
    expect(end).toHaveBeenCalledOnce();
  });
});

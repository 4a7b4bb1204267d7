import { describe, expect, it } from 'vitest';
import { ApiError, failureOf } from './api';

describe("an API failure as a person reads it: no field's key in the text", () => {
  it("a 400 naming its fields reads as the fields' messages, each kept for its field", () => {
    const payload = {
      message: 'email: Enter a valid email address; fullName: Full name is required',
      details: {
        fields: [
          { field: 'email', message: 'Enter a valid email address' },
          { field: 'fullName', message: 'Full name is required' },
        ],
      },
    };
    expect(failureOf(400, 'Bad Request', payload)).toEqual({
      message: 'Enter a valid email address; Full name is required',
      fields: { email: 'Enter a valid email address', fullName: 'Full name is required' },
      code: undefined,
    });
  });

  it('the same message for several fields is said once; a nested field keeps its path', () => {
    const message = 'This file belongs to another property';
    const failure = failureOf(400, 'Bad Request', {
      message: `photos.0, floorplanUrl: ${message}`,
      details: {
        fields: [
          { field: 'photos.0', message },
          { field: 'floorplanUrl', message },
        ],
      },
    });
    expect(failure.message).toBe(message);
    expect(failure.fields).toEqual({ 'photos.0': message, floorplanUrl: message });
  });

  it('other failures keep their message and code', () => {
    expect(failureOf(409, 'Conflict', { message: 'User already exists with this email address', code: 'USER_EXISTS' })).toEqual({
      message: 'User already exists with this email address',
      fields: {},
      code: 'USER_EXISTS',
    });
    expect(failureOf(502, 'Bad Gateway', undefined)).toEqual({ message: 'Request failed (502 Bad Gateway)', fields: {}, code: undefined });
  });

  it('an ApiError carries the fields', () => {
    const error = new ApiError('Enter a valid email address', 400, 'POST', undefined, undefined, { email: 'Enter a valid email address' });
    expect(error.fields).toEqual({ email: 'Enter a valid email address' });
    expect(new ApiError('down', 503).fields).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { whenUk } from '../../lib/uk-time';
import { accessedWhen } from './document-access-list';

describe('the document-access log’s times', () => {
  it('are written as the rest of the portal writes them, in London time', () => {
    expect(accessedWhen('2026-12-07T18:13:00.000Z')).toBe('7 Dec 2026, 18:13');
    expect(accessedWhen('2026-06-15T23:30:00.000Z')).toBe(whenUk('2026-06-15T23:30:00.000Z'));
  });
  it('say so when the stored time cannot be read', () => {
    expect(accessedWhen('not a time')).toBe('Invalid date');
  });
});

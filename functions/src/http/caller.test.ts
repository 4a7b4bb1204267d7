import { describe, expect, it } from 'vitest';

process.env.TABLE_NAME ??= 'unit-test-table';
const { parseGroups } = await import('./caller');

describe('parseGroups', () => {
  it('reads the group claim in every shape API Gateway and tokens use', () => {
    expect(parseGroups(['admin', 'investor'])).toEqual(['admin', 'investor']);
    expect(parseGroups('[admin investor]')).toEqual(['admin', 'investor']);
    expect(parseGroups('["admin","investor"]')).toEqual(['admin', 'investor']);
    expect(parseGroups('admin')).toEqual(['admin']);
    expect(parseGroups('')).toEqual([]);
    expect(parseGroups(undefined)).toEqual([]);
  });
});

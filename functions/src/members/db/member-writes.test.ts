import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** writeAsMember reads a cancelled transaction's reasons: the member checks come first, the caller's steps after. */
const answers: unknown[] = [];
const cancelled = (...codes: string[]) => ({ canceled: true, data: codes.map((code) => ({ rejected: code !== 'None', code })) });
const check = { commit: () => ({}) };
const tx = { profile: { check: () => ({ where: () => check }) }, memberErasure: { check: () => ({ where: () => check }) } };

async function load() {
  vi.resetModules();
  vi.doMock('../../db/service', () => ({
    portal: {
      transaction: {
        write: (steps: (entities: unknown) => unknown[]) => {
          steps(tx);
          return { go: async () => answers.shift() };
        },
      },
    },
  }));
  vi.doMock('../../db/entities/item-count', () => ({ itemCountEntity: {} }));
  return import('./member-writes');
}

describe('writeAsMember', () => {
  beforeEach(() => {
    answers.length = 0;
  });
  // Unit files share one module registry: the stand-ins must not outlive this file.
  afterAll(() => {
    vi.doUnmock('./service');
    vi.doUnmock('./entities/item-count');
    vi.resetModules();
  });

  it('is true when written and false when one of its own steps’ conditions failed', async () => {
    const { writeAsMember } = await load();
    answers.push({ canceled: false, data: [] }, cancelled('None', 'None', 'ConditionalCheckFailed'));
    expect(await writeAsMember('u1', () => [])).toBe(true);
    expect(await writeAsMember('u1', () => [])).toBe(false);
  });

  it('refuses a member whose profile is gone or whose erasure has started, whatever the steps say', async () => {
    const { writeAsMember } = await load();
    const { MemberGoneError } = await import('../../db/errors');
    answers.push(cancelled('ConditionalCheckFailed', 'None', 'None'), cancelled('None', 'ConditionalCheckFailed', 'ConditionalCheckFailed'));
    await expect(writeAsMember('u1', () => [])).rejects.toBeInstanceOf(MemberGoneError);
    await expect(writeAsMember('u1', () => [])).rejects.toBeInstanceOf(MemberGoneError);
  });

  it('runs again a transaction cancelled by a conflicting one, and throws any other cancellation', async () => {
    const { writeAsMember } = await load();
    answers.push(cancelled('None', 'None', 'TransactionConflict'), { canceled: false, data: [] });
    expect(await writeAsMember('u1', () => [])).toBe(true);
    answers.push(cancelled('None', 'None', 'ThrottlingError'));
    await expect(writeAsMember('u1', () => [])).rejects.toThrow(/ThrottlingError/);
  });
});

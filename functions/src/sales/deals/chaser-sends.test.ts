import { describe, expect, it } from 'vitest';
import type { Deal } from '@shared/rules/deal';
import { chaserLetters } from '@shared/rules/deal-chaser';
import { buildDeal, buildSolicitor } from '../../../../infra/local/builders/deal';
import { chaserSends } from './chaser-sends';

const now = new Date('2026-12-10T07:00:00.000Z');
const deal = (id: string, investorId: string, solicitor?: string): Deal =>
  buildDeal({
    id,
    investorId,
    stages: [
      { key: 'memorandumOfSale', owner: 'sourcer', targetDate: '2026-12-09' },
      { key: 'solicitorsInstructed', owner: 'investor', targetDate: '2026-12-11' },
      { key: 'searchesOrdered', owner: 'solicitor', targetDate: '2026-12-08' },
    ],
    ...(solicitor ? { buyerSolicitor: buildSolicitor({ email: solicitor }) } : {}),
  });
const person = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  email: `${id}@example.com`,
  role: 'investor' as const,
  accessStatus: 'approved' as const,
  ...over,
});
const sent = (result: ReturnType<typeof chaserSends>) => result.sends.map((s) => [s.audience, s.to, s.entries.map((e) => e.deal.id)]);

describe('chaserSends', () => {
  const letters = chaserLetters([deal('a', 'keen', 'Sam@Law.example'), deal('b', 'quiet'), deal('c', 'revoked'), deal('d', 'gone')], now);
  const investors = new Map([
    ['keen', person('keen')],
    ['quiet', person('quiet', { dealChasers: false })],
    ['revoked', person('revoked', { accessStatus: 'revoked' })],
    ['gone', undefined],
  ]);
  const people = [
    person('boss', { role: 'admin' }),
    person('ex-boss', { role: 'admin', accessStatus: 'revoked' }),
    person('mute', { role: 'admin', email: null }),
  ];

  it('sends investors theirs unless they turned chasers off (counted) or may no longer sign in, solicitors theirs, and each approved admin with an email the summary', () => {
    const result = chaserSends(letters, investors, people);
    expect(sent(result)).toEqual([
      ['investor', 'keen@example.com', ['a']],
      ['solicitor', 'sam@law.example', ['a']],
      ['admins', 'boss@example.com', ['a', 'b', 'c', 'd']],
    ]);
    expect(result.optedOut).toBe(1);
    expect(result.sends.map((s) => s.recipient)).toEqual([
      { kind: 'investor', userId: 'keen' },
      { kind: 'solicitor', email: 'sam@law.example' },
      { kind: 'admin', userId: 'boss' },
    ]);
  });

  it('sends nothing, not even the summary, on a day nothing is due or late', () => {
    expect(chaserSends(chaserLetters([], now), investors, people).sends).toEqual([]);
  });
});

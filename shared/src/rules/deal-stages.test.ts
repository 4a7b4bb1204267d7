import { describe, expect, it } from 'vitest';
import { currentStage, dealStage, dealStageKeys, dealStages, defaultStageTargets, isDealStageKey, stagesFor, type DealStageProgress } from './deal-stages';

const targetsOn = (acceptedAt: string) => Object.fromEntries(defaultStageTargets(acceptedAt, 'mortgage').map((stage) => [stage.key, stage.targetDate]));

describe('the stage table', () => {
  it('lists the eight stages in order, each with a unique key and an owner', () => {
    expect(dealStages.map((stage) => stage.label)).toEqual([
      'Memorandum of sale sent',
      'Solicitors instructed',
      'Searches ordered',
      'Survey and valuation',
      'Mortgage offer',
      'Enquiries answered',
      'Exchange',
      'Completion',
    ]);
    expect(new Set(dealStageKeys).size).toBe(dealStages.length);
    for (const stage of dealStages) expect(['investor', 'sourcer', 'solicitor']).toContain(stage.owner);
  });
  it('gives each stage a later default target than the one before, completion last at 120 working days', () => {
    const offsets = dealStages.map((stage) => stage.targetWorkingDays);
    for (const [i, offset] of offsets.entries()) {
      expect(Number.isInteger(offset) && offset > 0).toBe(true);
      if (i > 0) expect(offset).toBeGreaterThan(offsets[i - 1] ?? 0);
    }
    expect(dealStages.at(-1)).toMatchObject({ key: 'completion', targetWorkingDays: 120 });
  });
  it('never lets exchange or completion be skipped, nor a mortgage-only stage be the last', () => {
    expect(dealStages.filter((stage) => 'cannotSkip' in stage).map((stage) => stage.key)).toEqual(['exchange', 'completion']);
    expect('mortgageOnly' in dealStage('completion')).toBe(false);
  });
  it('knows its keys', () => {
    expect(isDealStageKey('mortgageOffer')).toBe(true);
    expect(isDealStageKey('valuation')).toBe(false);
    expect(dealStage('exchange').label).toBe('Exchange');
  });
});

describe('stagesFor', () => {
  it('skips the mortgage offer for a cash buyer, and only it', () => {
    expect(stagesFor('mortgage').map((stage) => stage.key)).toEqual(dealStageKeys);
    expect(stagesFor('cash').map((stage) => stage.key)).toEqual(dealStageKeys.filter((key) => key !== 'mortgageOffer'));
  });
});

describe('defaultStageTargets', () => {
  it('counts working days from the acceptance date, skipping weekends and bank holidays', () => {
    // Accepted Monday 30 November 2026; Christmas, the Boxing Day substitute, New Year and the May holidays fall in between.
    expect(targetsOn('2026-11-30T10:00:00.000Z')).toEqual({
      memorandumOfSale: '2026-12-02',
      solicitorsInstructed: '2026-12-07',
      searchesOrdered: '2027-01-05',
      surveyAndValuation: '2027-01-14',
      mortgageOffer: '2027-01-26',
      enquiriesAnswered: '2027-03-03',
      exchange: '2027-05-11',
      completion: '2027-05-25',
    });
  });
  it('gives each stage its default owner', () => {
    expect(defaultStageTargets('2026-11-30T10:00:00.000Z', 'cash').map((stage) => [stage.key, stage.owner])).toEqual([
      ['memorandumOfSale', 'sourcer'],
      ['solicitorsInstructed', 'investor'],
      ['searchesOrdered', 'solicitor'],
      ['surveyAndValuation', 'investor'],
      ['enquiriesAnswered', 'solicitor'],
      ['exchange', 'solicitor'],
      ['completion', 'solicitor'],
    ]);
  });
  it('leaves the mortgage offer out for cash and keeps the other dates', () => {
    const cash = defaultStageTargets('2026-11-30T10:00:00.000Z', 'cash');
    expect(cash.map((stage) => stage.key)).not.toContain('mortgageOffer');
    expect(cash.at(-1)).toEqual({ key: 'completion', owner: 'solicitor', targetDate: '2027-05-25' });
  });
  it('counts from the date in London, not in UTC', () => {
    // Thursday 11 June 2026 23:30 UTC is Friday 00:30 BST: Friday + 2 working days is Tuesday.
    expect(targetsOn('2026-06-11T23:30:00.000Z').memorandumOfSale).toBe('2026-06-16');
    // Sunday 29 March 2026 23:30 UTC, the day the clocks went forward, is Monday 00:30 BST.
    expect(targetsOn('2026-03-29T23:30:00.000Z').memorandumOfSale).toBe('2026-04-01');
    // Sunday 25 October 2026 23:30 UTC, the day the clocks went back, is still Sunday (23:30 GMT).
    expect(targetsOn('2026-10-25T23:30:00.000Z').memorandumOfSale).toBe('2026-10-27');
  });
  it('counts a weekend acceptance from the next working day', () => {
    expect(targetsOn('2026-11-28T10:00:00.000Z').memorandumOfSale).toBe('2026-12-01'); // Saturday + 2 = Tuesday
  });
  it('counts past the last published year of bank holidays with the usual ones', () => {
    // 120 working days from Friday 1 September 2028 run into 2029, whose Good Friday and Easter Monday are skipped.
    expect(defaultStageTargets('2028-09-01T10:00:00.000Z', 'mortgage').at(-1)).toEqual(
      expect.objectContaining({ key: 'completion', targetDate: expect.stringMatching(/^2029-0[23]-/) }),
    );
  });
});

describe('currentStage', () => {
  const stage = (key: DealStageProgress['key'], more: Partial<DealStageProgress> = {}): DealStageProgress => ({
    key,
    owner: 'solicitor',
    targetDate: '2027-01-05',
    ...more,
  });
  it('is the first stage neither done nor skipped', () => {
    const stages = [
      stage('memorandumOfSale', { doneAt: '2026-12-01T09:00:00.000Z' }),
      stage('solicitorsInstructed', { skippedAt: '2026-12-02T09:00:00.000Z' }),
      stage('searchesOrdered'),
      stage('exchange'),
    ];
    expect(currentStage(stages)?.key).toBe('searchesOrdered');
    expect(currentStage([stage('completion', { doneAt: '2027-05-25T12:00:00.000Z' })])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { applied, cancellationReasons, conditionalWrite, duplicate, DuplicateError, staleWrite, StaleWriteError } from './errors';

/** What ElectroDB throws for a refused single write: its own error, the SDK's as `cause`. */
const conditionFailed = () =>
  Object.assign(new Error('Error thrown by DynamoDB client: "The conditional request failed"'), {
    name: 'ElectroError',
    cause: Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }),
  });
const cancelled = (...codes: string[]) => ({ canceled: true, data: codes.map((code) => ({ rejected: code !== 'None', code })) });

describe('applied', () => {
  it('is true for a write that went through, transactions included', async () => {
    expect(await applied(Promise.resolve({ data: {} }))).toBe(true);
    expect(await applied(Promise.resolve({ canceled: false, data: [] }))).toBe(true);
  });

  it('is false when a condition failed: a thrown ConditionalCheckFailed or a transaction cancelled for it', async () => {
    expect(await applied(Promise.reject(conditionFailed()))).toBe(false);
    expect(await applied(Promise.resolve(cancelled('None', 'ConditionalCheckFailed', 'None')))).toBe(false);
  });

  it('throws anything else, including a transaction cancelled for another reason', async () => {
    await expect(applied(Promise.reject(new Error('ProvisionedThroughputExceeded')))).rejects.toThrow('ProvisionedThroughputExceeded');
    await expect(applied(Promise.resolve(cancelled('TransactionConflict', 'None')))).rejects.toThrow(/TransactionConflict/);
  });
});

describe('conditionalWrite', () => {
  it('maps a failed condition to the given domain error and lets a good write through', async () => {
    await expect(conditionalWrite(Promise.reject(conditionFailed()), staleWrite('property'))).rejects.toBeInstanceOf(StaleWriteError);
    await expect(conditionalWrite(Promise.resolve(cancelled('ConditionalCheckFailed')), duplicate('Already there.'))).rejects.toThrow(DuplicateError);
    await expect(conditionalWrite(Promise.resolve({ data: {} }), duplicate('Already there.'))).resolves.toBeUndefined();
  });
});

describe('cancellationReasons', () => {
  it('says which step of a cancelled transaction failed, one reason for a refused single write, and nothing for a write that went through', async () => {
    expect(await cancellationReasons(Promise.resolve(cancelled('None', 'ConditionalCheckFailed')))).toEqual(['None', 'ConditionalCheckFailed']);
    expect(await cancellationReasons(Promise.reject(conditionFailed()))).toEqual(['ConditionalCheckFailed']);
    expect(await cancellationReasons(Promise.resolve({ data: {} }))).toBeUndefined();
    await expect(cancellationReasons(Promise.reject(new Error('ProvisionedThroughputExceeded')))).rejects.toThrow('ProvisionedThroughputExceeded');
  });

  it('lets conditionalWrite answer a refusal of its own by the step that failed', async () => {
    const refusal = (codes: readonly string[]) => (codes[1] === 'ConditionalCheckFailed' ? new Error('second step') : new StaleWriteError('profile'));
    await expect(conditionalWrite(Promise.resolve(cancelled('None', 'ConditionalCheckFailed')), refusal)).rejects.toThrow('second step');
    await expect(conditionalWrite(Promise.resolve(cancelled('ConditionalCheckFailed', 'None')), refusal)).rejects.toBeInstanceOf(StaleWriteError);
  });
});

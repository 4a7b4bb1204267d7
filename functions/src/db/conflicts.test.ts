import { describe, expect, it } from 'vitest';
import { DEFAULT_FUNCTION_TIMEOUT_SECONDS } from '@shared/contract/routes';
import { clientBudgets, worstCaseCallMs } from '../client-budget';
import { CONFLICT_RETRY_BUDGET_MS, retryingConflicts } from './conflicts';
import { StaleWriteError, TransactionCancelledError } from './errors';

const conflict = () => new TransactionCancelledError(['None', 'TransactionConflict']);

describe('retryingConflicts', () => {
  it('runs a write DynamoDB cancelled for a conflicting transaction again until it is applied', async () => {
    let calls = 0;
    const answer = await retryingConflicts(async () => {
      calls += 1;
      if (calls < 10) throw conflict();
      return 'written';
    });
    expect(answer).toBe('written');
    expect(calls).toBe(10);
  });

  it.each([
    ['a failed condition', new StaleWriteError('deal')],
    ['throttling beside a conflict', new TransactionCancelledError(['TransactionConflict', 'ThrottlingError'])],
    ['any other error', new Error('socket hang up')],
  ])('never runs a write again after %s', async (_, error) => {
    let calls = 0;
    await expect(
      retryingConflicts(async () => {
        calls += 1;
        throw error;
      }),
    ).rejects.toBe(error);
    expect(calls).toBe(1);
  });

  it('gives up when its time is spent, answering the last conflict', async () => {
    const started = Date.now();
    await expect(
      retryingConflicts(async () => {
        throw conflict();
      }),
    ).rejects.toBeInstanceOf(TransactionCancelledError);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(CONFLICT_RETRY_BUDGET_MS);
    expect(took).toBeLessThan(CONFLICT_RETRY_BUDGET_MS + 1_000);
  });

  it('leaves room after its budget for one more DynamoDB call, every attempt hanging, inside the function timeout', () => {
    expect(CONFLICT_RETRY_BUDGET_MS + worstCaseCallMs(clientBudgets.dynamodb)).toBeLessThan(DEFAULT_FUNCTION_TIMEOUT_SECONDS * 1000);
  });
});

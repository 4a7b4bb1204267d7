import { TransactionCancelledError } from './errors';

/**
 * How long a write keeps trying again after DynamoDB cancelled it for a concurrent transaction on one of its items
 * (TransactionConflict). A time, not a number of attempts: the attempts a write needs grow with the writers that meet
 * at one item (a member's parallel saves all move one counter, admins changing at once all meet at the count), and the
 * time is bounded so that one more call's worst case still ends inside the function's timeout (conflicts.test.ts).
 */
export const CONFLICT_RETRY_BUDGET_MS = 2_000;

/** The longest pause between two attempts: short, so that a write waiting behind many others gets many chances. */
const MAX_PAUSE_MS = 100;

/** A transaction DynamoDB cancelled only because another transaction held one of its items (a cancelled one has a reason): it wrote nothing. */
const isConflict = (error: unknown): boolean =>
  error instanceof TransactionCancelledError && error.cancellationCodes.every((code) => code === 'None' || code === 'TransactionConflict');

/**
 * Runs `write` again, after a random pause ("full jitter" back-off), while DynamoDB cancels it for a conflicting
 * transaction and the budget lasts; any other outcome, a failed condition included, is the caller's.
 */
export async function retryingConflicts<T>(write: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isConflict(error) || Date.now() - started >= CONFLICT_RETRY_BUDGET_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(MAX_PAUSE_MS, 5 * 2 ** attempt)));
    }
  }
}

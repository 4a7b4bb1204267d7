import { DuplicateError } from '../../../functions/src/db/errors';

/**
 * A create of a record that was missing, which the AWS SDK may have sent twice: when DynamoDB Local answers slowly (a
 * busy machine), the first try can be applied yet time out, and the resent one then fails its own condition. The
 * caller knew the record was missing (a fresh id, or one it found absent), so the record being there is what it asked for.
 */
export async function createdOnce(create: Promise<unknown>): Promise<void> {
  try {
    await create;
  } catch (error) {
    if (!(error instanceof DuplicateError)) throw error;
  }
}

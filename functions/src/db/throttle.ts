import { Entity } from 'electrodb';
import { dynamoClient, tableName } from './client';
import { isConditionalCheckFailure } from './errors';

/**
 * Fixed-window counters for public write routes. Each window is its own item that DynamoDB's TTL
 * deletes afterwards (attribute `expires_at`).
 */
export const throttleEntity = new Entity(
  {
    model: { entity: 'throttle', version: '1', service: 'portal' },
    attributes: {
      bucket: { type: 'string', required: true },
      count: { type: 'number' },
      expiresAt: { type: 'number', field: 'expires_at' },
    },
    indexes: { byBucket: { pk: { field: 'pk', composite: ['bucket'] }, sk: { field: 'sk', composite: [] } } },
  },
  { client: dynamoClient, table: tableName() },
);

export interface Limit {
  /** What is counted, e.g. 'interest:ip:203.0.113.9'. */
  key: string;
  max: number;
  windowSeconds: number;
}

/** Counts one attempt; false when the window's limit is already used up. */
export async function takeAttempt({ key, max, windowSeconds }: Limit, now = Date.now()): Promise<boolean> {
  const window = Math.floor(now / 1000 / windowSeconds);
  try {
    await throttleEntity
      .upsert({ bucket: `${key}#${window}` })
      .add({ count: 1 })
      .set({ expiresAt: (window + 1) * windowSeconds + 60 })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, max)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

import { StalePageError } from './errors';
import { globalIndexes, tableKeys } from './table';

/**
 * Long lists (the catalogue, its search texts, the management rows) are answered a page at a time: a Lambda
 * answer is at most 6 MB, and a client that does not accept compression gets the JSON as it is. A page stops
 * once it holds this much of its items' JSON (each DynamoDB page read adds at most 1 MB of items), which
 * leaves room for the answer's quoting inside Lambda's envelope.
 */
export const PAGE_BYTES = 2_500_000;

export interface Page<T> {
  items: T[];
  /** Where the next page starts (the `page` parameter of the next call); absent on the last page. */
  next?: string;
}

/** What readPage asks an ElectroDB query's `go` for: one DynamoDB page from `cursor`, at most `count` items. */
export interface PageOptions {
  cursor: string | null;
  count?: number;
  limit?: number;
}
type PagedQuery<Item> = (options: PageOptions) => Promise<{ data: Item[]; cursor: string | null }>;

/** ElectroDB entities tell their own cursors (Entity.ownsCursor, which its type declarations leave out). */
interface CursorOwner {
  ownsCursor(cursor: string): boolean;
}

const keyFields = new Set<string>([tableKeys.partitionKey, tableKeys.sortKey, ...globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey])]);

/** Whether `page` is a cursor this entity's query could have answered: key fields only, as text, of the entity's own keys. */
function isOwnCursor(entity: object, page: string): boolean {
  try {
    const key: unknown = JSON.parse(Buffer.from(page, 'base64url').toString('utf8'));
    if (typeof key !== 'object' || key === null || Array.isArray(key)) return false;
    const entries = Object.entries(key);
    return (
      entries.length > 0 && entries.every(([field, value]) => keyFields.has(field) && typeof value === 'string') && (entity as CursorOwner).ownsCursor(page)
    );
  } catch {
    return false;
  }
}

/** Whether DynamoDB refused the request as invalid (ElectroDB wraps the SDK's error as its `cause`). */
function isRefusedRequest(error: unknown): boolean {
  for (let at: unknown = error; at instanceof Error; at = at.cause) if (at.name === 'ValidationException') return true;
  return false;
}

/**
 * One page of a query: from `page` (the `next` of the page before, else the start), DynamoDB pages are read until
 * `limit` items or about PAGE_BYTES of their JSON (`bytesOf`) are in. A `page` this entity's query did not make is
 * a 400.
 */
export async function readPage<Item, T>(
  entity: object,
  query: PagedQuery<Item>,
  { page, limit, map, bytesOf }: { page?: string; limit?: number; map: (item: Item) => T; bytesOf: (item: Item) => number },
): Promise<Page<T>> {
  if (page !== undefined && !isOwnCursor(entity, page)) throw new StalePageError();
  const items: T[] = [];
  let cursor = page ?? null;
  let bytes = 0;
  do {
    const left = limit === undefined ? undefined : limit - items.length;
    const read = await query({ cursor, ...(left === undefined ? {} : { count: left, limit: left }) }).catch((error: unknown) => {
      // A cursor of this entity that the query's index refuses (one made by an earlier version of the query).
      throw cursor === page && page !== undefined && isRefusedRequest(error) ? new StalePageError() : error;
    });
    for (const item of read.data) {
      items.push(map(item));
      bytes += bytesOf(item);
    }
    cursor = read.cursor;
  } while (cursor && bytes < PAGE_BYTES && (limit === undefined || items.length < limit));
  return cursor ? { items, next: cursor } : { items };
}

/**
 * DynamoDB refuses an item over 400 KB (attribute names and values, UTF-8). A record is checked against a
 * smaller budget before it is written, leaving room for its keys and index attributes, so an over-long
 * listing or guide is a 400 the admin can act on instead of a failed write.
 */
export const MAX_RECORD_BYTES = 350 * 1024;

export const RECORD_TOO_LARGE_MESSAGE = 'There is too much text to save in one record: shorten this field (the longest)';

const utf8Bytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value) ?? '').length;

/** The field that takes the most room in a record over the budget, or null when the record fits. */
export function oversizedField(record: object, limit = MAX_RECORD_BYTES): string | null {
  if (utf8Bytes(record) <= limit) return null;
  let largest: [string, number] = ['', -1];
  for (const [field, value] of Object.entries(record)) {
    const size = utf8Bytes(value);
    if (size > largest[1]) largest = [field, size];
  }
  return largest[0];
}

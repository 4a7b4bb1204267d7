/**
 * The counter under a message field: the characters left, or how many too many, counted as the server counts them
 * (the text trimmed, as dealMessageSchema trims it before its length check).
 */
export function charactersLeft(text: string, max: number): string {
  const left = max - text.trim().length;
  if (left >= 0) return `${left.toLocaleString('en-GB')} of ${max.toLocaleString('en-GB')} characters left`;
  const over = -left;
  return `${over.toLocaleString('en-GB')} ${over === 1 ? 'character' : 'characters'} too many`;
}

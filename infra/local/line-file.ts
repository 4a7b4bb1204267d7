import { openSync, writeFileSync, writeSync } from 'node:fs';

/**
 * Local and test use only: a file this process appends lines to, opened once. appendFileSync would open and close it
 * for every line, and the handlers write many (their log lines, the DynamoDB commands). Each call is written before
 * it returns, so a test reads it at once. `fresh` empties the file first.
 */
export function lineFile(file: string, { fresh = false }: { fresh?: boolean } = {}): (text: string) => void {
  if (fresh) writeFileSync(file, '');
  const fd = openSync(file, 'a');
  return (text) => {
    const bytes = Buffer.from(text);
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written);
  };
}

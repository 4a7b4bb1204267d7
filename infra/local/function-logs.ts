import { lineFile } from './line-file';

/** A function's structured line: a Powertools log line (it has a level) or an embedded-metric-format line (it has _aws). */
const isFunctionLine = (line: string): boolean => {
  if (!line.startsWith('{')) return false;
  try {
    const parsed = JSON.parse(line) as Record<string, unknown>;
    return typeof parsed === 'object' && parsed !== null && ('level' in parsed || '_aws' in parsed);
  } catch {
    return false;
  }
};

/**
 * Local and test use only. The handlers run in this process and write their JSON log and metric lines to its stdout
 * and stderr, as a Lambda writes them to CloudWatch Logs; they still appear in the terminal, and are also appended to
 * `file` (one JSON object a line, emptied when the stack starts), so a test can read what CloudWatch would have received.
 */
export function copyFunctionLogs(file: string): void {
  const append = lineFile(file, { fresh: true });
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) {
        const lines = String(chunk).split('\n').filter(isFunctionLine);
        if (lines.length > 0) append(`${lines.join('\n')}\n`);
      }
      return write(chunk, ...rest);
    }) as typeof stream.write;
  }
}

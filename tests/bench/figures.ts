import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { findScans, readCommandLog } from '../support/no-scan';

/** Small helpers the benchmark sections share: sizes, percentiles, and an API route timed call after call. */

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * `requests` GETs of `url`, one after another as a browser makes them (fetch asks for compression and decodes
 * it): the timings, sorted, and the DynamoDB commands they sent with their capacity (from the stack's command
 * log, emptied first).
 */
export async function sequentialGets(url: string, headers: Record<string, string>, requests: number, commandLog: string) {
  keepCommands(commandLog);
  writeFileSync(commandLog, '');
  const timings: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    timings.push(performance.now() - t0);
  }
  timings.sort((a, b) => a - b);
  const commands = readCommandLog(commandLog);
  const capacity = commands.reduce((sum, c) => sum + (c.capacityUnits ?? 0), 0);
  return { timings, commands, capacity };
}

/** The commands logged so far, kept in `<log>.all` before the log is emptied, so the whole run can be checked for Scans. */
function keepCommands(commandLog: string): void {
  if (existsSync(commandLog)) appendFileSync(`${commandLog}.all`, readFileSync(commandLog));
}

/** Every DynamoDB command the run's requests sent, and the Scans among them (there must be none). */
export function runCommands(commandLog: string) {
  keepCommands(commandLog);
  writeFileSync(commandLog, '');
  const commands = readCommandLog(`${commandLog}.all`);
  return { commands: commands.length, scans: findScans(commands) };
}

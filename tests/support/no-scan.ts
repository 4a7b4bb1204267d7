import { existsSync, readFileSync } from 'node:fs';
import type { RecordedCommand } from '../../infra/local/dynamo-recorder';

export const readCommandLog = (file: string): RecordedCommand[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as RecordedCommand)
    : [];

/** Request paths must Query or Get: any Scan the handlers sent during the tests is a failure. */
export function findScans(commands: RecordedCommand[]): RecordedCommand[] {
  return commands.filter((c) => /^(Scan|ParallelScan)/.test(c.command) || c.command === 'ExecuteStatementCommand');
}

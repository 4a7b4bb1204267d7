import { expect } from 'vitest';
import type { RecordedCommand } from '../../infra/local/dynamo-recorder';
import { readCommandLog } from './no-scan';

/**
 * The DynamoDB commands the stack's handlers sent while `run` ran (the stack records every command when
 * RECORD_DYNAMODB_COMMANDS is set, as `npm test` and tests/with-stack.ts do). Integration files run one
 * at a time, so what was recorded meanwhile is the call's own work.
 */
export async function commandsDuring<T>(run: () => Promise<T>): Promise<{ result: T; commands: RecordedCommand[] }> {
  const file = process.env.RECORD_DYNAMODB_COMMANDS;
  expect(file, 'RECORD_DYNAMODB_COMMANDS is set: the stack records DynamoDB commands').toBeTruthy();
  const before = readCommandLog(file!).length;
  const result = await run();
  const commands = readCommandLog(file!).slice(before);
  expect(commands.length, 'commands were recorded').toBeGreaterThan(0);
  return { result, commands };
}

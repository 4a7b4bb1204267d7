import { expect } from 'vitest';
import type { RecordedCommand } from '../../infra/local/dynamo-recorder';
import { readCommandLog } from './no-scan';
import { requestIdsDuring } from './stack';

/**
 * The DynamoDB commands the stack's handlers sent for the requests `run` made through api() or postFrom(): the stack
 * records every command with the request id of the invocation that sent it when RECORD_DYNAMODB_COMMANDS is set (as
 * `npm test` and tests/with-stack.ts do), so the requests of other files running on the same stack are not counted.
 */
export async function commandsDuring<T>(run: () => Promise<T>): Promise<{ result: T; commands: RecordedCommand[] }> {
  const file = process.env.RECORD_DYNAMODB_COMMANDS;
  expect(file, 'RECORD_DYNAMODB_COMMANDS is set: the stack records DynamoDB commands').toBeTruthy();
  const before = readCommandLog(file!).length;
  const { result, requestIds } = await requestIdsDuring(run);
  const commands = readCommandLog(file!)
    .slice(before)
    .filter((command) => command.requestId !== undefined && requestIds.has(command.requestId));
  expect(commands.length, 'commands were recorded').toBeGreaterThan(0);
  return { result, commands };
}

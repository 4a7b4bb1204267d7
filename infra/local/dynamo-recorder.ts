import { appendFileSync } from 'node:fs';
import { dynamoClient } from '../../functions/src/db/client';

export interface RecordedCommand {
  command: string;
  table?: string;
  index?: string;
  capacityUnits?: number;
  at: number;
}

/**
 * Local and test use only: records every DynamoDB command the handlers send (with its consumed
 * capacity) as one JSON line per command, for the no-Scan check and the benchmark.
 */
export function installCommandRecorder(file: string): void {
  dynamoClient.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { TableName?: string; IndexName?: string; ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity ??= 'TOTAL';
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }).ConsumedCapacity;
      const units = [consumed ?? []].flat().reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
      const entry: RecordedCommand = {
        command: context.commandName ?? 'unknown',
        table: input.TableName,
        index: input.IndexName,
        capacityUnits: units,
        at: Date.now(),
      };
      appendFileSync(file, `${JSON.stringify(entry)}\n`);
      return result;
    },
    { step: 'initialize', name: 'portalCommandRecorder', override: true },
  );
}

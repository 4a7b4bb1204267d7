import { InvokeStore } from '@aws/lambda-invoke-store';
import { dynamoClient } from '../../functions/src/db/client';
import { lineFile } from './line-file';

export interface RecordedCommand {
  command: string;
  table?: string;
  index?: string;
  capacityUnits?: number;
  at: number;
  /** The request was refused (a failed condition, a throttle): made, but consumed nothing we count. */
  failed?: boolean;
  /** The invocation that sent it: for a route, the request id its answer carries (apigw-requestid). */
  requestId?: string;
}

/**
 * Local and test use only: records every DynamoDB command the handlers send (with its consumed
 * capacity) as one JSON line per command, for the no-Scan check and the benchmark.
 */
export async function installCommandRecorder(file: string): Promise<void> {
  // The local adapter's store of invocation contexts (invocations.ts), made before any AWS SDK call.
  const invocations = await InvokeStore.getInstanceAsync();
  const append = lineFile(file);
  dynamoClient.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { TableName?: string; IndexName?: string; ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity ??= 'TOTAL';
      const record = (units: number, failed: boolean) => {
        const entry: RecordedCommand = {
          command: context.commandName ?? 'unknown',
          table: input.TableName,
          index: input.IndexName,
          capacityUnits: units,
          at: Date.now(),
          ...(failed ? { failed } : {}),
          ...(invocations.hasContext() ? { requestId: invocations.getRequestId() } : {}),
        };
        append(`${JSON.stringify(entry)}\n`);
      };
      let result;
      try {
        result = await next(args);
      } catch (error) {
        // A refused request (a failed condition, a throttle) was still made: counted, without capacity.
        record(0, true);
        throw error;
      }
      const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }).ConsumedCapacity;
      record(
        [consumed ?? []].flat().reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0),
        false,
      );
      return result;
    },
    { step: 'initialize', name: 'portalCommandRecorder', override: true },
  );
}

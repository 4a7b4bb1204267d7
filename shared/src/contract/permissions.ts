import type { JobName } from './jobs';
import type { ResourcePermission } from './resource-permissions';

/** Invoke a job asynchronously (and be told its function name, see jobFunctionVariable). */
export type InvokePermission = `invoke:${JobName}`;

/** What a function's code may touch: a resource (resource-permissions.ts) or a job to invoke. */
export type Permission = ResourcePermission | InvokePermission;

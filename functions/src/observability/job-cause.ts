/**
 * What ties a queued job to the request that queued it. invokeJob (lambda.ts) adds it to the job's payload under
 * CAUSE_KEY; the job's chain (job-handler.ts) takes it off before the job reads its payload, and logs every line of
 * the job under the causing request's correlation id.
 */
export const CAUSE_KEY = 'causedBy';

export interface JobCause {
  /** The correlation id of the request (or job) that queued this job. */
  correlationId: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const withCause = (payload: object, cause: JobCause | undefined): object => (cause ? { ...payload, [CAUSE_KEY]: cause } : payload);

/** The payload as the job expects it, and its cause when invokeJob queued it (a schedule or a Cognito trigger has none). */
export function takeCause<E>(event: E): { event: E; cause?: JobCause } {
  if (!isRecord(event) || !Object.hasOwn(event, CAUSE_KEY)) return { event };
  const { [CAUSE_KEY]: cause, ...payload } = event;
  const correlationId = isRecord(cause) && typeof cause.correlationId === 'string' ? cause.correlationId : undefined;
  return { event: payload as E, cause: correlationId ? { correlationId } : undefined };
}

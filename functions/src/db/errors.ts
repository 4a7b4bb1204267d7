/** Thrown when a conditional write finds the record changed (or gone) since the caller read it. */
export class StaleWriteError extends Error {
  constructor(entity: string) {
    super(`This ${entity} was changed by someone else. Reload it and try again.`);
    this.name = 'StaleWriteError';
  }
}

export class DuplicateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DuplicateError';
  }
}

export const isConditionalCheckFailure = (error: unknown): boolean => {
  const text = error instanceof Error ? `${error.name} ${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
  return /ConditionalCheckFailed|conditional request failed/i.test(text);
};

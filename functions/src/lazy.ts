/**
 * A value made on its first use and kept for the container's life; a failed attempt is made again on the next call.
 *
 * The one way the functions defer what only some of their routes need: an AWS SDK package other than DynamoDB's
 * (every route reads the table) is loaded with `await import()` inside `load`, and its client built there, in the
 * module that owns the client (s3.ts, cognito.ts, lambda.ts, functions/src/email.ts). A static import of it would be loaded
 * at every cold start: the bundles leave the SDK to the runtime, and an ES module's static imports all load before it
 * runs. docs/benchmarks.md says how the cold import is measured.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
}

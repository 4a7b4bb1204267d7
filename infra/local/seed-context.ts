/** What the local stack hands to the seed once the emulators are up. */
export interface SeedContext {
  /** The Lambda environment the handlers run with (TABLE_NAME, DYNAMODB_ENDPOINT, S3_ENDPOINT, AWS_REGION, ...). */
  env: Record<string, string>;
  cognito: { endpoint: string; userPoolId: string; clientId: string };
  s3: { endpoint: string; buckets: { images: string; documents: string; heroes: string } };
  log: (line: string) => void;
}

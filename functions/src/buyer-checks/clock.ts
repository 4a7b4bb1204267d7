import { readFileSync } from 'node:fs';

/**
 * The time the buyer-check rules are judged at (a clearance expires after 12 months). On AWS it is the real time.
 * The local stack alone sets LOCAL_CLOCK_FILE (infra/local/stack.ts; a CDK test proves no deployed function has it),
 * beside its emulator endpoints: integration tests write an offset there to see a clearance a year on.
 */
export function checkClock(): Date {
  const file = process.env.LOCAL_CLOCK_FILE;
  if (!file || !process.env.DYNAMODB_ENDPOINT) return new Date();
  try {
    const { offsetMs } = JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: unknown };
    return new Date(Date.now() + (typeof offsetMs === 'number' ? offsetMs : 0));
  } catch {
    return new Date();
  }
}

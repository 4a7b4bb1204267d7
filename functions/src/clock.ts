import { readFileSync } from 'node:fs';

/**
 * The portal's time: every rule judged against 'now' (a hold's end, the 14-day cancellation, a deal's targets and
 * chasers, a clearance's 12 months, the five-year retention) reads it here, so one clock moves them all. On AWS it
 * is the real time. The local stack alone sets LOCAL_CLOCK_FILE (infra/local/stack.ts; a CDK test proves no deployed
 * function has it), beside its emulator endpoints: integration tests write an offset there to see a hold lapse or a
 * clearance a year on.
 */
export function clock(): Date {
  const file = process.env.LOCAL_CLOCK_FILE;
  if (!file || !process.env.DYNAMODB_ENDPOINT) return new Date();
  try {
    const { offsetMs } = JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: unknown };
    return new Date(Date.now() + (typeof offsetMs === 'number' ? offsetMs : 0));
  } catch {
    return new Date();
  }
}

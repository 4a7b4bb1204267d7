import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * The names of the tests that failed (or, in Playwright, passed only on a retry), read from the JSON reports of
 * vitest and Playwright, so that `npm test` can repeat them as its last lines: CI keeps only the end of a long log,
 * where the stack's request logs would otherwise bury the runners' own summaries.
 */

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

interface PlaywrightSuite {
  file?: string;
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

export function vitestFailures(reportPath: string): string[] {
  if (!existsSync(reportPath)) return [`no report at ${reportPath}: the runner stopped before it wrote one`];
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as VitestReport;
  return report.testResults.flatMap(({ name, assertionResults }) =>
    assertionResults.filter(({ status }) => status === 'failed').map(({ fullName }) => `${relative(process.cwd(), name)} › ${fullName}`),
  );
}

export function playwrightFailures(reportPath: string): string[] {
  if (!existsSync(reportPath)) return [`no report at ${reportPath}: the runner stopped before it wrote one`];
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as { suites: PlaywrightSuite[]; errors: { message: string }[] };
  const specs = (suite: PlaywrightSuite): NonNullable<PlaywrightSuite['specs']> => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  const tests = report.suites
    .flatMap(specs)
    .flatMap(({ title, file, line, tests }) =>
      tests
        .filter(({ status }) => status === 'unexpected' || status === 'flaky')
        .map(({ status }) => `${file}:${line} › ${title}${status === 'flaky' ? ' (flaky: passed only on its retry)' : ''}`),
    );
  // Errors outside any test: a spec that does not load, a global setup that throws.
  return [...tests, ...report.errors.map(({ message }) => message.split('\n')[0]!)];
}

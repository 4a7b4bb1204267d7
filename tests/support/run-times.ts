import { existsSync, readFileSync } from 'node:fs';

/**
 * The slowest test files and tests of a run, read from the runners' JSON reports, each test with the share of its
 * timeout it used: `npm test` prints them last, so a test creeping towards its timeout is seen in the run that made it
 * slower, not when a slower machine fails it.
 */

export interface TimedTest {
  name: string;
  ms: number;
  /** The timeout the test ran under, when the report says (Playwright does; vitest's comes from its project). */
  timeoutMs: number;
}

export interface TimedFile {
  name: string;
  ms: number;
}

interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: { timeout: number; projectName: string; results: { duration: number }[] }[];
}

interface PlaywrightSuite {
  title?: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

/** The times tests/support/times-reporter.ts wrote for one vitest run. */
export function vitestTimes(timesPath: string): { files: TimedFile[]; tests: TimedTest[] } {
  if (!existsSync(timesPath)) return { files: [], tests: [] };
  return JSON.parse(readFileSync(timesPath, 'utf8')) as { files: TimedFile[]; tests: TimedTest[] };
}

export function playwrightTimes(reportPath: string): { files: TimedFile[]; tests: TimedTest[] } {
  if (!existsSync(reportPath)) return { files: [], tests: [] };
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as { suites: PlaywrightSuite[] };
  const specs = (suite: PlaywrightSuite, path: string[]): { spec: PlaywrightSpec; path: string[] }[] => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    return [...(suite.specs ?? []).map((spec) => ({ spec, path: here })), ...(suite.suites ?? []).flatMap((inner) => specs(inner, here))];
  };
  // The first try only: a retry's time belongs to the failure it shows, not to the test's usual cost.
  const tests = report.suites
    .flatMap((suite) => specs(suite, []))
    .flatMap(({ spec, path }) =>
      spec.tests.map((test) => ({
        file: spec.file,
        name: `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`,
        ms: test.results[0]?.duration ?? 0,
        timeoutMs: test.timeout,
      })),
    );
  const byFile = new Map<string, number>();
  for (const { file, ms } of tests) byFile.set(file, (byFile.get(file) ?? 0) + ms);
  return {
    files: [...byFile].map(([name, ms]) => ({ name: `tests/e2e/${name}`, ms })),
    tests: tests.map(({ name, ms, timeoutMs }) => ({ name, ms, timeoutMs })),
  };
}

/** The report's lines: the `count` slowest files and tests, a test past a third of its timeout marked with '!'. */
export function slowestLines(files: TimedFile[], tests: TimedTest[], count = 10): string[] {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
  const slowFiles = [...files].sort((a, b) => b.ms - a.ms).slice(0, count);
  const slowTests = [...tests].sort((a, b) => b.ms - a.ms).slice(0, count);
  const overAThird = tests.filter(({ ms, timeoutMs }) => ms > timeoutMs / 3).length;
  return [
    `The ${slowFiles.length} slowest test files:`,
    ...slowFiles.map(({ name, ms }) => `  ${seconds(ms)}  ${name}`),
    `The ${slowTests.length} slowest tests (share of the test's timeout; '!' past a third):`,
    ...slowTests.map(({ name, ms, timeoutMs }) => {
      const share = Math.round((ms / timeoutMs) * 100);
      return `  ${seconds(ms)} ${`${share}%`.padStart(5)}${ms > timeoutMs / 3 ? ' !' : '  '} ${name}`;
    }),
    `${overAThird} test(s) took more than a third of their timeout.`,
  ];
}

import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { TimedFile, TimedTest } from './run-times';

/**
 * A vitest reporter writing every file's and test's time, each test with the timeout it ran under (its own, or its
 * project's), to the JSON file named by TEST_TIMES_FILE: the times `npm test` prints last (tests/support/run-times.ts).
 * Vitest's JSON report has the times but not the timeouts, and several tests set their own.
 */
export default class TimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const out = process.env.TEST_TIMES_FILE;
    if (!out) return;
    const files: TimedFile[] = [];
    const tests: TimedTest[] = [];
    for (const module of testModules) {
      const file = relative(process.cwd(), module.moduleId);
      files.push({ name: file, ms: module.diagnostic().duration });
      for (const test of module.children.allTests()) {
        tests.push({
          name: `${file} › ${test.fullName}`,
          ms: test.diagnostic()?.duration ?? 0,
          timeoutMs: test.options.timeout ?? module.project.config.testTimeout,
        });
      }
    }
    writeFileSync(out, JSON.stringify({ files, tests }));
  }
}

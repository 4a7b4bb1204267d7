import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightTimes, slowestLines, vitestTimes } from '../support/run-times';

const dir = mkdtempSync(join(tmpdir(), 'run-times-'));

describe('the run budget printed at the end of npm test', () => {
  it('reads what the times reporter wrote, and marks a test past a third of its own timeout', () => {
    const path = join(dir, 'vitest.json');
    writeFileSync(
      path,
      JSON.stringify({
        files: [
          { name: 'tests/integration/a.test.ts', ms: 14_000 },
          { name: 'tests/integration/b.test.ts', ms: 3_000 },
        ],
        tests: [
          { name: 'tests/integration/a.test.ts › a slow one', ms: 12_000, timeoutMs: 30_000 },
          { name: 'tests/integration/a.test.ts › a slower one with a timeout of its own', ms: 50_000, timeoutMs: 180_000 },
          { name: 'tests/integration/b.test.ts › a quick one', ms: 900, timeoutMs: 30_000 },
        ],
      }),
    );
    const { files, tests } = vitestTimes(path);
    const lines = slowestLines(files, tests, 2);
    expect(lines).toContain('    14.0 s  tests/integration/a.test.ts');
    expect(lines.some((line) => line.includes('40% !') && line.includes('a.test.ts › a slow one'))).toBe(true);
    expect(lines.some((line) => line.includes('28%   ') && line.includes('a timeout of its own'))).toBe(true);
    expect(lines.some((line) => line.includes('a quick one'))).toBe(false);
    expect(lines.at(-1)).toBe('1 test(s) took more than a third of their timeout.');
  });

  it("reads Playwright's nested suites, each test's own timeout and its first try only", () => {
    const path = join(dir, 'playwright.json');
    const spec = (title: string, line: number, durations: number[]) => ({
      title,
      file: 'x.spec.ts',
      line,
      tests: [{ timeout: 30_000, projectName: 'chromium', results: durations.map((duration) => ({ duration })) }],
    });
    writeFileSync(
      path,
      JSON.stringify({
        suites: [{ title: 'x.spec.ts', specs: [spec('top', 3, [2_000])], suites: [{ title: 'inner', specs: [spec('deep', 9, [11_000, 25_000])] }] }],
      }),
    );
    const { files, tests } = playwrightTimes(path);
    expect(files).toEqual([{ name: 'tests/e2e/x.spec.ts', ms: 13_000 }]);
    expect(tests).toEqual([
      { name: 'x.spec.ts:3 › top', ms: 2_000, timeoutMs: 30_000 },
      { name: 'x.spec.ts:9 › inner › deep', ms: 11_000, timeoutMs: 30_000 },
    ]);
  });

  it('reads nothing from a report that was never written', () => {
    expect(vitestTimes(join(dir, 'none.json'))).toEqual({ files: [], tests: [] });
    expect(playwrightTimes(join(dir, 'none.json'))).toEqual({ files: [], tests: [] });
  });
});

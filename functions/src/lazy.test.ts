import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazy } from './lazy';

describe('lazy', () => {
  it('makes the value on the first call only, once for calls that overlap', async () => {
    let made = 0;
    const value = lazy(async () => ({ made: ++made }));
    expect(made).toBe(0);
    const [a, b] = await Promise.all([value(), value()]);
    expect(a).toBe(b);
    expect(await value()).toBe(a);
    expect(made).toBe(1);
  });

  it('makes it again on the next call when an attempt failed', async () => {
    let attempts = 0;
    const value = lazy(async () => {
      if (++attempts === 1) throw new Error('not yet');
      return 'ready';
    });
    await expect(value()).rejects.toThrow('not yet');
    expect(await value()).toBe('ready');
    expect(attempts).toBe(2);
  });
});

const functionsSrc = import.meta.dirname;
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [join(dir, entry.name)] : [],
  );
/** The packages loaded at every cold start of a function that bundles the module: its static, non-type imports. */
const staticImports = (source: string) =>
  [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)].map((m) => m[1]!).filter((name) => !name.startsWith('.'));

describe('what a cold start loads', () => {
  it("loads no AWS SDK package but DynamoDB's, nor sharp: each is imported where first used (lazy.ts)", () => {
    const atStart = sources(functionsSrc).flatMap((file) =>
      staticImports(readFileSync(file, 'utf8'))
        .filter((name) => (name.startsWith('@aws-sdk/') && !/^@aws-sdk\/(client|lib)-dynamodb$/.test(name)) || name === 'sharp')
        .map((name) => `${relative(functionsSrc, file)}: ${name}`),
    );
    expect(atStart).toEqual([]);
  });
});

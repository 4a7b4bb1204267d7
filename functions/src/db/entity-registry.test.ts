import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A write transaction is given the entities the bundle's modules registered (entity-registry.ts), so a module that
 * names an entity in one (`tx.<entity>`) must reach that entity's module through its own imports: then any bundle that
 * holds the module holds the entity too. Read from the sources, as the bundler reads them (relative imports, '.ts').
 */
const functionsSrc = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entitiesDir = join(functionsSrc, 'db', 'entities');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [join(dir, entry.name)] : [],
  );

const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*?from '(\.[^']+)';|^import '(\.[^']+)';/gms)]
    .map((match) => resolve(dirname(file), `${match[1] ?? match[2]}.ts`))
    .filter((path) => existsSync(path));

function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of importsOf(file)) reachable(imported, seen);
  return seen;
}

/** The entity's module by its transaction name: `reservationLock` is entities/reservation-lock.ts. */
const entityModule = (name: string) => join(entitiesDir, `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`);

const namings = sources(functionsSrc).flatMap((file) =>
  [...new Set([...readFileSync(file, 'utf8').matchAll(/\btx\.([a-z][a-zA-Z]+)\b/g)].map((match) => match[1]!))].map((name) => ({
    module: relative(functionsSrc, file),
    name,
    file,
  })),
);

describe('entities named in write transactions', () => {
  it('are found in the sources', () => {
    expect(namings.length).toBeGreaterThan(30);
  });

  it.each(namings)('$module names tx.$name and imports its entity, directly or through its imports', ({ file, name }) => {
    expect(existsSync(entityModule(name)), `no entity module for tx.${name}`).toBe(true);
    expect(reachable(file).has(entityModule(name))).toBe(true);
  });
});

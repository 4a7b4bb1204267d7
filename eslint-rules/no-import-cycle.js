import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Fails on an import that closes a circle of modules: the file imports a module that, through its own imports,
 * comes back to the file. Every kind of import counts (static, dynamic, type-only, `typeof import()`, re-exports
 * and Vite's `import.meta.glob`), as a circle of types still ties the modules together. Only the repository's
 * own modules are followed (relative imports and '@shared/'), not packages.
 */

const extensions = ['.ts', '.tsx', '.js', '.mjs', '.d.ts'];
const root = process.cwd();
const sharedSrc = path.join(root, 'shared', 'src');

/** The file an import names, or none for a package. */
function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('@shared/')) base = path.join(sharedSrc, specifier.slice('@shared/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const stem = base.replace(/\.(js|mjs|ts|tsx)$/, '');
  const candidates = [base, ...extensions.map((ext) => stem + ext), ...extensions.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** The files a Vite glob such as './routes/*.tsx' takes (one folder, a '*' in the file name). */
function globbed(from, pattern) {
  const folder = path.resolve(path.dirname(from), path.posix.dirname(pattern));
  const name = new RegExp(
    `^${path.posix
      .basename(pattern)
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]*')}$`,
  );
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => name.test(file))
    .map((file) => path.join(folder, file));
}

/** Each module's imports, read once per lint run. */
const importsOf = new Map();
function imports(file) {
  let found = importsOf.get(file);
  if (found) return found;
  const text = readFileSync(file, 'utf8');
  found = ts.preProcessFile(text, true, true).importedFiles.map(({ fileName }) => ({ specifier: fileName, file: resolveImport(file, fileName) }));
  for (const match of text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g)) {
    for (const target of globbed(file, match[1])) found.push({ specifier: match[1], file: target });
  }
  found = found.filter((entry) => entry.file !== undefined);
  importsOf.set(file, found);
  return found;
}

/** The shortest chain of imports from `start` back to `target`, or none. */
function chainBack(start, target) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const { file: next } of imports(file)) {
      if (next === target) {
        const chain = [file];
        for (let at = cameFrom.get(file); at !== undefined; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { cycle: 'This import closes a circle of modules: {{chain}}. Move what both sides need below them.' },
  },
  create(context) {
    const file = context.filename;
    return {
      Program(node) {
        if (!extensions.some((ext) => file.endsWith(ext))) return;
        const seen = new Set();
        for (const { specifier, file: target } of imports(file)) {
          if (seen.has(target)) continue;
          seen.add(target);
          const chain = target === file ? [] : chainBack(target, file);
          if (!chain) continue;
          const names = [file, ...chain, file].map((at) => path.relative(root, at)).join(' → ');
          const declaration = node.body.find((statement) => statement.source?.value === specifier);
          context.report({ node: declaration ?? node, messageId: 'cycle', data: { chain: names } });
        }
      },
    };
  },
};

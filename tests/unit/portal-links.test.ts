import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { pagePaths } from '@shared/contract/paths';

/**
 * Every link the server writes into the portal (an email's button, Stripe's return URL, the Cognito message, a
 * crawler page's canonical URL) is built from the path table (shared/src/contract/paths.ts), as the SPA's are:
 * a page's address written as a string in the server's code would keep working until the page moves, and
 * then send every email reader to 'Page not found'. Lint holds the SPA to the table; this holds the server:
 * no string in functions/src or shared/src/render (tests aside) holds a page's address.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const scanned = ['functions/src', 'shared/src/render'];

/** A page's fixed start, up to its first parameter: '/property/:id' -> '/property', '/my-deals' -> '/my-deals'. */
const pageStarts = [...new Set(Object.values(pagePaths).map((pattern) => pattern.split('/:')[0]!))].filter((start) => start !== '/');
/** A page's address in a string: its start, then the end of the string or of the path ('/my-deals', not '/my-deals-x'). */
const pageAddress = new RegExp(`(${pageStarts.map((start) => start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=$|[/?#"'\\s<])`);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

/** Every piece of literal text in a module: its strings and the fixed parts of its template literals. */
function literalTexts(file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    // An import's module name is a file's path, not a page's.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node))
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the server's links into the portal", () => {
  it('recognises a page address written as a string, and not an API path that starts like one', () => {
    expect(pageAddress.test('/my-reservations?payment=done')).toBe(true);
    expect(pageAddress.test('/property/')).toBe(true);
    expect(pageAddress.test('<a href="/dashboard">')).toBe(true);
    expect(pageAddress.test('/profiles/{id}')).toBe(false);
    expect(pageAddress.test('/alert-unsubscribe?token=')).toBe(false);
    expect(pageAddress.test('/properties')).toBe(false);
  });

  it('are built from the path table, never written as a string', () => {
    const written = scanned
      .flatMap(sourceFiles)
      .flatMap((file) => literalTexts(file).flatMap(({ line, text }) => (pageAddress.test(text) ? [`${file}:${line}: ${JSON.stringify(text)}`] : [])));
    expect(written).toEqual([]);
  });
});

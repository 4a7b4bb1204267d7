import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { type FunctionGroup, routes, routesOfGroup } from '@shared/contract/routes';
import { fromRoot } from './paths';

/** The import path every module uses for the route table; a group's bundle resolves it to the group's slice. */
export const ROUTE_TABLE_MODULE = '@shared/contract/routes';
const routeTableFile = fromRoot('shared/src/contract/routes.ts');
const slicesDir = fromRoot('.build', 'route-slices');

/**
 * The route table as one function group's bundle sees it: shared/src/contract/routes.ts with only the group's
 * routes left in `routes`, so a bundle carries its own routes' schemas rather than the whole table's (the property
 * form schema rides only where a property is written). Everything else of the module (types, helpers, groups) stays
 * as written; relative imports become `@shared/...` ones so the slice resolves from wherever it is written.
 */
export function routeSliceSource(group: FunctionGroup): string {
  const keep = new Set(routesOfGroup(group).map(([name]) => name));
  if (keep.size === 0) throw new Error(`Function group ${group} serves no route`);
  const text = readFileSync(routeTableFile, 'utf8');
  const source = ts.createSourceFile(routeTableFile, text, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier;
      if (specifier.text.startsWith('.')) {
        const absolute = `@shared/${join('contract', specifier.text)}`;
        edits.push({ start: specifier.getStart(source), end: specifier.getEnd(), text: `'${absolute}'` });
      }
    }
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'routes') continue;
      const table = objectLiteralOf(declaration.initializer);
      let seen = 0;
      for (const property of table.properties) {
        const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
        if (!name || !(name in routes))
          throw new Error(`Route table: cannot read the route at ${source.getLineAndCharacterOfPosition(property.getStart()).line + 1}`);
        seen++;
        if (keep.has(name as keyof typeof routes)) continue;
        let end = property.getEnd();
        while (/\s/.test(text[end] ?? '')) end++;
        if (text[end] === ',') end++;
        edits.push({ start: property.getFullStart(), end, text: '' });
      }
      if (seen !== Object.keys(routes).length) throw new Error(`Route table: read ${seen} routes of ${Object.keys(routes).length}`);
    }
  }
  if (!edits.some((edit) => edit.text === '')) throw new Error('Route table: the routes object was not found');

  let sliced = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) sliced = sliced.slice(0, edit.start) + edit.text + sliced.slice(edit.end);
  sliced = withoutUnusedSchemas(sliced);
  return `// Generated from shared/src/contract/routes.ts by infra/lib/route-slices.ts: the routes of the ${group} function. Do not edit.\n${sliced}`;
}

/**
 * The table's own top-level schemas (`...Schema`, `...Params`, `...Query` constants) that no route left in the slice
 * uses, removed: being zod calls, a bundler cannot tell they are unused. Until none is left, as a schema may use
 * another. Only routes.ts uses them (a module importing one from the table would fail the group's bundle loudly).
 */
function withoutUnusedSchemas(text: string): string {
  for (;;) {
    const source = ts.createSourceFile(routeTableFile, text, ts.ScriptTarget.Latest, true);
    const uses = new Map<string, number>();
    const count = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) uses.set(node.text, (uses.get(node.text) ?? 0) + 1);
      node.forEachChild(count);
    };
    count(source);
    const unused = source.statements.find(
      (statement) =>
        ts.isVariableStatement(statement) &&
        statement.declarationList.declarations.length === 1 &&
        statement.declarationList.declarations.every(
          (declaration) => ts.isIdentifier(declaration.name) && /(Schema|Params|Query)$/.test(declaration.name.text) && uses.get(declaration.name.text) === 1,
        ),
    );
    if (!unused) return text;
    text = text.slice(0, unused.getFullStart()) + text.slice(unused.getEnd());
  }
}

/** `{ ... } as const satisfies ...` → the object literal. */
function objectLiteralOf(expression: ts.Expression | undefined): ts.ObjectLiteralExpression {
  let node = expression;
  while (node && (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node))) node = node.expression;
  if (!node || !ts.isObjectLiteralExpression(node)) throw new Error('Route table: `routes` is not an object literal');
  return node;
}

/** Writes the group's slice (atomically, only when its text changes, as writeGroupEntry does) and returns its path. */
export function writeRouteSlice(group: FunctionGroup): string {
  const file = join(slicesDir, `${group}.ts`);
  const source = routeSliceSource(group);
  if (existsSync(file) && readFileSync(file, 'utf8') === source) return file;
  mkdirSync(slicesDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temporary, source);
  renameSync(temporary, file);
  return file;
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { noImportCycle } from '../../eslint-rules/no-import-cycle.js';

/**
 * The import-cycle rule (eslint.config.js) on small module graphs written to disk, as the rule reads the modules a file
 * imports from disk: a circle through a type-only import or a Vite glob is reported, and every module of a longer circle;
 * a chain that never comes back is not, nor a module that only leads into a circle.
 */
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = mkdtempSync(path.join(tmpdir(), 'import-cycle-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes the modules of one case and answers the path of each. */
function modules(files: Record<string, string>): Record<string, { filename: string; code: string }> {
  const folder = mkdtempSync(path.join(root, 'case-'));
  return Object.fromEntries(
    Object.entries(files).map(([name, code]) => {
      const filename = path.join(folder, name);
      mkdirSync(path.dirname(filename), { recursive: true });
      writeFileSync(filename, code);
      return [name, { filename, code }];
    }),
  );
}

const typeOnly = modules({
  'quote.ts': "import type { Price } from './price';\nexport const quote = (price: Price) => price.pence;\n",
  'price.ts': "import { quote } from './quote';\nexport interface Price { pence: number }\nexport const shown = quote;\n",
});
const globbed = modules({
  'router.ts': "export const screens = import.meta.glob('./screens/*.tsx');\n",
  'screens/home.tsx': "import { screens } from '../router';\nexport const count = Object.keys(screens).length;\n",
});
const intoCircle = modules({
  'entry.ts': "import { p } from './p';\nexport const entry = p;\n",
  'p.ts': "import { q } from './q';\nexport const p = 1;\nexport const fromQ = q;\n",
  'q.ts': "import { r } from './r';\nexport const q = 2;\nexport const fromR = r;\n",
  'r.ts': "import { p } from './p';\nexport const r = p;\n",
});
const chain = modules({
  'a.ts': "import { b } from './b';\nexport const a = b + 1;\n",
  'b.ts': "import { c } from './c';\nexport const b = c + 1;\n",
  'c.ts': 'export const c = 1;\n',
});

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('no-import-cycle', noImportCycle, {
  // A module that imports a circle without being part of it is not reported; the three modules of the circle are.
  valid: [intoCircle['entry.ts']!, chain['a.ts']!, chain['b.ts']!, chain['c.ts']!],
  invalid: [
    { ...typeOnly['quote.ts']!, errors: [{ messageId: 'cycle' }] },
    { ...typeOnly['price.ts']!, errors: [{ messageId: 'cycle' }] },
    { ...globbed['router.ts']!, errors: [{ messageId: 'cycle' }] },
    { ...globbed['screens/home.tsx']!, errors: [{ messageId: 'cycle' }] },
    { ...intoCircle['p.ts']!, errors: [{ messageId: 'cycle' }] },
    { ...intoCircle['q.ts']!, errors: [{ messageId: 'cycle' }] },
    { ...intoCircle['r.ts']!, errors: [{ messageId: 'cycle' }] },
  ],
});

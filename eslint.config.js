import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './eslint-rules/no-import-cycle.js';

const featuresRoot = 'web/src/features';
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The UI kit is imported one module at a time (components/ui/button, …/dialog): a barrel would make every
 * route that uses one piece reach all of them, and Rollup would then load the data table on the landing page.
 */
const uiKitBarrel = { regex: '^(\\.\\.?/)+(components/)?ui(/index)?$', message: "Import the component's own module, e.g. components/ui/button." };

/** @typescript-eslint/no-restricted-imports options for zod; a later files block replaces them, so one that adds paths spreads these. */
const zodImports = {
  paths: [{ name: 'zod', message: "Import * as z from '@shared/core/zod' (zod/mini): classic zod triples every Lambda bundle." }],
  patterns: [{ group: ['zod/*'], message: "Import * as z from '@shared/core/zod', which sets zod/mini's English messages." }],
};

/** no-restricted-imports options; each files block states every pattern it needs (a later block replaces an earlier one). */
const restrictImports = (...patterns) => ['error', { patterns: [uiKitBarrel, ...patterns] }];

/** Loaded on first use, off every page's start-up path: a direct import would put them back on it. */
const lazyLoadedImports = [
  {
    selector: "ImportDeclaration[importKind!='type'][source.value='sonner']",
    message: 'Toast through web/src/lib/toast (sonner is downloaded with the first toast).',
  },
  {
    selector: "ImportDeclaration[importKind!='type'][source.value=/^aws-amplify/]",
    message: 'Call Amplify through web/src/lib/amplify/ (configured before its first call, downloaded on first use).',
  },
];
/** The modules that may import them. */
const lazyLoadedHomes = ['web/src/lib/toast.ts', 'web/src/app/toasts.tsx', 'web/src/lib/amplify/**'];

/**
 * In-app links come from the path table (paths.dashboard(), paths.propertyDetail(id)): a path written
 * as a string, given to a link's `to`/`href`, to navigate() or redirect(), or as a menu entry's `to`, fails.
 */
const pathMessage = 'Build in-app paths with `paths` from @shared/contract/paths (e.g. paths.dashboard()), not a string.';
const pathLiteral = 'Literal[value=/^\\//]';
const pathTemplate = 'TemplateLiteral[quasis.0.value.raw=/^\\//]';
const inAppPathLiterals = [
  `JSXAttribute[name.name=/^(to|href)$/] > ${pathLiteral}`,
  `JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer :matches(${pathLiteral}, ${pathTemplate})`,
  `CallExpression[callee.name=/^(navigate|redirect)$/] > :matches(${pathLiteral}, ${pathTemplate})`,
  `Property[key.name=/^(to|href)$/] > :matches(${pathLiteral}, ${pathTemplate})`,
].map((selector) => ({ selector, message: pathMessage }));

/** no-restricted-syntax options; a later files block replaces an earlier one's list, so each block states all it needs. */
const restrictSyntax = (...groups) => ['error', ...groups.flat()];

/**
 * A query key is a route's name and parameters, built by web/src/lib/route-query.ts: a key written by hand
 * can give two data shapes one cache entry (or one shape two entries that never invalidate together).
 */
const routeQueryModule = 'web/src/lib/route-query.ts';
const keyLiteral = 'Build query keys with routeKey or routeQuery (web/src/lib/route-query.ts), never as an array literal.';
const queryClientCalls =
  '/^(invalidateQueries|setQueryData|getQueryData|cancelQueries|removeQueries|refetchQueries|resetQueries|fetchQuery|prefetchQuery|ensureQueryData|getQueriesData|setQueriesData|getQueryState|isFetching|useIsFetching)$/';
const queryKeyLiterals = [
  { selector: "Property[key.name='queryKey'] > ArrayExpression.value", message: keyLiteral },
  { selector: "Property[key.name='queryKey'] > TSAsExpression.value > ArrayExpression.expression", message: keyLiteral },
  { selector: `CallExpression[callee.property.name=${queryClientCalls}] > ArrayExpression.arguments:first-child`, message: keyLiteral },
  { selector: `CallExpression[callee.name=${queryClientCalls}] > ArrayExpression.arguments:first-child`, message: keyLiteral },
  {
    selector: `CallExpression[callee.property.name=${queryClientCalls}] > TSAsExpression.arguments:first-child > ArrayExpression.expression`,
    message: keyLiteral,
  },
  { selector: 'VariableDeclarator[id.name=/Key$/] > ArrayExpression.init', message: keyLiteral },
  { selector: 'VariableDeclarator[id.name=/Key$/] > TSAsExpression.init > ArrayExpression.expression', message: keyLiteral },
];

/**
 * web/src/app composes the features and the shared web code; nothing below it imports it back (the path table
 * every screen links with is shared/src/contract/paths.ts). The pattern climbs out of web/src/<folder>/… to app/.
 */
const appImport = { regex: '^(\\.\\./)+app(/|$)', message: 'Only web/src/app imports web/src/app: links come from @shared/contract/paths.' };

/** Every folder under web/src/features/<feature>/, with the feature it belongs to. */
function featureFolders() {
  return readdirSync(featuresRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.posix.join(entry.parentPath.split(path.sep).join('/'), entry.name))
    .concat(readdirSync(featuresRoot).map((name) => path.posix.join(featuresRoot, name)))
    .filter((folder, index, all) => all.indexOf(folder) === index)
    .map((folder) => ({ folder, feature: path.posix.relative(featuresRoot, folder).split('/')[0] }));
}

/**
 * A feature imports only itself, web/src/components, web/src/lib, web/src/hooks and shared/; what two
 * features share moves there. no-restricted-imports matches the import text, not the resolved file, so
 * each folder gets the relative path that climbs out of it to web/src/features/ and may go back down only
 * into its own feature. web/src/app composes features and may import them.
 */
const featureBoundaries = featureFolders().map(({ folder, feature }) => {
  const toFeatures = escapeRegExp(`${path.posix.relative(folder, featuresRoot)}/`);
  return {
    files: [`${folder}/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrictImports(appImport, {
        regex: `^${toFeatures}(?!\\.\\./|${escapeRegExp(feature)}/)[^/]+/|(^|/)features/(?!${escapeRegExp(feature)}/)`,
        message: `Features do not import each other: move what '${feature}' shares to web/src/components, web/src/lib or shared/.`,
      }),
    },
  };
});

/**
 * shared/src in layers, lowest first (README 'Code layout'): a module imports its own layer and the ones
 * below it, never one above, and nothing outside shared/. no-restricted-imports matches the import text:
 * layer folders sit directly under shared/src, so a climb out of one is '../<layer>/' or '@shared/<layer>/'.
 */
const sharedLayers = ['core', 'domain', 'rules', 'views', 'contract', 'render'];
const sharedLayerBoundaries = sharedLayers.map((layer, index) => {
  const above = sharedLayers.slice(index + 1);
  const patterns = [
    { regex: '^(\\.\\./)+(web|functions|infra|tests)(/|$)', message: 'shared/ is imported by web, functions and infra; it never imports them.' },
  ];
  if (above.length > 0) {
    patterns.push({
      regex: `^(@shared/|(\\.\\./)+)(${above.join('|')})(/|$)`,
      message: `shared/src/${layer} imports only ${sharedLayers.slice(0, index + 1).join(', ')}: a lower layer never imports a higher one.`,
    });
  }
  // A test may reach higher layers and the seed to check a module against them (e.g. every seeded record passes the schemas).
  return { files: [`shared/src/${layer}/**/*.{ts,tsx}`], ignores: ['**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns }] } };
});

/** File names are kebab-case (area-insight.ts, not areaInsight.ts); no-restricted-syntax cannot see a file's name. */
const layout = {
  rules: {
    'no-import-cycle': noImportCycle,
    'kebab-case-file': {
      meta: { type: 'suggestion', schema: [], messages: { kebab: "File names are kebab-case: rename '{{name}}' (e.g. area-insight.ts)." } },
      create(context) {
        return {
          Program(node) {
            const name = path.basename(context.filename);
            if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)) context.report({ node, messageId: 'kebab', data: { name } });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.data', '.build', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One zod for the whole repo: zod/mini with English messages, through shared/src/core/zod.ts.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/src/core/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', zodImports],
    },
  },
  {
    // ElectroDB's index loads every module of the package (CommonJS: all of it lands in each Lambda bundle, ~20 KB more).
    files: ['functions/**/*.ts'],
    ignores: ['functions/src/db/electrodb.ts', 'functions/src/db/electrodb-modules.d.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          ...zodImports,
          paths: [
            ...zodImports.paths,
            {
              name: 'electrodb',
              allowTypeImports: true,
              message: "Import ElectroDB's classes from functions/src/db/electrodb (types may come from 'electrodb').",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: [...lazyLoadedHomes, routeQueryModule],
    rules: { 'no-restricted-syntax': restrictSyntax(lazyLoadedImports, queryKeyLiterals) },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [...lazyLoadedHomes, routeQueryModule],
    rules: { 'no-restricted-syntax': restrictSyntax(lazyLoadedImports, inAppPathLiterals, queryKeyLiterals) },
  },
  {
    files: lazyLoadedHomes,
    rules: { 'no-restricted-syntax': restrictSyntax(inAppPathLiterals, queryKeyLiterals) },
  },
  { files: [routeQueryModule], rules: { 'no-restricted-syntax': restrictSyntax(lazyLoadedImports, inAppPathLiterals) } },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports() },
  },
  {
    files: ['web/src/{components,lib,hooks}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports(appImport, { regex: '(^|/)features/', message: 'Shared web code does not depend on a feature.' }) },
  },
  ...featureBoundaries,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { layout },
    rules: { 'layout/kebab-case-file': 'error', 'layout/no-import-cycle': 'error' },
  },
  {
    files: ['shared/src/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: `A shared/ module lives in its layer's folder: shared/src/{${sharedLayers.join(',')}}/.` },
      ],
    },
  },
  ...sharedLayerBoundaries,
);

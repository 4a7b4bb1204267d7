import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One zod for the whole repo: zod/mini with English messages, through shared/src/zod.ts.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/src/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import * as z from '@shared/zod' (zod/mini): classic zod triples every Lambda bundle." }],
          patterns: [{ group: ['zod/*'], message: "Import * as z from '@shared/zod', which sets zod/mini's English messages." }],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);

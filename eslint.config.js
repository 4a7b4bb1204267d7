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
    // Loaded on first use, off every page's start-up path: a direct import would put them back on it.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/toast.ts', 'web/src/app/toasts.tsx', 'web/src/lib/amplify/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ImportDeclaration[importKind!='type'][source.value='sonner']", message: 'Toast through web/src/lib/toast (sonner is downloaded with the first toast).' },
        {
          selector: "ImportDeclaration[importKind!='type'][source.value=/^aws-amplify/]",
          message: 'Call Amplify through web/src/lib/amplify/ (configured before its first call, downloaded on first use).',
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

import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-reader', 'mfe-live', 'mfe-editor', 'mfe-admin'];

/**
 * Imports our decisions forbid, as one `no-restricted-imports` setting per area (a later config
 * block replaces a rule's options instead of merging them, so each area gets its full list here).
 * - `sonner` only inside shared: everyone else uses shared's `toast`, so toasts look and behave alike.
 * - `createClient` from supabase-js only inside shared (and the backend, edge functions and the e2e
 *   harness, which are not the portal): the portal has one client, `getSupabase()`, one auth session.
 * - No remote imports another remote's source, and neither the shell nor shared imports a remote:
 *   remotes meet only at run time (`RemoteMount`) or through shared.
 * - `layers`: the editor's layering (decision 147), as extra forbidden import patterns.
 */
function restrictedImports({ sonner, createClient, remotes, layers = [] }) {
  const paths = [];
  if (sonner) paths.push({ name: 'sonner', message: "Use `toast` from '@newsroom/shared' (one toaster, one look)." });
  if (createClient) {
    paths.push({
      name: '@supabase/supabase-js',
      importNames: ['createClient'],
      message: "Use `getSupabase()` from '@newsroom/shared': one client, one auth session.",
    });
  }
  const patterns = remotes.length
    ? [
        {
          regex: `(^|/)(${remotes.join('|')})(/|$)|^@newsroom/(${remotes.join('|')})$`,
          message:
            "A remote's source is not importable: load its exposed module with RemoteMount, or move the code to shared.",
        },
      ]
    : [];
  return ['error', { paths, patterns: [...patterns, ...layers] }];
}

/**
 * mfe-editor's layers (decision 147): pages → console (the frame that composes the tabs) → features
 * → the kit (components, drafts, lib). A feature imports the kit and its own files, never another
 * feature's (what two features need moves to the kit) nor the console; the kit imports no feature.
 * Specifiers are relative, so the pattern depends on how deep the importing file sits.
 */
const FEATURE_MESSAGE =
  'A feature imports only its own files and the kit (components/, drafts/, lib/): move what two features share to the kit (decision 147).';
const KIT_MESSAGE = 'The kit (components/, drafts/, lib/) imports no feature and not the console (decision 147).';
const EDITOR_LAYERS = [
  {
    files: ['mfe-editor/src/features/*/*.{ts,tsx}'],
    regex: '^\\.\\./(?!\\.\\./)|^\\.\\./\\.\\./console/',
    message: FEATURE_MESSAGE,
  },
  {
    files: ['mfe-editor/src/features/*/*/*.{ts,tsx}'],
    regex: '^\\.\\./\\.\\./(?!\\.\\./)|^\\.\\./\\.\\./\\.\\./console/',
    message: FEATURE_MESSAGE,
  },
  {
    files: ['mfe-editor/src/{components,drafts,lib}/**/*.{ts,tsx}'],
    regex: '(^|/)(features|console)(/|$)',
    message: KIT_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '.data/**',
      '**/@mf-types/**',
      'e2e/test-results/**',
      // Playwright's HTML report (CI=1 runs): generated, not ours.
      'e2e/playwright-report/**',
      '.e2e-mfe-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      'react/prop-types': 'off',
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports({ sonner: false, createClient: false, remotes: REMOTES }) },
  },
  {
    files: ['shell/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': restrictedImports({ sonner: true, createClient: true, remotes: REMOTES }) },
  },
  {
    // The production server's purge listener runs in the server's primary process, outside any page:
    // no session, no shared client there to reuse.
    files: ['shell/server/purgeListener.mjs'],
    rules: { 'no-restricted-imports': restrictedImports({ sonner: true, createClient: false, remotes: REMOTES }) },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': restrictedImports({
        sonner: true,
        createClient: true,
        remotes: REMOTES.filter((other) => other !== remote),
      }),
    },
  })),
  ...EDITOR_LAYERS.map(({ files, regex, message }) => ({
    files,
    rules: {
      'no-restricted-imports': restrictedImports({
        sonner: true,
        createClient: true,
        remotes: REMOTES.filter((other) => other !== 'mfe-editor'),
        layers: [{ regex, message }],
      }),
    },
  })),
  {
    // Named exports only: the federation loader takes the export named after the module, and one
    // name per thing keeps imports greppable. Tool config files (and typings of default-exporting
    // packages) must use a default.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.config.{ts,js,mjs}', 'e2e/support/globalSetup.ts', 'e2e/server/globalSetup.ts', '**/*.d.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use a named export (no `export default`).' },
        {
          selector: "ExportSpecifier[exported.name='default']",
          message: 'Use a named export (no `export { x as default }`).',
        },
      ],
    },
  },
  {
    // Playwright fixtures must destructure their dependencies, even when there are none: ({}, use).
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
);

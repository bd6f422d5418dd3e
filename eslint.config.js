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
 * - `layers`: a console remote's layering (decision 147), as extra forbidden import patterns.
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
 * The layers inside a console remote (decision 147): its frame (pages, and the editor's console,
 * the live remote's panels and server entry) → features → the kit. A feature imports the kit and
 * its own files, never another feature's (what two features need moves to the kit, or to shared/
 * when two remotes need it) nor the frame; the kit imports no feature and not the frame. A feature
 * may have sub-features (`features/stories/tips/`) that import their parent's files. Specifiers
 * are relative, so the pattern depends on how deep the importing file sits.
 */
function featureLayers(remote, kit, frame) {
  const kitList = kit.map((folder) => `${folder}/`).join(', ');
  const frameList = frame.join('|');
  const featureMessage = `A feature imports only its own files and the kit (${kitList}): move what two features share to the kit (decision 147).`;
  return [
    {
      files: [`${remote}/src/features/*/*.{ts,tsx}`],
      regex: `^\\.\\./(?!\\.\\./)|^\\.\\./\\.\\./(${frameList})/`,
      message: featureMessage,
    },
    {
      files: [`${remote}/src/features/*/*/*.{ts,tsx}`],
      regex: `^\\.\\./\\.\\./(?!\\.\\./)|^\\.\\./\\.\\./\\.\\./(${frameList})/`,
      message: featureMessage,
    },
    {
      files: [`${remote}/src/{${kit.join(',')}}/**/*.{ts,tsx}`],
      regex: `(^|/)(features|${frameList})(/|$)`,
      message: `The kit (${kitList}) imports no feature and not the frame (${frame.join(', ')}) (decision 147).`,
    },
  ].map((layer) => ({ ...layer, remote }));
}

const FEATURE_LAYERS = [
  ...featureLayers('mfe-editor', ['components', 'drafts', 'lib'], ['console', 'pages']),
  ...featureLayers('mfe-admin', ['components', 'lib'], ['pages']),
  ...featureLayers('mfe-live', ['components', 'lib'], ['pages', 'panels', 'server']),
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
      // The backend functions suite's throw-away supabase/ folders (see .gitignore).
      '**/backend-fixture-*/**',
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
  ...FEATURE_LAYERS.map(({ remote, files, regex, message }) => ({
    files,
    rules: {
      'no-restricted-imports': restrictedImports({
        sonner: true,
        createClient: true,
        remotes: REMOTES.filter((other) => other !== remote),
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

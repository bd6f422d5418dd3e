import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * What makes a test file need a module graph of its own: it replaces modules (a module cached by an
 * earlier file would ignore the mock), or, for a logic file, asks for a DOM. Stubbed globals and
 * variables are undone after each test (`unstubGlobals`, `unstubEnvs`), so they may share one.
 */
const MOCKS_MODULES = /vi\.(mock|doMock)\(/;
const ASKS_FOR_A_DOM = /@vitest-environment happy-dom/;

/** The package's test files (under src/) ending in `suffix` whose text matches `pattern`, from its root. */
function filesMatching(suffix: string, pattern: RegExp, root = process.cwd()): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join('src', file))
    .filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')));
}

/**
 * The front-end packages' Vitest configuration. Logic tests (`*.test.ts`) run in Node; components
 * and hooks (`*.test.tsx`) in happy-dom. Building a DOM window for every file was about a third of
 * these suites' time on CI's two cores (decision 059). A `.test.ts` file that needs the DOM says so
 * on its first line: `// @vitest-environment happy-dom`.
 *
 * Files share one module graph per worker (`isolate: false`): importing React, zod and the shared
 * barrel again for each was most of their time. Logic files first (six packages: 272 → 175 s of
 * CPU), then the component files (`dom`: 188 → 153 s), whose window is then shared too; the setup
 * file unmounts after every test. Files that mock modules keep their own (`logic-isolated`,
 * `dom-isolated`), as do logic files that ask for a DOM.
 */
export function frontendVitestConfig(options: { logicInclude?: string[] } = {}) {
  const isolated = [...filesMatching('.test.ts', MOCKS_MODULES), ...filesMatching('.test.ts', ASKS_FOR_A_DOM)];
  const mockingDom = filesMatching('.test.tsx', MOCKS_MODULES);
  return defineConfig({
    test: {
      // Rendering tests type real keystrokes, and in `npm test` they run at the lowest priority
      // beside the browsers, lint and typecheck: a 6 s test took over 20 s there. A timeout here
      // only catches a hang.
      testTimeout: 60_000,
      globals: true,
      unstubGlobals: true,
      unstubEnvs: true,
      // Resolved from each package's root: every front-end package sits beside shared/.
      setupFiles: ['../shared/vitest.setup.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            include: ['src/**/*.test.ts', ...(options.logicInclude ?? [])],
            exclude: isolated,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'logic-isolated', environment: 'node', include: isolated } },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'happy-dom',
            include: ['src/**/*.test.tsx'],
            exclude: mockingDom,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'dom-isolated', environment: 'happy-dom', include: mockingDom } },
      ],
    },
  });
}

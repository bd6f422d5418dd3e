import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * What makes a logic test need a module graph of its own: it replaces modules (a module cached by
 * an earlier file would ignore the mock), or asks for a DOM. Stubbed globals and variables are
 * undone after each test (`unstubGlobals`, `unstubEnvs`), so they may share one.
 */
const NEEDS_ISOLATION = /vi\.(mock|doMock)\(|@vitest-environment happy-dom/;

/** The package's logic test files (`src/**\/*.test.ts`) that need isolation, as paths from its root. */
function isolatedLogicFiles(root = process.cwd()): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join('src', file))
    .filter((file) => NEEDS_ISOLATION.test(readFileSync(join(root, file), 'utf8')));
}

/**
 * The front-end packages' Vitest configuration. Logic tests (`*.test.ts`) run in Node; components
 * and hooks (`*.test.tsx`) in happy-dom. Building a DOM window for every file was about a third of
 * these suites' time on CI's two cores (decision 059). A `.test.ts` file that needs the DOM says so
 * on its first line: `// @vitest-environment happy-dom`.
 *
 * Logic files share one module graph per worker (`isolate: false`): importing React, zod and the
 * shared barrel again for each was most of their time (six packages: 272 → 175 s of CPU). Those
 * that mock modules or ask for a DOM keep their own (`logic-isolated`).
 */
export function frontendVitestConfig(options: { logicInclude?: string[] } = {}) {
  const isolated = isolatedLogicFiles();
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
        { extends: true, test: { name: 'dom', environment: 'happy-dom', include: ['src/**/*.test.tsx'] } },
      ],
    },
  });
}

import { defineConfig } from 'vitest/config';

/**
 * The front-end packages' Vitest configuration. Logic tests (`*.test.ts`) run in Node; components
 * and hooks (`*.test.tsx`) in happy-dom. Building a DOM window for every file was about a third of
 * these suites' time on CI's two cores (decision 059). A `.test.ts` file that needs the DOM says so
 * on its first line: `// @vitest-environment happy-dom`.
 */
export function frontendVitestConfig(options: { logicInclude?: string[] } = {}) {
  return defineConfig({
    test: {
      // Rendering tests type real keystrokes and share CI's two cores with the other suites.
      testTimeout: 20_000,
      globals: true,
      // Resolved from each package's root: every front-end package sits beside shared/.
      setupFiles: ['../shared/vitest.setup.ts'],
      projects: [
        {
          extends: true,
          test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts', ...(options.logicInclude ?? [])] },
        },
        { extends: true, test: { name: 'dom', environment: 'happy-dom', include: ['src/**/*.test.tsx'] } },
      ],
    },
  });
}

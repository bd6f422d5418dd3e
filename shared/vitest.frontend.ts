import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * What makes a test file need a module graph of its own: it replaces modules (a module cached by an
 * earlier file would ignore the mock), or, for a logic file, asks for a DOM. Stubbed globals and
 * variables are undone after each test (`unstubGlobals`, `unstubEnvs`), so they may share one.
 */
const MOCKS_MODULES = /vi\.(mock|doMock)\(/;
const ASKS_FOR_A_DOM = /@vitest-environment happy-dom/;
/** A file's mock of the shared package through its package's factory, whose mocks are per worker. */
const MOCKS_SHARED_PER_WORKER =
  /vi\.mock\(\s*'@newsroom\/shared',\s*async \(original\) =>\s*\(await import\('[./]+\/test\/sharedMock\.tsx?'\)\)\.mockShared\(original\),?\s*\);/g;

/** The front-end packages, as folders of the repository's root. */
export const FRONTEND_PACKAGES = ['shared', 'shell', 'mfe-reader', 'mfe-live', 'mfe-editor', 'mfe-admin'];

/** Logic tests outside a package's src/: the shell server's own (plain Node modules). */
const MORE_LOGIC: Record<string, string[]> = { shell: ['server/**/*.test.mjs'] };

const SETUP_FILE = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));

/** Whether every module a file mocks is the shared package, through its package's per-worker factory. */
function mocksOnlySharedPerWorker(text: string): boolean {
  const mocks = text.match(new RegExp(MOCKS_MODULES, 'g'))?.length ?? 0;
  return mocks > 0 && text.match(MOCKS_SHARED_PER_WORKER)?.length === mocks;
}

const matches = (pattern: RegExp) => (text: string) => pattern.test(text);

/** The test files under `dir`/src ending in `suffix` whose text passes `test`, as `dir`/src/…. */
function filesWhere(dir: string, suffix: string, test: (text: string) => boolean): string[] {
  return readdirSync(join(dir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, 'src', file))
    .filter((file) => test(readFileSync(file, 'utf8')));
}

/** One package's test files, sorted by the module graph they may share. */
function packageFiles(dir: string) {
  const name = basename(resolve(dir));
  const mockingShared = filesWhere(dir, '.test.tsx', mocksOnlySharedPerWorker);
  return {
    name,
    logic: [join(dir, 'src/**/*.test.ts'), ...(MORE_LOGIC[name] ?? []).map((glob) => join(dir, glob))],
    logicIsolated: [
      ...filesWhere(dir, '.test.ts', matches(MOCKS_MODULES)),
      ...filesWhere(dir, '.test.ts', matches(ASKS_FOR_A_DOM)),
    ],
    dom: join(dir, 'src/**/*.test.tsx'),
    mockingShared,
    domIsolated: filesWhere(dir, '.test.tsx', matches(MOCKS_MODULES)).filter((file) => !mockingShared.includes(file)),
  };
}

/**
 * The front-end packages' Vitest configuration, for the packages in `dirs` (folders relative to the
 * directory Vitest runs in): one package's own `vitest.config.ts` passes its own folder, and the
 * repository's `vitest.frontend.config.ts` all of them, so that `npm test` runs them in one Vitest.
 *
 * Logic tests (`*.test.ts`) run in Node; components and hooks (`*.test.tsx`) in happy-dom. Building
 * a DOM window for every file was about a third of these suites' time on CI's two cores (decision
 * 059). A `.test.ts` file that needs the DOM says so on its first line: `// @vitest-environment
 * happy-dom`.
 *
 * Files share one module graph per worker (`isolate: false`): importing React, zod and the shared
 * barrel again for each was most of their time. Logic files first (six packages: 272 → 175 s of
 * CPU), then the component files (`dom`: 188 → 153 s), whose window is then shared too; the setup
 * file unmounts after every test. One Vitest for the six packages shares them across packages too
 * (139 → about 100 s of CPU, decision 160). Files that mock modules keep a graph of their own
 * (`logic-isolated`, `dom-isolated`), as do logic files that ask for a DOM. Component files that
 * mock only the shared package, through their package's per-worker factory (mockSharedPerWorker),
 * share one graph per package (`dom-mocked-<package>`).
 */
export function frontendVitestConfig(dirs: string[] = ['.']) {
  const packages = dirs.map(packageFiles);
  const mockedProjects = packages
    .filter((files) => files.mockingShared.length > 0)
    .map((files): TestProjectInlineConfiguration => ({
      extends: true,
      test: {
        name: `dom-mocked-${files.name}`,
        environment: 'happy-dom',
        include: files.mockingShared,
        isolate: false,
      },
    }));
  const domExcluded = packages.flatMap((files) => [...files.mockingShared, ...files.domIsolated]);
  const logicIsolated = packages.flatMap((files) => files.logicIsolated);
  return defineConfig({
    test: {
      // Rendering tests type real keystrokes, and in `npm test` they run at the lowest priority
      // beside the browsers, lint and typecheck: a 6 s test took over 20 s there. A timeout here
      // only catches a hang.
      testTimeout: 60_000,
      globals: true,
      unstubGlobals: true,
      unstubEnvs: true,
      setupFiles: [SETUP_FILE],
      projects: [
        {
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            include: packages.flatMap((files) => files.logic),
            exclude: logicIsolated,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'logic-isolated', environment: 'node', include: logicIsolated } },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'happy-dom',
            include: packages.map((files) => files.dom),
            exclude: domExcluded,
            isolate: false,
          },
        },
        ...mockedProjects,
        {
          extends: true,
          test: {
            name: 'dom-isolated',
            environment: 'happy-dom',
            include: packages.flatMap((files) => files.domIsolated),
          },
        },
      ],
    },
  });
}

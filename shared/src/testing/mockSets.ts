import { vi } from 'vitest';

/** Every mock set made in this worker, with what restores it for a new file. */
const sets: Array<{ mocks: object; reset: () => void }> = [];

type SharedModule = typeof import('../index.ts');

/**
 * A `vi.mock('@newsroom/shared', …)` factory: the real module with `make`'s replacements, made once
 * per worker. Test files that mock only the shared package through their package's factory share
 * a module graph (`dom-mocked-<package>`, vitest.frontend.ts). Vitest calls the factory again for a
 * file that imports the mocked module itself, but components imported by an earlier file keep the
 * module it returned then, so every call must return the same mock functions: `make` runs once, on
 * the first call (the real module is the same each time). The shared setup file calls
 * `resetMockSets()` before each file, whether or not that file calls the factory: the mock
 * functions go back to the implementations they were made with, and `reset` restores the rest.
 */
export function mockSharedPerWorker<T extends object>(
  make: (actual: SharedModule) => T,
  reset: () => void = () => {},
): (importOriginal: () => Promise<SharedModule>) => Promise<SharedModule & T> {
  let mocks: T | undefined;
  return async (importOriginal) => {
    const actual = await importOriginal();
    if (!mocks) {
      mocks = make(actual);
      sets.push({ mocks, reset });
    }
    return { ...actual, ...mocks };
  };
}

/** Before each test file (vitest.setup.ts): every mock set as a new file expects to find it. */
export function resetMockSets(): void {
  for (const { mocks, reset } of sets) {
    resetMockFunctions(mocks);
    reset();
  }
}

/** Resets the mock functions among `mocks`' values and one level below (e.g. `toast.error`). */
function resetMockFunctions(mocks: object, depth = 1): void {
  for (const value of Object.values(mocks)) {
    if (vi.isMockFunction(value)) value.mockReset();
    else if (depth > 0 && value && typeof value === 'object') resetMockFunctions(value, depth - 1);
  }
}

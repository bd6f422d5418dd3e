import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own backend (PGlite open takes seconds on a busy machine). In `npm test`
    // the unit suites run at nice 19 beside the browser tests and get what CPU those leave: a test
    // of 6 s on a quiet machine took 37 s there. A timeout here only catches a hang.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The files share their worker's module cache: re-importing the backend, supabase-js and PGlite
    // for every file was half of this suite's CPU (test/schema + test/rest: 125 s → 69 s of CPU,
    // import 111 s → 21 s). Safe because no backend test mocks modules (vi.mock) or keeps state in
    // a module between files; each file still starts its own backend and database.
    isolate: false,
    maxWorkers: 2,
    // bcrypt at its least cost: the suites sign up and sign in thousands of times, and GoTrue's
    // cost of 10 made password hashing a third of the auth suites' CPU (users.ts).
    env: { AUTH_BCRYPT_COST: '4' },
  },
});

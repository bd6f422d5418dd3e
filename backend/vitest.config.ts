import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Short files that run long (processes killed and restarted, an archive of 100,000 stories,
 * hundreds of hostile requests, a backup and its restore). With no timings cached (a clean clone) Vitest runs the
 * larger files first, so these ran last, one worker busy and the other idle: started first, the
 * two workers end together. Once Vitest has timings it orders by them anyway.
 */
const LONG_FILES = [
  'test/durability/durability.test.ts',
  'test/schema/archivePlans.test.ts',
  'test/hostile/hostile.test.ts',
  'test/backup/backup.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => LONG_FILES.some((name) => file.moduleId.endsWith(`/backend/${name}`));
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}

export default defineConfig({
  test: {
    // The edge functions' shared modules run on Node too (the local backend uses them): tested here.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../supabase/functions/_shared/**/*.test.ts'],
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
    sequence: { sequencer: LongFilesFirst },
  },
});

import { afterAll, beforeAll, describe } from 'vitest';
import { startTestBackend, type DatabaseKind, type TestBackend, type TestBackendOptions } from './testBackend.ts';

let skipNoticePrinted = false;

/** The database variants this run covers: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  if (process.env.DATABASE_URL) return ['pglite', 'postgres'];
  if (!skipNoticePrinted) {
    skipNoticePrinted = true;
    console.info(
      'PostgreSQL variant skipped: DATABASE_URL is not set (run backend/scripts/start-test-postgres.sh and export its line).',
    );
  }
  return ['pglite'];
}

/**
 * Registers `body` once per database variant, each with its own backend started in beforeAll and
 * stopped in afterAll. `body` receives a getter because the backend exists only once hooks ran.
 */
export function describeEachDatabase(
  title: string,
  body: (backend: () => TestBackend) => void,
  options: Omit<TestBackendOptions, 'database'> = {},
): void {
  for (const database of databaseKinds()) {
    describe(`${title} [${database}]`, () => {
      let running: TestBackend | undefined;
      beforeAll(async () => {
        running = await startTestBackend({ ...options, database });
      });
      afterAll(async () => {
        await running?.stop();
      });
      body(() => {
        if (!running) throw new Error('backend not started');
        return running;
      });
    });
  }
}

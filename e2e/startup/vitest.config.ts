import { defineConfig } from 'vitest/config';

/**
 * `npm start` itself: when it says "ready" (unit) and what it prints while starting (the start-up
 * test runs scripts/start.mjs from the production builds: `npm run build` first). CI runs these
 * again under the next Node LTS line (.ci/run).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['startup/**/*.test.ts'],
    testTimeout: 60_000,
    // A new database is migrated and seeded on start: about 20 s of CPU, more on a busy box.
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});

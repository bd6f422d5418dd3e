import { defineConfig } from 'vitest/config';

/**
 * Server tests: the shell's production server renders the public routes from the production
 * builds against a seeded backend; the HTML it answers is checked as a crawler would read it.
 * Needs `npm run build` first (they run with the e2e suite).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['server/**/*.test.ts'],
    globalSetup: ['server/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});

import { defineConfig } from 'vitest/config';

/**
 * Contract tests: the remotes' built mf-manifest.json files against shared/src/contracts. They
 * read the production builds `npm test` made for the e2e suite (nothing is built twice), so they
 * run with it, before Playwright (`npm run test:contracts`).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['contracts/**/*.test.ts'],
  },
});

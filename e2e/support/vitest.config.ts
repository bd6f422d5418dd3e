import { defineConfig } from 'vitest/config';

/** Unit tests of the e2e suite's own helpers (no browser, no build needed). */
export default defineConfig({
  test: { environment: 'node', include: ['support/**/*.test.ts'] },
});

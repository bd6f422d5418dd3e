import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../shared/vitest.setup.ts'],
    // Form tests type real keystrokes; a busy shared machine needs more than the 5 s default.
    testTimeout: 20_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Rendering tests share CI's two cores with the other packages' suites: 5 s is too tight there.
    testTimeout: 20_000,
    environment: 'happy-dom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});

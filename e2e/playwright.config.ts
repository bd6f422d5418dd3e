import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.mjs';

/**
 * The e2e suite drives the production builds (run `npm run build` first) in Debian's Chromium.
 * globalSetup starts a fresh seeded backend and the portal on free ports. The desktop project runs
 * every spec but those tagged @mobile-only; the mobile project runs only specs tagged @mobile or
 * @mobile-only: what a phone shows differently (header, menu, layouts, axe at phone size), not
 * logic that is the same on every screen, to keep the suite fast.
 */
/** The performance budgets: measured alone, after the specs that change what pages show. */
const BUDGETS_SPEC = /performance\/budgets\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  // Overridable so that two runs on one machine do not delete each other's artifacts.
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  globalSetup: './support/globalSetup.ts',
  timeout: 60_000,
  // Generous: CI boxes are small and the backend shares their two cores.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // One retry on CI: 120 browser tests share two cores with the backend. A test that passes only on
  // its retry is reported as flaky (list and html report keep its trace), never silently green.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    // Set by globalSetup; workers evaluate this file after it ran, so plain specs get it too.
    baseURL: process.env.E2E_BASE_URL,
    // A trace records a screencast and DOM snapshots all through the test: recorded for every test it
    // doubled the suite's CPU (browser process 82 s → 13 s for 83 specs, decision 059). A failure on
    // CI is retried once, and that retry is traced; the first attempt keeps its screenshot.
    trace: 'on-first-retry',
    // The ticker's marquee never stops: without a GPU, Chromium repaints it in software through
    // every test, on CI's two cores. Readers who ask for reduced motion get still text (one ticker
    // test turns motion back on to check the marquee timings).
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The offline-reading worker (decision 186) would answer the pages' navigations and images,
    // out of reach of page.route and the byte counts: only its own spec lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      testIgnore: BUDGETS_SPEC,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions },
    },
    // Layout shift is measured once the other projects have ended: the home page updates itself
    // when a story is published, and specs beside it publish stories (a card moving in counted as a
    // shift of 0.05–0.08 when one landed during the measurement).
    {
      name: 'budgets',
      testMatch: BUDGETS_SPEC,
      dependencies: ['desktop', 'mobile'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
});

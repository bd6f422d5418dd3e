// Shared Vitest setup for the front-end packages: DOM matchers (toBeInTheDocument, ...) and
// Testing Library's timeouts, for the files that run in a DOM. Logic files (Node) skip them:
// Testing Library brings react-dom, which was most of a logic file's set-up time.
import { resetMockSets } from './src/testing/mockSets.ts';

// Files that share a module graph and a per-worker mock set (mockSharedPerWorker) find it as new.
resetMockSets();

if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // Testing Library unmounts after each test by itself, but registers that once, when first
  // imported: files that share a module graph (the `dom` project) would keep earlier files' trees.
  afterEach(() => cleanup());
  // findBy*/waitFor give up after 1 s by default. On CI the unit suites run beside the browser tests
  // at the lowest priority (decision 059), where loading a lazy chunk can take far longer than that;
  // a passing test still returns as soon as its element shows.
  configure({ asyncUtilTimeout: 30_000 });
  // No test sends a beacon (a committed remote area's sampled load, decision 216): happy-dom's
  // would fetch, and that fetch's failure reaches no caller (an unhandled rejection fails the run
  // at random, one mount in ten). A test of the reporter puts its own in place.
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: () => true });
}

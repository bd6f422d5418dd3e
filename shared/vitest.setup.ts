// Shared Vitest setup for the front-end packages: DOM matchers (toBeInTheDocument, ...).
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default. On CI the unit suites run beside the browser tests
// at the lowest priority (decision 059), where loading a lazy chunk can take longer than that;
// a passing test still returns as soon as its element shows.
configure({ asyncUtilTimeout: 10_000 });

import { mergeConfig } from 'vitest/config';
import { FRONTEND_PACKAGES, frontendVitestConfig } from './shared/vitest.frontend.ts';

// `npm run test:unit:frontend`: the six front-end packages in one Vitest, two workers (decision 160).
export default mergeConfig(frontendVitestConfig(FRONTEND_PACKAGES), { test: { maxWorkers: 2 } });

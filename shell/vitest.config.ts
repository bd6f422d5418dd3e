import { frontendVitestConfig } from '../shared/vitest.frontend.ts';

export default frontendVitestConfig();

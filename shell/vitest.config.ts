import { frontendVitestConfig } from '../shared/vitest.frontend.ts';

// The shell server's own tests (plain Node modules) run with the logic tests.
export default frontendVitestConfig({ logicInclude: ['server/**/*.test.mjs'] });

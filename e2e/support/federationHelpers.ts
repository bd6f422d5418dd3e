import type { Page } from '@playwright/test';

interface HelperGlobals {
  _NEWSROOM_FEDERATION_SDK?: { createLogger?: unknown };
  _NEWSROOM_FEDERATION_ERROR_CODES?: { getShortErrorMsg?: unknown };
}

/**
 * What the page offers the public remotes in place of their own copies of the federation runtime's
 * helpers (globals named in shared/src/federation/federationHelperGlobals.ts). The containers use
 * them only on their error and logging paths, so a page without them still renders: this is what
 * shows that the shell and the standalone pages provide them.
 */
export function federationHelpersOnPage(page: Page) {
  return page.evaluate(() => {
    const scope = globalThis as HelperGlobals;
    return {
      sdk: typeof scope._NEWSROOM_FEDERATION_SDK?.createLogger,
      errorCodes: typeof scope._NEWSROOM_FEDERATION_ERROR_CODES?.getShortErrorMsg,
    };
  });
}

import { federationHelpersOnPage } from '../support/federationHelpers.ts';
import { expect, test } from '../support/fixtures.ts';

// A remote's own page, without the shell: how its team works on it alone. The home page's remotes
// take the federation runtime from the shell (decision 056); their standalone pages load it first.
test.describe('foundation: remotes on their own', () => {
  for (const remote of ['reader', 'live'] as const) {
    test(`mfe-${remote}'s standalone page runs without the shell`, async ({ page, portal }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`${portal.remoteOrigins[remote]}/`);
      // The page's own heading: the remote's code ran on the runtime its page provided.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(errors).toEqual([]);
      expect(await federationHelpersOnPage(page)).toEqual({ sdk: 'function', errorCodes: 'function' });
    });
  }
});

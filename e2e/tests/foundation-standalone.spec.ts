import { expect, test } from '../support/fixtures.ts';

// A remote's own page, without the shell: how its team works on it alone. The home page's remotes
// take the federation runtime from the shell (decision 056); their standalone pages load it first.
test.describe('foundation: remotes on their own', () => {
  for (const { remote, heading } of [
    { remote: 'reader', heading: 'Latest Stories' },
    { remote: 'live', heading: 'Live Events' },
  ] as const) {
    test(`mfe-${remote}'s standalone page runs without the shell`, async ({ page, portal }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`${portal.remoteOrigins[remote]}/`);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

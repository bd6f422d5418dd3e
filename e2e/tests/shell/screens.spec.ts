import { expect, test } from '../../support/fixtures.ts';
import { siteNameOf, uniqueSuffix } from './support/shellSupport.ts';

test.describe('shell screens', () => {
  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    await page.goto(`/no-such-page-${uniqueSuffix()}`);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the start-up screen says "Loading" and the product name until the app is ready', async ({ page, request }) => {
    const siteName = await siteNameOf(request);
    // /auth is rendered in the browser: the server sends the start-up screen. Hold the shell's
    // code back a moment so it can be seen before the app replaces it.
    await page.route('**/static/js/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // Not waiting for 'load': the page's deferred scripts are the ones held back.
    await page.goto('/auth', { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: `Loading ${siteName}` })).toBeVisible();
    await expect(page.getByTestId('shell-header')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`Loading ${siteName}`)).toHaveCount(0);
  });
});

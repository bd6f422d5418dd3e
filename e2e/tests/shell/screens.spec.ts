import { expect, test } from '../../support/fixtures.ts';
import { siteNameOf, uniqueSuffix } from './support/shellSupport.ts';

test.describe('shell screens', { tag: '@mobile' }, () => {
  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    await page.goto(`/no-such-page-${uniqueSuffix()}`);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the start-up screen says "Loading" and the product name until the app is ready', async ({ page, request }) => {
    const siteName = await siteNameOf(request);
    // Hold the runtime config back a moment so the start-up screen can be seen.
    await page.route('**/runtime-config.json', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ response });
    });
    await page.goto('/about');
    await expect(page.getByRole('status').filter({ hasText: `Loading ${siteName}` })).toBeVisible();
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await expect(page.getByText(`Loading ${siteName}`)).toHaveCount(0);
  });
});

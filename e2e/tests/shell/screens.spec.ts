import { expect, test } from '@playwright/test';
import { uniqueSuffix } from './support/shellSupport.ts';

test.describe('shell screens', () => {
  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    await page.goto(`/no-such-page-${uniqueSuffix()}`);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

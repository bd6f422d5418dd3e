import { blockingViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';

// Several navigations and sign-ins per test: allow for a busy CI box.
test.describe.configure({ timeout: 90_000 });

test.describe('accessibility of the shell pages (axe: no serious or critical violations)', { tag: '@mobile' }, () => {
  test('/auth, both tabs', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('form', { name: 'Sign up' }).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the 404 page', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the home page chrome (header, ticker, navigation, footer)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('ticker')).not.toHaveAttribute('data-state', 'loading');
    expect(await blockingViolations(page, ['[data-testid="shell-header"]', '[data-testid="shell-footer"]'])).toEqual(
      [],
    );
  });

  test('/subscribe and /alerts', async ({ page }) => {
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeVisible();
    expect(await blockingViolations(page, ['main'])).toEqual([]);
    await page.goto('/alerts');
    await expect(page.getByRole('heading', { name: 'Breaking news alerts' })).toBeVisible();
    expect(await blockingViolations(page, ['main'])).toEqual([]);
  });
});

import { expect, test } from '../../support/fixtures.ts';
import { signInThroughUi, type Persona } from './support/shellSupport.ts';

const ACCESS_DENIED = 'Access denied. Admin privileges required.';

// Several navigations and sign-ins per test: allow for a busy CI box.
test.describe.configure({ timeout: 90_000 });

test.describe('route guards', () => {
  test('a visitor is sent to /auth from /blog-management and /admin', async ({ page }) => {
    await page.goto('/blog-management');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });

  for (const persona of ['reader', 'editor'] as const satisfies readonly Persona[]) {
    test(`${persona}: may open /blog-management, is sent home from /admin with the access toast`, async ({ page }) => {
      await signInThroughUi(page, persona);
      await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
      await page.goto('/blog-management');
      await expect(page).toHaveURL(/\/blog-management$/);
      await expect(page.locator('[data-remote-module="editor/BlogManagementPage"]')).toBeAttached();

      await page.goto('/admin');
      await expect(page.getByText(ACCESS_DENIED)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('[data-remote-module="admin/AdminDashboardPage"]')).toHaveCount(0);
    });
  }

  test('admin: sees Admin Dashboard and may open /admin', async ({ page }) => {
    await signInThroughUi(page, 'admin');
    await page.getByRole('link', { name: 'Admin Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator('[data-remote-module="admin/AdminDashboardPage"]')).toBeAttached();
    await expect(page.getByText(ACCESS_DENIED)).toHaveCount(0);
  });
});

import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` as a client-side navigation from /auth (a page the browser renders): the page's
 * data is then fetched by the browser, where a test can answer or fail that request itself. A fresh
 * load of a public page gets its data from the server render instead.
 */
export async function openInBrowser(page: Page, path: string): Promise<void> {
  await page.goto('/auth');
  await expect(page.getByTestId('shell-header')).toBeVisible({ timeout: 45_000 });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

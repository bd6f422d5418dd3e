import type { Page } from '@playwright/test';
import type { AccountName } from '../../support/accounts.ts';
import { publishedStoryId } from '../../support/content.ts';
import { expect, test } from '../../support/fixtures.ts';
import { watchPageProblems } from '../ssr/support/pageProblems.ts';

type Role = AccountName | 'anonymous';

/** What each page shows once it has done its work, for each role. */
const READY: Record<string, (page: Page, role: Role) => Promise<void>> = {
  home: (page) => expect(page.locator('html')).toHaveAttribute('data-remotes', /reader:ready/),
  story: (page) => expect(page.locator('html')).toHaveAttribute('data-remotes', /reader:ready/),
  alerts: (page) => expect(page.getByRole('button', { name: 'Turn on alerts' })).toBeEnabled(),
  console: async (page, role) => {
    if (role === 'anonymous') return expect(page).toHaveURL(/\/auth$/);
    await expect(page.locator('html')).toHaveAttribute('data-remotes', /editor:ready/);
  },
  // A page whose code the router loads on demand (drawn in the browser only).
  forgotPassword: (page) => expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible(),
  dashboard: async (page, role) => {
    if (role === 'anonymous') return expect(page).toHaveURL(/\/auth$/);
    if (role !== 'admin') return expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-remotes', /admin:ready/);
  },
};

/** React Router's start-up warnings ("No `HydrateFallback` element …"): a route table to fix. */
function watchRouterWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /HydrateFallback/.test(message.text())) {
      warnings.push(`console.warn: ${message.text()}`);
    }
  });
  return warnings;
}

/** Requests the page made itself (fetch, XHR) that the server refused or failed. */
function watchFailedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (response.status() >= 400 && (kind === 'fetch' || kind === 'xhr')) {
      failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  return failed;
}

// Six pages per role, each waited on until its requests settle.
test.describe.configure({ timeout: 120_000 });

test.describe('a clean console on every first page', () => {
  for (const role of ['anonymous', 'reader', 'editor', 'admin'] as const) {
    test(`${role}: home, a story, /alerts, /forgot-password, the console and the dashboard log no error`, async ({
      page,
      signInAs,
    }) => {
      if (role !== 'anonymous') await signInAs(role);
      // Headless Chromium denies notifications: a browser that has not been asked yet instead, so
      // /alerts shows its button once hydrated (the server renders it disabled).
      await page.addInitScript(() => {
        const NotAskedYet = Object.assign(function Notification() {}, {
          permission: 'default',
          requestPermission: async () => 'default',
        });
        Object.defineProperty(window, 'Notification', { value: NotAskedYet });
      });
      const problems = await watchPageProblems(page);
      const failedRequests = watchFailedRequests(page);
      const routerWarnings = watchRouterWarnings(page);
      const paths: Record<keyof typeof READY, string> = {
        home: '/',
        story: `/story/${await publishedStoryId()}`,
        alerts: '/alerts',
        forgotPassword: '/forgot-password',
        console: '/blog-management',
        dashboard: '/admin',
      };
      for (const [name, path] of Object.entries(paths)) {
        await page.goto(path);
        await READY[name](page, role);
        // Late areas (panels, ads, the console's lists) report after the page is ready.
        await page.waitForLoadState('networkidle');
        expect([...(await problems()), ...failedRequests, ...routerWarnings], `${role} on ${path}`).toEqual([]);
      }
    });
  }
});

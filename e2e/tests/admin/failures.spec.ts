import { expect, remoteArea, test, visibleHeading } from '../../support/fixtures.ts';
import { dashboard, openDashboard, toast } from './support/adminSupport.ts';

test.describe.configure({ timeout: 120_000 });

const UNAVAILABLE = 'This section is unavailable right now.';

test.describe('admin: failures', () => {
  test('mfe-admin down: the chrome stays, only the dashboard area says so, and Retry brings it back', async ({
    page,
    privatePortal,
    signInAs,
  }) => {
    await privatePortal.stopRemote('admin');
    await signInAs('admin');
    await page.goto(`${privatePortal.baseURL}/admin?tab=users`);
    const area = remoteArea(page, 'admin/AdminDashboardPage');
    await expect(area.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await privatePortal.startRemote('admin');
    await area.getByRole('button', { name: 'Retry' }).click();
    await expect(visibleHeading(page, 'admin/AdminDashboardPage')).toHaveText('Admin Dashboard');
    await expect(area.getByRole('tab', { name: 'Users and Roles' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a list that cannot be loaded says so in place and in a toast; Retry loads it', async ({ page, signInAs }) => {
    await page.route('**/rest/v1/sports_events?**', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' })
        : route.fallback(),
    );
    await signInAs('admin');
    await openDashboard(page, 'events');
    const area = dashboard(page);
    await expect(area.getByRole('alert').filter({ hasText: 'Failed to load live events' })).toBeVisible();
    await expect(toast(page, 'Failed to load live events')).toBeVisible();
    await expect(area).not.toContainText('down');

    await page.unroute('**/rest/v1/sports_events?**');
    await area.getByRole('button', { name: 'Retry' }).click();
    await expect(area.getByRole('article', { name: 'Dynamos vs CAPS United' })).toBeVisible();
  });

  test('a refused save keeps what was typed and says why', async ({ page, signInAs }) => {
    await page.route('**/rest/v1/sports_events**', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: '{"code":"42501","message":"new row violates row-level security policy for table \\"sports_events\\""}',
          })
        : route.fallback(),
    );
    await signInAs('admin');
    await openDashboard(page, 'events');
    const area = dashboard(page);
    await area.getByLabel('Title').fill('Refused on purpose');
    await area.getByLabel('Start time').fill('2030-01-01T10:00');
    await area.getByRole('button', { name: 'Create Event' }).click();
    await expect(toast(page, 'Failed to create live event')).toBeVisible();
    await expect(area.getByRole('alert').filter({ hasText: 'Unauthorized: Admin access required' })).toBeVisible();
    await expect(area.getByLabel('Title')).toHaveValue('Refused on purpose');
    await expect(area).not.toContainText('row-level security');
  });
});

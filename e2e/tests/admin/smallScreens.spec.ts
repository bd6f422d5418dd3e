import { expect, test } from '../../support/fixtures.ts';
import { dashboard, dashboardViolations, openDashboard, type DashboardTab } from './support/adminSupport.ts';

test.describe.configure({ timeout: 90_000 });

test.describe('admin: small screens', { tag: '@mobile-only' }, () => {
  test('every tab fits the phone screen (wide tables and the tab list scroll in their own box)', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    for (const tab of [
      'ads',
      'content',
      'events',
      'users',
      'messages',
      'health',
    ] as const satisfies readonly DashboardTab[]) {
      await openDashboard(page, tab);
      await expect(dashboard(page).getByRole('tabpanel')).toBeVisible();
      await expect(dashboard(page).getByText(/^Loading /)).toHaveCount(0);
      // Against the device's width: on an emulated phone a page that overflows widens innerWidth too.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, tab).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    expect(await dashboardViolations(page)).toEqual([]);
  });
});

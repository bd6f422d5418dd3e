import { e2eAdminSupabase } from '../../support/supabase.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dashboard, dashboardViolations, openDashboard } from './support/adminSupport.ts';

test.describe.configure({ timeout: 90_000 });

test.describe('admin: content management', () => {
  test("shows today's counts as links into the blog-management console, and names the default edition", async ({
    page,
    signInAs,
    browser,
  }) => {
    // At least the seed's drafts (other specs may add some while this one runs), not those in the
    // trash (decision 195), which the service role sees and the dashboard does not count.
    const { count: seedDrafts } = await e2eAdminSupabase()
      .from('news_stories')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'draft')
      .is('deleted_at', null);
    await signInAs('admin');
    // On a 1366 px laptop every tab of the dashboard shows whole: the strip wraps rather than cuts.
    await page.setViewportSize({ width: 1366, height: 900 });
    await openDashboard(page, 'content');
    const area = dashboard(page);
    const strip = area.getByRole('tablist', { name: 'Admin dashboard sections' });
    await expect(strip.getByRole('tab', { name: 'Site Health' })).toBeInViewport({ ratio: 1 });
    expect(await strip.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0);
    const draftsLink = area.getByRole('link', { name: /^\d+ Drafts$/ });
    await expect(draftsLink).toBeVisible();
    const shown = Number((await draftsLink.innerText()).match(/\d+/)?.[0]);
    expect(shown).toBeGreaterThanOrEqual(seedDrafts ?? 0);
    await expect(area.getByRole('link', { name: /^\d+ Published photo essays$/ })).toHaveAttribute(
      'href',
      '/blog-management?tab=essays',
    );
    expect(await dashboardViolations(page)).toEqual([]);

    // The default edition: `/` of a visitor with no signal of their own (en-US) follows the admin.
    const visitor = await browser.newContext({ locale: 'en-US', storageState: { cookies: [], origins: [] } });
    try {
      const panel = area.getByRole('region', { name: 'Default Edition' });
      await expect(panel.getByRole('radio', { name: 'International' })).toBeChecked();
      await panel.getByRole('radio', { name: 'UK' }).check();
      await expect(panel.getByText('Saved: UK is the default edition.')).toBeVisible();
      const front = await visitor.newPage();
      await expect
        .poll(
          async () => {
            await front.goto('/');
            return front.getByRole('heading', { level: 1 }).textContent();
          },
          { timeout: 10_000 },
        )
        .toMatch(/UK edition$/);
    } finally {
      await visitor.close();
      await e2eAdminSupabase().from('site_settings').update({ default_edition: 'international' }).eq('id', true);
    }
    await draftsLink.click();
    await expect(page).toHaveURL(/\/blog-management\?tab=stories$/);
  });
});

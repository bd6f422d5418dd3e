import { e2eAdminSupabase } from '../../support/supabase.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dashboard, dashboardViolations, openDashboard } from './support/adminSupport.ts';

test.describe.configure({ timeout: 90_000 });

test.describe('admin: content management', () => {
  test("shows today's counts as links into the blog-management console", async ({ page, signInAs }) => {
    // At least the seed's drafts (other specs may add some while this one runs).
    const { count: seedDrafts } = await e2eAdminSupabase()
      .from('news_stories')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'draft');
    await signInAs('admin');
    await openDashboard(page, 'content');
    const area = dashboard(page);
    const draftsLink = area.getByRole('link', { name: /^\d+ Drafts$/ });
    await expect(draftsLink).toBeVisible();
    const shown = Number((await draftsLink.innerText()).match(/\d+/)?.[0]);
    expect(shown).toBeGreaterThanOrEqual(seedDrafts ?? 0);
    await expect(area.getByRole('link', { name: /^\d+ Photo essays$/ })).toHaveAttribute(
      'href',
      '/blog-management?tab=essays',
    );
    expect(await dashboardViolations(page)).toEqual([]);
    await draftsLink.click();
    await expect(page).toHaveURL(/\/blog-management\?tab=stories$/);
  });
});

import type { SupabaseClient } from '@supabase/supabase-js';
import { blockingViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { e2eAdminSupabase } from '../../support/supabase.ts';
import { clientAs, openConsoleTab, toast } from './support/editorSupport.ts';

test.describe.configure({ timeout: 120_000 });

interface Figures {
  visitors: { value: number };
  pageviews: { value: number };
}

async function figures(admin: SupabaseClient, period: string): Promise<Figures> {
  const { data, error } = await admin.functions.invoke('simple-analytics', { body: { period } });
  if (error) throw error;
  return data as Figures;
}

const count = async (locator: import('@playwright/test').Locator) =>
  Number((await locator.textContent())?.replace(/[^\d]/g, ''));

test.describe('Analytics tab', () => {
  test('an admin sees the seeded figures, top countries, sources, a chart and the most-read stories', async ({
    page,
    signInAs,
  }) => {
    const admin = await clientAs('admin');
    // Views recorded in this period put the oldest story among the most read (the seed gives each
    // story at most 45 views in 30 days).
    const { data: story } = await e2eAdminSupabase()
      .from('news_stories')
      .select('id, title, slug')
      .eq('status', 'published')
      .lte('published_at', new Date().toISOString())
      .order('published_at', { ascending: true })
      .limit(1)
      .single();
    const views = Array.from({ length: 100 }, () => ({ story_id: story?.id, user_agent: 'e2e analytics' }));
    expect((await e2eAdminSupabase().from('story_views').insert(views)).error).toBeNull();

    // Other tests record page views meanwhile: the page must show what the function said between
    // just before and just after it loaded.
    const before = await figures(admin, '7d');
    await signInAs('admin');
    await openConsoleTab(page, 'analytics', 'Analytics');
    const panel = page.getByRole('tabpanel', { name: 'Analytics' });
    await expect(panel.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const visitors = panel.getByTestId('analytics-visitors');
    await expect(visitors).toBeVisible();
    const after = await figures(admin, '7d');
    expect(before.visitors.value).toBeGreaterThan(0);
    expect(await count(visitors)).toBeGreaterThanOrEqual(before.visitors.value);
    expect(await count(visitors)).toBeLessThanOrEqual(after.visitors.value);
    const pageviews = await count(panel.getByTestId('analytics-pageviews'));
    expect(pageviews).toBeGreaterThanOrEqual(before.pageviews.value);
    expect(pageviews).toBeLessThanOrEqual(after.pageviews.value);

    const countries = panel.getByRole('list', { name: 'Top countries by page views' }).getByRole('listitem');
    await expect(countries).toHaveCount(5);
    await expect(countries.filter({ hasText: 'United Kingdom' })).toHaveCount(1);
    await expect(countries.filter({ hasText: 'Zimbabwe' })).toHaveCount(1);
    // Page views without a known country (the seed's and every browser's) are shown apart.
    await expect(countries.filter({ hasText: 'Unknown' })).toHaveCount(0);
    await expect(panel.getByTestId('analytics-unknown-country')).toContainText(/^Unknown: [\d,]+ \(\d+%\)/);
    await expect(panel.getByRole('list', { name: 'Traffic sources by page views' })).toContainText('direct');

    const chart = panel.getByRole('figure', { name: /Visitors and page views per day, last 7 days/ });
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(chart.locator('path.recharts-line-curve')).toHaveCount(2);
    await chart.getByText('Show the figures as a table').click();
    await expect(chart.getByRole('row')).toHaveCount(9);

    const mostRead = panel.getByRole('region', { name: 'Most-read stories' });
    // The story's address, its slug (decision 206), not its id's redirect.
    await expect(mostRead.getByRole('link', { name: story?.title })).toHaveAttribute('href', `/story/${story?.slug}`);
    expect(await blockingViolations(page, 'main')).toEqual([]);

    // Per hour for the last 24 hours; the period stays in the URL.
    await panel.getByRole('button', { name: '24 hours' }).click();
    await expect(page).toHaveURL(/period=24h/);
    await expect(panel.getByRole('figure', { name: /per hour, last 24 hours/ })).toBeVisible();
    await admin.auth.signOut({ scope: 'local' });
  });

  test("an editor reads the Analytics tab's figures, without the admins' cards above the tabs", async ({
    page,
    signInAs,
  }) => {
    const admin = await clientAs('admin');
    const before = await figures(admin, '7d');
    await signInAs('editor');
    await openConsoleTab(page, 'analytics', 'Analytics');
    const panel = page.getByRole('tabpanel', { name: 'Analytics' });
    const visitors = panel.getByTestId('analytics-visitors');
    await expect(visitors).toBeVisible();
    const after = await figures(admin, '7d');
    expect(await count(visitors)).toBeGreaterThanOrEqual(before.visitors.value);
    expect(await count(visitors)).toBeLessThanOrEqual(after.visitors.value);
    await expect(panel.getByRole('list', { name: 'Top countries by page views' }).getByRole('listitem')).toHaveCount(5);
    await expect(panel.getByRole('figure', { name: /per day, last 7 days/ })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Most-read stories' }).getByRole('link').first()).toBeVisible();

    const cards = page.getByRole('list', { name: 'Statistics' });
    await expect(cards.getByText('Published stories')).toBeVisible();
    for (const label of ['Story views', 'Site visitors', 'Page views', 'Countries']) {
      await expect(cards.getByText(label, { exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('heading', { name: /Top countries \(last 7 days\)/ })).toHaveCount(0);
    expect(await blockingViolations(page, 'main')).toEqual([]);

    // The database decides, not the page: the editor's own token gets the figures, not the raw log.
    const editor = await clientAs('editor');
    expect((await figures(editor, '7d')).pageviews.value).toBeGreaterThan(0);
    expect((await editor.from('page_views').select('visitor_id').limit(1)).data).toEqual([]);
    await editor.auth.signOut({ scope: 'local' });
    await admin.auth.signOut({ scope: 'local' });
  });

  test('a failure says "Failed to load analytics." and Retry loads it', async ({ page, signInAs }) => {
    const analytics = '**/functions/v1/simple-analytics';
    await page.route(analytics, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Failed to load analytics."}' })
        : route.fallback(),
    );
    await signInAs('admin');
    await openConsoleTab(page, 'analytics', 'Analytics');
    const panel = page.getByRole('tabpanel', { name: 'Analytics' });
    await expect(panel.getByRole('alert')).toHaveText(/Failed to load analytics\./);
    await expect(toast(page, 'Failed to load analytics.').first()).toBeVisible();
    await page.unroute(analytics);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(panel.getByTestId('analytics-visitors')).toBeVisible();
  });
});

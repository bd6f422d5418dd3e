import type { Page } from '@playwright/test';
import { expect, remoteArea, sameDocument, test, trackPageLoads } from '../../support/fixtures.ts';
import { publishedStoryId } from '../../support/content.ts';
import { blockingViolations } from '../../support/axe.ts';
import { parseXml } from '../../support/xml.ts';
import { watchPageProblems } from './support/pageProblems.ts';

/** Hydrated and interactive: the shell's effects ran and the page's remote module is in. */
async function waitForHydration(page: Page, remote: string | null = 'reader') {
  await expect(page.locator('html')).toHaveAttribute('data-remotes', remote ? new RegExp(`${remote}:ready`) : /.*/);
}

test.describe('server rendering: hydration', () => {
  const ROUTES: ReadonlyArray<[path: string, remote: string | null]> = [
    ['/', 'reader'],
    ['/category/sports', 'reader'],
    ['/author/tendai-moyo', 'reader'],
    ['/topic/cholera', 'reader'],
    ['/about', 'reader'],
    ['/contact', 'reader'],
    ['/sitemap', 'reader'],
    ['/live-events', 'live'],
    ['/sports-live', 'live'],
    ['/live-events/a6000000-0000-4000-8000-000000000001', 'live'],
    ['/subscribe', null],
    ['/alerts', null],
    ['/no-such-page', null],
  ];

  for (const [path, remote] of ROUTES) {
    test(`${path} hydrates without a warning or a CSP violation`, async ({ page }) => {
      const problems = await watchPageProblems(page);
      await page.goto(path);
      await waitForHydration(page, remote);
      // Give late areas (panels, ads) time to arrive and report.
      await page.waitForTimeout(1000);
      expect(await problems()).toEqual([]);
    });
  }

  test('a story hydrates, then search and navigation work without a page load', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto(`/story/${await publishedStoryId()}`);
    await waitForHydration(page);
    const pageLoads = await trackPageLoads(page);

    const box = page.getByRole('search', { name: 'Site search' }).getByLabel('Search stories, essays and authors');
    await box.fill('Harare');
    await box.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'The Daily Chronicle Search' });
    await expect(dialog.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sports' }).click();
    await expect(page).toHaveURL(/\/category\/sports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    expect(pageLoads()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    expect(await problems()).toEqual([]);
  });

  test('a story written as a document hydrates cleanly, and its embeds ask the provider for nothing', async ({
    page,
  }) => {
    // The seed's showcase (supabase/seed.sql): subheadings, a table, a fact box, a photo, embeds, a related card.
    const providers: string[] = [];
    page.on('request', (request) => {
      if (/youtube|twitter|x\.com|vimeo|instagram|tiktok|spotify|soundcloud/.test(new URL(request.url()).host))
        providers.push(request.url());
    });
    const problems = await watchPageProblems(page);
    await page.goto('/story/a1000000-0000-4000-8000-000000000049');
    await waitForHydration(page);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: 'How low is the lake?' })).toHaveAttribute(
      'id',
      'how-low-is-the-lake',
    );
    await expect(article.getByRole('complementary', { name: 'Lake Kariba in numbers' })).toBeVisible();
    await expect(article.getByRole('columnheader', { name: 'Usable storage' })).toBeVisible();
    // The related card links to the story's address, its headline's slug (decision 206).
    await expect(article.getByRole('link', { name: /Drought-tolerant sorghum/ }).last()).toHaveAttribute(
      'href',
      '/story/drought-tolerant-sorghum-gains-favour-with-farmers-in-matabeleland',
    );
    const play = article.getByRole('button', { name: 'Play the video from YouTube' });
    await expect(play).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await problems()).toEqual([]);
    expect(providers).toEqual([]);
    expect(await blockingViolations(page, 'article')).toEqual([]);
    await expect(article.locator('iframe')).toHaveCount(0);
    await play.click();
    await expect(article.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  test('the browser makes no second request for the data the server sent', async ({ page }) => {
    const storyRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/news_stories')) storyRequests.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    expect(storyRequests).toEqual([]);
  });

  test('an area the server could not render is rendered in the browser, cleanly', async ({ page, portal }) => {
    test.slow();
    const { startPortal, TEST_SHELL_WORKERS } = await import('../../support/portal.ts');
    const shell = await startPortal({
      supabaseUrl: portal.supabaseUrl,
      supabaseAnonKey: process.env.E2E_SUPABASE_ANON_KEY ?? '',
      shellWorkers: TEST_SHELL_WORKERS,
      // The reader's server container is unreachable; its browser build is fine.
      shellEnv: { REMOTE_READER_SERVER_URL: 'http://127.0.0.1:9/server/remoteEntry.js' },
    });
    try {
      const problems = await watchPageProblems(page);
      await page.goto(`${shell.baseURL}/about`);
      await waitForHydration(page);
      await expect(remoteArea(page, 'reader/AboutPage').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await problems()).toEqual([]);
    } finally {
      await shell.close();
    }
  });
});

test.describe('server rendering: crawl files', () => {
  test('/sitemap.xml, /rss.xml and a category feed parse as XML', async ({ request }) => {
    for (const [path, root] of [
      ['/sitemap.xml', 'sitemapindex'],
      ['/sitemaps/news.xml', 'urlset'],
      ['/rss.xml', 'rss'],
      ['/category/sports/rss.xml', 'rss'],
    ] as const) {
      const response = await request.get(path);
      expect(response.ok(), path).toBe(true);
      expect(Object.keys(parseXml(await response.text())), path).toContain(root);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });
});

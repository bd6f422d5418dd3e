import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { clientAs, ticker, uniqueSuffix } from './support/shellSupport.ts';

interface BreakingRow {
  id: string;
  title: string;
}

const isBreakingRequest = (url: URL) =>
  url.pathname.endsWith('/rest/v1/live_feeds') && url.searchParams.get('category') === 'eq.breaking';

/** Answers the ticker's query with `rows` (state tests must not empty the shared seeded table). */
async function serveBreaking(page: Page, rows: BreakingRow[], delayMs = 0): Promise<void> {
  await page.route(isBreakingRequest, async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const now = new Date().toISOString();
    const body = rows.map((row) => ({
      ...row,
      url: '#',
      source: 'Newsroom',
      category: 'breaking',
      is_active: true,
      created_at: now,
      published_at: now,
    }));
    await route.fulfill({ json: body });
  });
}

/**
 * Server-rendered pages arrive with the ticker's items: these tests open /auth, which the browser
 * renders itself (its ticker fetches in the browser, where the test answers it).
 */
const CLIENT_RENDERED_PAGE = '/auth';

// Several navigations and sign-ins per test: allow for a busy CI box.
test.describe.configure({ timeout: 90_000 });

test.describe('breaking-news ticker', () => {
  test('shows a loading text, then the grey NEWS bar when there is no breaking news', async ({ page }) => {
    await serveBreaking(page, [], 1500);
    await page.goto(CLIENT_RENDERED_PAGE);
    await expect(ticker(page)).toHaveAttribute('data-state', 'loading');
    await expect(ticker(page)).toContainText('Loading breaking news…');
    await expect(ticker(page)).toHaveAttribute('data-state', 'empty');
    await expect(ticker(page).getByRole('heading', { name: 'NEWS' })).toBeVisible();
    await expect(ticker(page)).toContainText('No breaking news at this time');
    const background = await ticker(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(75, 85, 99)');
  });

  test('shows one breaking item in the red BREAKING bar without rotating', async ({ page }) => {
    await serveBreaking(page, [{ id: 'one', title: 'Only breaking item' }]);
    await page.goto(CLIENT_RENDERED_PAGE);
    await expect(ticker(page).getByRole('heading', { name: 'BREAKING' })).toBeVisible();
    await expect(page.getByTestId('ticker-item')).toHaveText('Only breaking item');
    const background = await ticker(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(185, 28, 28)');
    await expect(ticker(page).getByRole('button', { name: /Pause/ })).toHaveCount(0);
  });

  test('rotates through several items every 8 seconds', async ({ page }) => {
    // Playwright owns the page's clock: once the first headline shows, time stops and the test moves
    // it on in quarter-second steps, noting when the headline changes, instead of waiting 16 s.
    // The interval is measured between the two changes seen while stepping.
    await page.clock.install();
    await serveBreaking(page, [
      { id: 'a', title: 'First of three' },
      { id: 'b', title: 'Second of three' },
      { id: 'c', title: 'Third of three' },
    ]);
    await page.goto(CLIENT_RENDERED_PAGE);
    const item = page.getByTestId('ticker-item');
    await expect(item).toHaveText('First of three');
    // Two seconds ahead of the page's own time, however late this call arrives on a busy machine.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));

    const order = ['First of three', 'Second of three', 'Third of three'];
    let shown = await item.textContent();
    const changes: Array<{ text: string | null; at: number }> = [];
    for (let at = 250; at <= 20_000 && changes.length < 2; at += 250) {
      await page.clock.runFor(250);
      const text = await item.textContent();
      if (text !== shown) changes.push({ text, at });
      shown = text;
    }
    const next = (text: string | null) => order[(order.indexOf(text ?? '') + 1) % order.length];
    expect(changes).toHaveLength(2);
    expect(changes[1].text).toBe(next(changes[0].text));
    const interval = changes[1].at - changes[0].at;
    expect(interval).toBeGreaterThanOrEqual(7_750);
    expect(interval).toBeLessThanOrEqual(8_250);
  });

  test('updates live when an editor adds and deletes breaking news', async ({ page }) => {
    const editor = await clientAs('editor');
    const title = `E2E breaking ${uniqueSuffix()}`;
    await page.goto(CLIENT_RENDERED_PAGE);
    await expect(ticker(page)).not.toHaveAttribute('data-state', 'loading');

    const { data, error } = await editor
      .from('live_feeds')
      .insert({ title, url: '#', source: 'E2E', category: 'breaking' })
      .select('id')
      .single();
    expect(error).toBeNull();
    try {
      // No reload: the realtime change refetches the list and the newest item shows at once.
      await expect(page.getByTestId('ticker-item')).toHaveText(title, { timeout: 15_000 });
      await expect(ticker(page)).toHaveAttribute('data-state', 'breaking');
    } finally {
      await editor
        .from('live_feeds')
        .delete()
        .eq('id', data?.id ?? '');
    }
    await expect(page.getByTestId('ticker-item')).not.toHaveText(title, { timeout: 15_000 });
    await editor.auth.signOut({ scope: 'local' });
  });
});

test.describe('breaking-news marquee', () => {
  // The suite runs with reduced motion (playwright.config.ts); this test asks for motion back.
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });

  test('scrolls a headline in 20 s on small screens and 25 s from medium up @mobile', async ({ page, isMobile }) => {
    await serveBreaking(page, [{ id: 'm1', title: `Marquee check ${uniqueSuffix()}` }]);
    await page.goto(CLIENT_RENDERED_PAGE);
    const item = page.getByTestId('ticker-item');
    await expect(item).toBeVisible();
    const duration = () => item.evaluate((node) => getComputedStyle(node).animationDuration);
    expect(await duration()).toBe(isMobile ? '20s' : '25s');
    // Still text for readers who ask for reduced motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await item.evaluate((node) => getComputedStyle(node).animationName)).toBe('none');
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { e2eSupabase } from '../../support/supabase.ts';
import { blockingViolations, openReaderPage } from './support/readerSupport.ts';

async function search(page: Page, query: string) {
  await openReaderPage(page, '/');
  const box = page.getByRole('search', { name: 'Site search' }).getByLabel('Search stories, essays and authors');
  await box.fill(query);
  await box.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'The Daily Chronicle Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The product's ranking (docs/product/data.md#search): the database's full-text search, best first. */
async function expectedTitles(query: string): Promise<{ titles: string[]; total: number }> {
  const { data, error } = await e2eSupabase().rpc('search_content', { search_query: query, result_limit: 8 });
  if (error) throw new Error(error.message);
  const rows = data as { title: string; total_count: number }[];
  return {
    titles: rows.map((row) => row.title.replace(/[\uE000\uE001]/g, '')),
    total: Number(rows[0]?.total_count ?? 0),
  };
}

test.describe.configure({ timeout: 90_000 });

test.describe('search dialog', () => {
  test('shows the first results as the database ranks them, across stories and essays', async ({ page }) => {
    const dialog = await search(page, '  Harare ');
    await expect(dialog.getByPlaceholder('Search stories, essays and authors...')).toBeVisible();
    const expected = await expectedTitles('harare');
    expect(expected.titles.length).toBeGreaterThan(1);
    const links = dialog.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(links).toHaveCount(expected.titles.length);
    expect(await links.locator('.title').allTextContents()).toEqual(expected.titles);
    expect(await blockingViolations(page, 'dialog')).toEqual([]);
  });

  test('says when nothing matches', async ({ page }) => {
    const dialog = await search(page, 'zzqqxx');
    await expect(dialog.getByText('No results found for “zzqqxx”')).toBeVisible();
    await expect(dialog.getByText('Try different keywords or check spelling')).toBeVisible();
  });

  test('keeps the box and its close button inside the dialog with a 500-character query', async ({ page }) => {
    const dialog = await search(page, 'harare');
    const box = dialog.getByRole('searchbox');
    await box.fill('floodwater'.repeat(50));
    await expect(dialog.getByText(/^No results found for/)).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close search' });
    await expect(close).toBeInViewport({ ratio: 1 });
    await expect(box).toBeInViewport();
    const frame = (await dialog.boundingBox())!;
    for (const part of [close, box]) {
      const rect = (await part.boundingBox())!;
      expect(rect.x + rect.width).toBeLessThanOrEqual(frame.x + frame.width);
    }
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await close.click();
    await expect(dialog).toBeHidden();
  });

  test('is keyboard navigable: arrows through results, Enter opens, Escape closes', async ({ page }) => {
    let dialog = await search(page, 'harare');
    const first = dialog.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    // Results come from the database: the arrow keys move through them once they are there.
    await expect(first).toBeVisible();
    await dialog.getByRole('searchbox').press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(first).toBeFocused();
    const href = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[#/]/g, '\\$&')}$`));
    await expect(dialog).toBeHidden();

    dialog = await search(page, 'harare');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('search page', () => {
  test('is rendered on the server with ranked, highlighted results and filters', async ({ page }) => {
    const response = await page.request.get('/search?q=harare+water');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('results for “harare water”');
    expect(html).toMatch(/<mark>[Hh]arare<\/mark>/);
    expect(html).toContain('<meta name="robots" content="noindex">');

    await openReaderPage(page, '/search?q=harare');
    const results = page.getByRole('list', { name: 'Search results' });
    const expected = await expectedTitles('harare');
    await expect(results.getByRole('heading', { level: 2 }).first()).toHaveText(expected.titles[0]);
    const form = page.getByRole('search', { name: 'Search the archive' });
    await form.getByLabel('Section').selectOption('health-environment');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/category=health-environment/);
    // The previous results stay on screen until the filtered ones arrive.
    await expect
      .poll(async () =>
        (await results.locator('.meta').allTextContents()).every((meta) => meta.includes('Health & Environment')),
      )
      .toBe(true);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('answers hostile queries with a page, never an error, and shows HTML as text', async ({ page }) => {
    const hostile = [
      '<script>alert(1)</script> harare',
      "'; drop table news_stories; --",
      '& | ! ( ) : *',
      '"""',
      'x'.repeat(2000),
    ];
    for (const q of hostile) {
      const response = await page.request.get(`/search?q=${encodeURIComponent(q)}`);
      expect(response.status(), q.slice(0, 40)).toBe(200);
      expect(await response.text()).not.toContain('<script>alert(1)</script>');
    }
    for (const bad of ['0', '-1', 'abc', '999999']) {
      expect((await page.request.get(`/search?q=harare&page=${bad}`)).status(), bad).toBe(404);
    }
  });
});

test("only the home page opens the dialog from ?q= (old links); elsewhere ?q= is the page's own", async ({ page }) => {
  const dialog = page.getByRole('dialog', { name: 'The Daily Chronicle Search' });
  await openReaderPage(page, '/?q=harare');
  await expect(dialog).toBeVisible();
  await openReaderPage(page, '/search?q=harare');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { blockingViolations, publishedEssays, publishedStories, openReaderPage } from './support/readerSupport.ts';

async function search(page: Page, query: string) {
  await openReaderPage(page, '/');
  const box = page.getByRole('search', { name: 'Site search' }).getByLabel('Search stories, essays and authors');
  await box.fill(query);
  await box.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'The Daily Chronicle Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The product's ranking (docs/product/data.md#search) computed from the database: title matches first, then newest. */
async function expectedTitles(query: string): Promise<string[]> {
  const needle = query.trim().toLowerCase();
  const has = (text: string | null) => (text ?? '').toLowerCase().includes(needle);
  const items = [
    ...(await publishedStories())
      .filter((s) => [s.title, s.summary, s.author, s.category].some(has))
      .map((s) => ({ title: s.title, time: s.published_at ?? s.created_at })),
    ...(await publishedEssays())
      .filter((e) => [e.title, e.caption, e.photographer].some(has))
      .map((e) => ({ title: e.title, time: e.published_at ?? e.created_at })),
  ];
  return items
    .sort(
      (a, b) =>
        Number(!has(a.title)) - Number(!has(b.title)) || new Date(b.time).getTime() - new Date(a.time).getTime(),
    )
    .map((item) => item.title);
}

test.describe.configure({ timeout: 90_000 });

test.describe('search dialog', () => {
  test('ranks title matches first, then the newest, across stories and essays', async ({ page }) => {
    const dialog = await search(page, '  Harare ');
    await expect(dialog.getByPlaceholder('Search stories, essays and authors...')).toBeVisible();
    const expected = await expectedTitles('harare');
    expect(expected.length).toBeGreaterThan(1);
    const links = dialog.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(links).toHaveCount(expected.length);
    expect(await links.locator('.title').allTextContents()).toEqual(expected);
    expect(await blockingViolations(page, 'dialog')).toEqual([]);
  });

  test('says when nothing matches', async ({ page }) => {
    const dialog = await search(page, 'zzqqxx');
    await expect(dialog.getByText('No results found for “zzqqxx”')).toBeVisible();
    await expect(dialog.getByText('Try different keywords or check spelling')).toBeVisible();
  });

  test('is keyboard navigable: arrows through results, Enter opens, Escape closes', async ({ page }) => {
    let dialog = await search(page, 'harare');
    await dialog.getByRole('searchbox').press('ArrowDown');
    const first = dialog.getByRole('list', { name: 'Search results' }).getByRole('link').first();
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

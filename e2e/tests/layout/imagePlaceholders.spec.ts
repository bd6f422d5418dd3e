import type { Page } from '@playwright/test';
import { publishedStoryId } from '../../support/content.ts';
import { expect, test } from '../../support/fixtures.ts';

/** A published story of the seed left without an image (backend/src/seed/seedImages.ts). */
const STORY_WITHOUT_IMAGE = 'a1000000-0000-4000-8000-000000000013';
const SEEDED_EVENT = 'a6000000-0000-4000-8000-000000000001';

/** Opens a page and scrolls through it, so every lazy image is asked for (and a broken one fails). */
async function openAndScrollThrough(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByText('Loading…', { exact: true })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await page.waitForLoadState('networkidle');
}

/** No picture on the page reads as an error: the words are for screen readers only. */
async function expectNoErrorText(page: Page, path: string): Promise<void> {
  await expect(page.getByText(/Image unavailable/i), path).toHaveCount(0);
  expect(await page.evaluate(() => document.body.innerText), path).not.toMatch(/Image unavailable/i);
}

test.describe('no "Image unavailable" on seeded pages', () => {
  test('home, a story, the live hubs and an event page show pictures or designed placeholders', async ({ page }) => {
    test.setTimeout(120_000);
    const paths = [
      '/',
      `/story/${await publishedStoryId()}`,
      '/live-events',
      '/sports-live',
      `/live-events/${SEEDED_EVENT}`,
    ];
    for (const path of paths) {
      await openAndScrollThrough(page, path);
      await expectNoErrorText(page, path);
    }
  });

  test('every seeded live event has its thumbnail', async ({ page }) => {
    await openAndScrollThrough(page, '/live-events?tab=all');
    const cards = page.getByRole('list', { name: 'All Events' }).locator('[data-event-card]');
    await expect(cards.first()).toBeVisible();
    await expect(cards.locator('[data-image-placeholder]')).toHaveCount(0);
    const thumbnails = cards.locator('img');
    await expect(thumbnails).toHaveCount(await cards.count());
    for (const thumbnail of await thumbnails.all()) {
      await thumbnail.scrollIntoViewIfNeeded();
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('a story without a picture shows the designed placeholder, named for screen readers', async ({ page }) => {
    await openAndScrollThrough(page, `/story/${STORY_WITHOUT_IMAGE}`);
    const placeholder = page.getByRole('img', { name: /^Image unavailable: The steps of a courthouse/ });
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute('data-image-placeholder');
    await expect(placeholder.locator('svg')).toBeVisible();
    await expectNoErrorText(page, 'story without a picture');
  });
});

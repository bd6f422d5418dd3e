import { expect, test } from '../../support/fixtures.ts';
import { publishedStories } from '../reader/support/readerSupport.ts';

// Crawlers, link previews and readers without JavaScript get the page from the server alone.
test.describe('server rendering: a reader without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the chrome, the lead story and the latest stories', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await expect(page.getByTestId('featured-story').getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByTestId('latest-stories').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a story shows its headline and its body', async ({ page }) => {
    const story = (await publishedStories()).find((row) => row.summary?.trim())!;
    await page.goto(`/story/${story.id}`);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    const firstParagraph = story.summary!.split(/\n+/)[0].trim();
    // The body comes before the related stories, which may quote a story written by another test.
    await expect(page.getByRole('main').getByText(firstParagraph.slice(0, 60)).first()).toBeVisible();
  });

  test('a category shows its heading and its stories', async ({ page }) => {
    await page.goto('/category/sports');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="/story/"]').first()).toBeVisible();
  });

  test('/live-events shows the hub with its events, and an event its own page', async ({ page }) => {
    await page.goto('/live-events');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('event-badge').first()).toBeVisible();
    const eventLink = page.getByRole('main').locator('a[href^="/live-events/"]').first();
    const href = await eventLink.getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the home page carries the live panels', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('live-events-panel')).toBeVisible();
  });

  test('an unknown story shows the 404 page, with a 404 status', async ({ page }) => {
    const response = await page.goto('/story/no-such-story');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});

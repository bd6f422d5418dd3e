import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { blockingViolations, openReaderPage, publishedStories, storyAddress } from './support/readerSupport.ts';

/**
 * Offline reading (decision 186): the shell's service worker keeps the front and the stories a
 * reader opened and shows them without a connection; anything else, a signed-in console page
 * included, gets the offline page. The suite blocks service workers (playwright.config.ts): this
 * spec alone lets them run.
 */
test.use({ serviceWorkers: 'allow' });
// Eight page loads, on two cores shared with the backend.
test.describe.configure({ timeout: 90_000 });

/** The URLs the worker keeps: in its page caches (`pages`) or in any of its caches. */
function keptUrls(page: Page, caches: 'pages' | 'all'): Promise<string[]> {
  return page.evaluate(async (which) => {
    const urls: string[] = [];
    for (const name of await window.caches.keys()) {
      if (which === 'pages' && name.startsWith('offline-images')) continue;
      for (const request of await (await window.caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  }, caches);
}

async function keptPaths(page: Page): Promise<string[]> {
  return (await keptUrls(page, 'pages')).map((url) => new URL(url).pathname);
}

test('a front, a story opened once and a story saved for later are read offline with the notice; nothing else is kept', async ({
  page,
  context,
  signInAs,
}) => {
  const stories = await publishedStories();
  await openReaderPage(page, '/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await expect.poll(() => keptPaths(page)).toContain('/');
  // Control of this page passes to the worker once it is active: the next navigation is named to it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // A client-side navigation: the browser never asks the server for this page; the worker fetches it.
  const storyLink = page.getByRole('main').locator('a[href^="/story/"]').filter({ visible: true }).first();
  const storyPath = (await storyLink.getAttribute('href')) ?? '';
  await storyLink.click();
  await expect(page).toHaveURL(new RegExp(`${storyPath}$`));
  await expect.poll(() => keptPaths(page)).toContain(storyPath);
  const title = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';

  // Saved for later: kept even once pushed out of the opened pages (as many newer ones would).
  const addresses = await Promise.all(stories.map((story) => storyAddress(story.id)));
  const [saved, unvisited] = stories.filter((_, index) => addresses[index] !== storyPath);
  // Saved at its address (decision 206), which the page moves to.
  const savedPath = await storyAddress(saved!.id);
  await openReaderPage(page, savedPath);
  await page.getByRole('button', { name: 'Save for later' }).click();
  await expect(page.getByText('Saved: you can read this story offline')).toBeVisible();
  const opened = (path: string) =>
    page.evaluate(async (p) => !!(await caches.open('offline-pages-v1').then((c) => c.match(p))), path);
  await expect.poll(() => opened(savedPath)).toBe(true);
  await page.evaluate(async (path) => (await caches.open('offline-pages-v1')).delete(path), savedPath);

  await signInAs('editor');
  await page.goto('/blog-management');
  await expect(page.locator('[data-remote-module="editor/BlogManagementPage"]')).toBeAttached();

  await context.setOffline(true);
  await page.goto(storyPath);
  await expect(page.getByRole('status').filter({ hasText: /^You are offline; saved / })).toHaveText(
    'You are offline; saved less than an hour ago',
  );
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto(savedPath);
  await expect(page.getByRole('heading', { level: 1, name: saved?.title })).toBeVisible();
  await expect(page.getByText(/^You are offline; saved /)).toBeVisible();

  await page.goto(`/story/${unvisited?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', storyPath);
  expect(await blockingViolations(page)).toEqual([]);

  // The signed-in console was opened through the worker, and never kept.
  await page.goto('/blog-management');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.locator('[data-remote-module="editor/BlogManagementPage"]')).toHaveCount(0);
  expect((await keptPaths(page)).filter((path) => !path.startsWith('/story/') && path !== '/')).toEqual([]);
  expect((await keptUrls(page, 'all')).filter((url) => /blog-management|\/(rest|auth)\/v1\//.test(url))).toEqual([]);

  // Removed from the saved stories: no longer kept.
  await context.setOffline(false);
  await openReaderPage(page, savedPath);
  await page.getByRole('button', { name: 'Remove from saved' }).click();
  await expect(page.getByText('Removed from your saved stories')).toBeVisible();
  const savedCopy = (path: string) =>
    page.evaluate(async (p) => !!(await (await caches.open('offline-saved-v1')).match(p)), path);
  expect(await savedCopy(savedPath)).toBe(false);
});

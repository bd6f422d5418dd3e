import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { blockingViolations, openReaderPage, publishedStories } from './support/readerSupport.ts';

/**
 * Offline reading (decision 186): the shell's service worker keeps the front and the stories a
 * reader opened and shows them without a connection; anything else, a signed-in console page
 * included, gets the offline page. The suite blocks service workers (playwright.config.ts): this
 * spec alone lets them run.
 */
test.use({ serviceWorkers: 'allow' });

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

test('a front and a story opened once are read offline with the notice; nothing else is kept', async ({
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
  const storyLink = page.getByRole('main').locator('a[href^="/story/"]').first();
  const storyPath = (await storyLink.getAttribute('href')) ?? '';
  await storyLink.click();
  await expect(page).toHaveURL(new RegExp(`${storyPath}$`));
  await expect.poll(() => keptPaths(page)).toContain(storyPath);
  const title = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';

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

  const unvisited = stories.find((story) => `/story/${story.id}` !== storyPath);
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
  await context.setOffline(false);
});

import { expect, test } from '../../support/fixtures.ts';
import { waitForMail } from '../../support/mail.ts';
import { publishedStories, storySlug } from '../reader/support/readerSupport.ts';

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

// The lite edition (issue 55, docs/product/lite-edition.md): the server's pages alone, no script.
test.describe('the lite edition, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader goes from the lite front to a lite story, to its full page and back, loading no script', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/lite')) {
        scripts.push(request.url());
      }
    });
    await page.goto('/lite');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('today’s news');
    const first = page.getByRole('main').locator('a[href^="/lite/story/"]').first();
    const title = (await first.textContent())!;
    const id = (await first.getAttribute('href'))!.split('/').pop()!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/lite/story/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(`/story/${id}`);

    await page.getByRole('banner').getByRole('link', { name: 'Full site' }).click();
    await expect(page).toHaveURL(new RegExp(`/story/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The full page names its lite rendition in its head, and links the lite edition under the page.
    const alternate = await page.locator('link[rel="alternate"][type="text/html"]').getAttribute('href');
    expect(new URL(alternate!).pathname).toBe(`/lite/story/${id}`);
    await page.getByRole('navigation', { name: 'Data saver' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/lite$/);
    await expect(page.getByRole('main').locator(`a[href="/lite/story/${id}"]`).first()).toBeVisible();
    expect(await page.locator('script').count()).toBe(0);
    expect(scripts).toEqual([]);
  });

  test('a lite category lists its stories, each opening its lite page; an unknown one is the lite 404 page', async ({
    page,
  }) => {
    await page.goto('/lite/category/sports');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    const first = page.getByRole('main').locator('a[href^="/lite/story/"]').first();
    const title = (await first.textContent())!;
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect((await page.goto('/lite/category/no-such-section'))?.status()).toBe(404);
    expect((await page.goto('/lite/category/sports?page=0'))?.status()).toBe(404);
  });

  test("an author's and a topic's lite pages list their stories; unknown ones are 404", async ({ page }) => {
    await page.goto('/lite/author/kudakwashe-sibanda');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const first = page.getByRole('main').locator('a[href^="/lite/story/"]').first();
    await first.click();
    // The story's byline links back to the author's lite page.
    await expect(page.locator('article .meta a[href="/lite/author/kudakwashe-sibanda"]')).toBeVisible();
    await page.goto('/lite/topic/elections-2026');
    await expect(page.getByRole('main').locator('a[href^="/lite/story/"]').first()).toBeVisible();
    expect((await page.goto('/lite/author/no-such-author'))?.status()).toBe(404);
    expect((await page.goto('/lite/topic/no-such-topic'))?.status()).toBe(404);
  });

  test('the lite search form finds a story and opens its lite page', async ({ page }) => {
    const story = (await publishedStories()).find((row) => row.category === 'Sports')!;
    // Its longest word: the likeliest to bring it onto the first page of results.
    const word = story.title
      .split(/\s+/)
      .filter((part) => /^[A-Za-z]+$/.test(part))
      .sort((a, b) => b.length - a.length)[0];
    await page.goto('/lite');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await page.getByLabel('Search the news').fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/lite/search\\?q=${word}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Search results for “${word}”` })).toBeVisible();
    // A result links the story's lite page at its address, its slug (decision 206).
    await page
      .getByRole('main')
      .locator(`a[href="/lite/story/${await storySlug(story.id)}"]`)
      .click();
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    // A page past the last result is not found, as on the full search.
    expect((await page.request.get(`/lite/search?q=${word}&page=400`)).status()).toBe(404);
  });

  test('the lite corrections page lists notes with their stories, linked from every lite page', async ({ page }) => {
    await page.goto('/lite');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Corrections and clarifications' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Corrections and clarifications' })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="/lite/story/"]').first()).toBeVisible();
    expect((await page.goto('/lite/corrections?page=0'))?.status()).toBe(404);
  });

  test("a live blog's lite page shows its pinned post and newest updates, with Refresh reloading it", async ({
    page,
  }) => {
    // The seed's running live blog (supabase/seed.sql): "How to help" is pinned.
    await page.goto('/lite/story/a1000000-0000-4000-8000-000000000017');
    // The id's address leads to the story's own, its slug's (decision 206).
    const path = new URL(page.url()).pathname;
    expect(path).toMatch(/^\/lite\/story\/[a-z0-9-]+$/);
    expect(path).not.toContain('a1000000');
    const updates = page.getByRole('region', { name: 'Latest updates' });
    await expect(updates.getByRole('heading', { level: 3 }).first()).toHaveText('Pinned: How to help');
    await expect(updates.getByRole('heading', { level: 3, name: 'Key event: River begins to fall' })).toBeVisible();
    await updates.getByRole('link', { name: 'Refresh' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(updates.getByRole('heading', { level: 3 }).first()).toHaveText('Pinned: How to help');
  });

  test('a reader signs up for the newsletter on /lite with a plain form and gets the confirmation mail', async ({
    page,
  }) => {
    const email = `lite-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
    await page.goto('/lite');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    // An address the browser lets through but the site refuses: the reason, and the address kept.
    await form.getByLabel('Email address').fill('reader@localhost');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    const again = page.getByRole('form', { name: 'Newsletter sign-up' });
    await expect(again.getByLabel('Email address')).toHaveValue('reader@localhost');

    await again.getByLabel('Email address').fill(email);
    await again.getByRole('checkbox', { name: /Breaking news alerts/ }).check();
    await again.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/lite\/newsletter\?result=sent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    expect(await page.locator('script').count()).toBe(0);
    await waitForMail(email, /^Confirm your subscription/);
  });

  test('an unknown lite story is the lite 404 page, and a hostile query string is ignored', async ({ page }) => {
    const response = await page.goto('/lite/story/no-such-story?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'none'");
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(await page.content()).not.toContain('<script>alert');
  });
});

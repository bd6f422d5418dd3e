import { expect, test } from '../../support/fixtures.ts';
import { blockingViolations } from '../../support/axe.ts';
import { e2eSupabase } from '../../support/supabase.ts';
import { openReaderPage } from '../reader/support/readerSupport.ts';
import { addLiveStory, addPost, clientAs, SEEDED, watchLayoutShifts } from './liveBlogSupport.ts';

test.describe.configure({ timeout: 120_000 });

const posts = (page: import('@playwright/test').Page) => page.getByTestId('live-blog').getByTestId('live-post');

test('a live blog: server-rendered posts, pinned first, key events, older pages, JSON-LD, axe-clean', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`/story/${SEEDED.running}`)).text();
  // The first 20 posts and the pinned one come with the page, before any script runs.
  expect(html.match(/data-testid="live-post"/g)).toHaveLength(21);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
  const blog = jsonLd.find((item) => item['@type'] === 'LiveBlogPosting');
  expect(blog).toMatchObject({ coverageStartTime: expect.any(String) });
  expect(blog).not.toHaveProperty('coverageEndTime');
  expect((blog!.liveBlogUpdate as unknown[]).length).toBe(20);

  await openReaderPage(page, `/story/${SEEDED.running}`);
  const blogArea = page.getByTestId('live-blog');
  await expect(blogArea.getByText('LIVE', { exact: true })).toBeVisible();
  // Times name the zone, and the day when it is not today's (decision 168).
  await expect(blogArea.getByText(/^Updated (\d{1,2} \w{3} \d{4}, )?\d\d:\d\d (GMT|BST)$/)).toBeVisible();
  // The story header says LIVE; the updates come before the article's body and its ad.
  await expect(page.locator('header:has(#story-title)').getByText('LIVE', { exact: true })).toBeVisible();
  const order = await page.evaluate(() =>
    ['[data-testid="live-blog"]', '.body', '[data-ad-position="in-content"]'].map((selector) => {
      const element = document.querySelector(selector);
      return element ? element.getBoundingClientRect().top + window.scrollY : null;
    }),
  );
  expect(order).not.toContain(null);
  expect(order).toEqual([...order].sort((a, b) => a! - b!));
  await expect(posts(page).first()).toHaveAttribute('data-pinned', 'true');
  await expect(posts(page).first().getByRole('heading', { name: 'How to help' })).toBeVisible();
  // A link in a post's text is a link; its own anchor and share button are there.
  await expect(posts(page).first().getByRole('link', { name: 'civil defence shelter list' })).toHaveAttribute(
    'href',
    'https://example.org/shelters',
  );
  await expect(
    posts(page)
      .nth(1)
      .getByText(/min ago|just now/),
  ).toBeVisible();

  const keyEvents = page.getByRole('navigation', { name: 'Key events' }).getByRole('link');
  await expect(keyEvents).toHaveCount(2);
  // Posted nearly three days ago: the key event carries its day as well as its time.
  await expect(keyEvents.filter({ hasText: 'Emergency declared' })).toHaveText(
    /^\d{1,2} \w{3} \d{4}, \d\d:\d\d (GMT|BST) Emergency declared$/,
  );
  // The older key event is not on the first page: its link loads pages until it is, then jumps.
  await keyEvents.filter({ hasText: 'Emergency declared' }).click();
  const oldest = page.getByRole('article', { name: 'Emergency declared' });
  await expect(oldest).toBeInViewport();
  expect(page.url()).toMatch(/#post-a9000000-0000-4000-8000-000000000001$/);
  await expect(posts(page)).toHaveCount(30);
  await expect(page.getByRole('button', { name: 'Load older posts' })).toHaveCount(0);

  expect(await blockingViolations(page, '[data-testid="live-blog"]')).toEqual([]);
});

test('an ended live blog says so and keeps its posts; the home page marks a running one', async ({ page }) => {
  await page.goto(`/story/${SEEDED.ended}`);
  await expect(page.getByText('This live blog has ended')).toBeVisible();
  await expect(page.getByTestId('live-blog').getByText('LIVE', { exact: true })).toHaveCount(0);
  await expect(posts(page)).toHaveCount(8);

  const story = await addLiveStory();
  await addPost(story.id, { body: 'First update.' });
  await page.goto('/');
  const card = page.getByRole('article', { name: story.title });
  await expect(card.getByTestId('live-mark')).toHaveText(/^LIVE Updated \d\d:\d\d$/);
});

test('new posts, edits and deletions reach an open page; a scrolled reader gets a button, nothing moves', async ({
  page,
}) => {
  const story = await addLiveStory();
  for (let n = 1; n <= 12; n++) await addPost(story.id, { body: `Earlier update ${n}.\n\nWith a second paragraph.` });
  await page.goto(`/story/${story.id}`);
  await expect(posts(page)).toHaveCount(12);

  // At the top: the post appears by itself.
  const sent = Date.now();
  const postId = await addPost(story.id, {
    title: 'Breaking turn',
    body: 'Something happened <b>here</b>.',
    is_key_event: true,
  });
  await expect(page.getByRole('article', { name: 'Breaking turn' })).toBeVisible();
  console.log(
    `[live blog] post visible on an open page ${Date.now() - sent} ms after the insert was sent (shared machine)`,
  );
  await expect(
    page.getByRole('article', { name: 'Breaking turn' }).getByText('Something happened <b>here</b>.'),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Key events' }).getByRole('link', { name: /Breaking turn/ }),
  ).toBeVisible();

  // Edited and deleted posts change in place.
  const editor = await clientAs('editor');
  await editor.from('live_posts').update({ body: 'Corrected text.' }).eq('id', postId);
  await expect(page.getByRole('article', { name: 'Breaking turn' }).getByText('Corrected text.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Breaking turn' }).getByText('Edited')).toBeVisible();
  await editor.from('live_posts').update({ is_pinned: true }).eq('id', postId);
  await expect(posts(page).first()).toHaveAttribute('data-pinned', 'true');

  // Scrolled into the posts: the new ones wait behind a button.
  await posts(page).nth(8).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  const shifts = await watchLayoutShifts(page);
  const before = await posts(page).count();
  await addPost(story.id, { body: 'Held update one.' });
  await addPost(story.id, { body: 'Held update two.' });
  const button = page.getByRole('button', { name: '2 new updates' });
  await expect(button).toBeVisible();
  expect(await posts(page).count()).toBe(before);
  expect(await shifts()).toBe(0);
  await button.click();
  await expect(page.getByText('Held update two.')).toBeInViewport();
  await expect(posts(page)).toHaveCount(before + 2);

  // The desk's delete moves the post to the trash: its tombstone tells open pages (decision 195).
  await editor.from('live_posts').delete().eq('id', postId);
  await expect(page.getByRole('article', { name: 'Breaking turn' })).toHaveCount(0);
});

test("a background tab's title counts new posts until the reader returns", async ({ page }) => {
  const story = await addLiveStory();
  await page.goto(`/story/${story.id}`);
  await expect(page.getByTestId('live-blog')).toBeVisible();
  const title = await page.title();
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await addPost(story.id, { body: 'While you were away.' });
  await addPost(story.id, { body: 'And another.' });
  await expect(page).toHaveTitle(`(2) ${title}`);
  await setVisibility('visible');
  await expect(page).toHaveTitle(title);
});

test('readers and visitors cannot write posts; hostile text never becomes markup', async ({ page }) => {
  const story = await addLiveStory();
  const reader = await clientAs('reader');
  const refused = await reader.from('live_posts').insert({ story_id: story.id, body: 'Forged.' });
  expect(refused.error?.code).toBe('42501');
  const anon = await e2eSupabase().from('live_posts').insert({ story_id: story.id, body: 'Forged.' });
  expect(anon.error?.code).toBe('42501');
  const editor = await clientAs('editor');
  const script = await editor.from('live_posts').insert({ story_id: story.id, body: '[x](javascript:alert(1))' });
  expect(script.error?.code).toBe('23514');

  await addPost(story.id, { body: '<img src=x onerror="window.__xss=1"> and [a path](/about)' });
  await page.goto(`/story/${story.id}`);
  const post = posts(page).first();
  await expect(post.getByText('<img src=x onerror="window.__xss=1"> and')).toBeVisible();
  await expect(post.locator('img')).toHaveCount(0);
  await expect(post.getByRole('link', { name: 'a path' })).toHaveAttribute('href', '/about');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

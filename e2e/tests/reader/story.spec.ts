import { e2eAdminSupabase, e2eSupabase } from '../../support/supabase.ts';
import { expect, test } from '../../support/fixtures.ts';
import { blockingViolations, publishedStories, type StoryRow, openReaderPage } from './support/readerSupport.ts';
import { SEEDED } from '../liveBlogs/liveBlogSupport.ts';

/**
 * A published story that has at least one other story in its category: the newest, which is a
 * live blog when another spec has just added one (its posts' own share buttons are named apart).
 */
async function storyWithRelated(): Promise<{ story: StoryRow; related: StoryRow[] }> {
  const stories = await publishedStories();
  for (const story of stories) {
    const related = stories.filter((other) => other.id !== story.id && other.category === story.category);
    if (related.length > 0 && story.summary) return { story, related };
  }
  throw new Error('the seed has no category with two stories');
}

async function relatedTitles(id: string): Promise<string[]> {
  const { data, error } = await e2eSupabase().rpc('related_stories', { story: id, result_limit: 3 }).select('title');
  if (error) throw new Error(error.message);
  return (data as { title: string }[]).map((row) => row.title);
}

async function viewCount(id: string): Promise<number> {
  const { data } = await e2eSupabase().from('news_stories').select('view_count').eq('id', id).single();
  return (data as { view_count: number }).view_count;
}

test.describe.configure({ timeout: 90_000 });

test.describe('story page', () => {
  test('shows the story, its credit, up to 3 related stories and the meta description', async ({ page }) => {
    const { story, related } = await storyWithRelated();
    await openReaderPage(page, `/story/${story.id}`);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    // Opened by its id (the spec's /story/:id), it lands on its address, the slug of its headline (decision 206).
    const { data: address } = await e2eSupabase().from('news_stories').select('slug').eq('id', story.id).single();
    const slug = encodeURIComponent((address as { slug: string }).slug);
    await expect(page).toHaveURL(new RegExp(`/story/${slug}$`));
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(
      `/story/${slug}`,
    );
    await expect(page.getByRole('main').getByText(story.category, { exact: true }).first()).toBeVisible();
    const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(story.published_at ?? story.created_at),
    );
    await expect(page.locator('article time').first()).toHaveText(date);
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

    // Those sharing the most topic tags first, then the same category (decision 152): the
    // database's order, checked against stories of its category so the list is never empty.
    const expected = await relatedTitles(story.id);
    expect(expected.length).toBeGreaterThanOrEqual(Math.min(3, related.length));
    await expect(page.getByTestId('related-stories').getByTestId('story-card').getByRole('heading')).toHaveText(
      expected,
    );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toBe(
      Array.from((story.summary ?? '').trim())
        .slice(0, 160)
        .join(''),
    );
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('registers one view per open, with the edition the reader chose, and none for a repeat within 30 minutes', async ({
    page,
    baseURL,
  }) => {
    const { story } = await storyWithRelated();
    const before = await viewCount(story.id);
    // A reader of the Zimbabwe edition (its cookie): the view counts for that edition's most read (decision 208).
    await page.context().addCookies([{ name: 'edition', value: 'zimbabwe', url: baseURL }]);
    await openReaderPage(page, `/story/${story.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => viewCount(story.id)).toBe(before + 1);
    const { data: newest } = await e2eAdminSupabase()
      .from('story_views')
      .select('edition')
      .eq('story_id', story.id)
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    expect(newest).toEqual({ edition: 'zimbabwe' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(await viewCount(story.id)).toBe(before + 1);
  });

  test('copies the link when the device has no share function', async ({ page, context, baseURL }) => {
    const { story } = await storyWithRelated();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
    await openReaderPage(page, `/story/${story.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('shares the first 100 characters of the summary through the device share function', async ({ page }) => {
    const { story } = await storyWithRelated();
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { __shared: ShareData }).__shared = data;
          return Promise.resolve();
        },
      });
    });
    await openReaderPage(page, `/story/${story.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData }).__shared);
    expect(shared.text).toBe(
      Array.from((story.summary ?? '').trim())
        .slice(0, 100)
        .join(''),
    );
    expect(shared.url).toBe(page.url());
  });

  test("a live blog's Share button shares the story; each post links to itself under its own name", async ({
    page,
  }) => {
    const { data } = await e2eSupabase().from('news_stories').select('summary').eq('id', SEEDED.running).single();
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (shared: ShareData) => {
          (window as unknown as { __shared: ShareData }).__shared = shared;
          return Promise.resolve();
        },
      });
    });
    await openReaderPage(page, `/story/${SEEDED.running}`);
    // The server renders the pinned post and the 20 newest: each has its own link button.
    await expect(page.getByTestId('live-post')).toHaveCount(21);
    await expect(page.getByTestId('live-post').getByRole('button', { name: 'Link to this update' })).toHaveCount(21);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData }).__shared);
    expect(shared.url).toBe(page.url());
    expect(shared.text).toBe(
      Array.from(String(data?.summary ?? '').trim())
        .slice(0, 100)
        .join(''),
    );
  });

  test('shows the 404 page for an unknown story', async ({ page }) => {
    await openReaderPage(page, '/story/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });
});

import type { Browser, Page } from '@playwright/test';
import { e2eAdminSupabase, e2eSupabase } from '../../support/supabase.ts';
import { expect, test } from '../../support/fixtures.ts';
import { parseXml } from '../../support/xml.ts';
import {
  addStory,
  fillStory,
  openConsole,
  openConsoleTab,
  storyForm,
  storyRow,
  toast,
  uniqueTitle,
} from '../editor/support/editorSupport.ts';
import { blockingViolations } from './support/readerSupport.ts';

test.describe.configure({ timeout: 120_000 });

/** The newest published titles of an author's or topic's page, as the database lists them. */
async function newestTitles(kind: 'author' | 'topic', slug: string, count: number): Promise<string[]> {
  const call =
    kind === 'author'
      ? e2eSupabase().rpc('author_stories', { author_slug: slug })
      : e2eSupabase().rpc('topic_stories', { topic_slug: slug });
  const { data, error } = await call
    .select('title')
    .eq('status', 'published')
    .lte('published_at', new Date().toISOString())
    .order('published_at', { ascending: false })
    .limit(count);
  if (error) throw new Error(error.message);
  return (data as { title: string }[]).map((row) => row.title);
}

/** A page that runs no JavaScript: what it shows came from the server's HTML alone. */
async function serverOnlyPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

test.describe('authors and topics', () => {
  test('author and topic pages are server-rendered with their stories; unknown slugs are 404; feeds parse', async ({
    browser,
    page,
    request,
  }) => {
    const reader = await serverOnlyPage(browser);
    const response = await reader.goto('/author/tendai-moyo');
    expect(response?.status()).toBe(200);
    await expect(reader.getByRole('heading', { level: 1, name: 'Tendai Moyo' })).toBeVisible();
    await expect(reader.getByText('Harare correspondent')).toBeVisible();
    const main = reader.getByRole('main');
    for (const title of await newestTitles('author', 'tendai-moyo', 3)) {
      await expect(main.getByRole('heading', { name: title }).first()).toBeVisible();
    }
    const jsonLd = await reader.locator('script[type="application/ld+json"]').allTextContents();
    const profile = jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((item) => item['@type'] === 'ProfilePage');
    expect(profile?.mainEntity).toMatchObject({
      '@type': 'Person',
      name: 'Tendai Moyo',
      jobTitle: 'Harare correspondent',
    });

    expect((await reader.goto('/topic/cholera'))?.status()).toBe(200);
    await expect(reader.getByRole('heading', { level: 1, name: 'Cholera' })).toBeVisible();
    for (const title of await newestTitles('topic', 'cholera', 3)) {
      await expect(reader.getByRole('main').getByRole('heading', { name: title }).first()).toBeVisible();
    }
    for (const path of ['/author/no-such-writer', '/topic/no-such-topic', '/author/tendai-moyo?page=999']) {
      expect((await reader.goto(path))?.status(), path).toBe(404);
      await expect(reader.getByText('Oops! Page not found')).toBeVisible();
    }
    await reader.context().close();

    for (const path of ['/author/tendai-moyo/rss.xml', '/topic/cholera/rss.xml']) {
      const feed = await request.get(path);
      expect(feed.ok(), path).toBe(true);
      const rss = parseXml(await feed.text(), ['item']) as { rss: { channel: { item: { link: string }[] } } };
      expect(rss.rss.channel.item.length, path).toBeGreaterThan(0);
      // The story's address, its slug (decision 206), not its id's.
      expect(rss.rss.channel.item[0].link).toMatch(/\/story\/[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(rss.rss.channel.item[0].link).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    expect((await request.get('/topic/no-such-topic/rss.xml')).status()).toBe(404);
    const sitemap = parseXml(await (await request.get('/sitemaps/authors-topics.xml')).text(), ['url']) as {
      urlset: { url: { loc: string }[] };
    };
    expect(sitemap.urlset.url.map((url) => new URL(url.loc).pathname)).toEqual(
      expect.arrayContaining(['/author/tendai-moyo', '/topic/cholera']),
    );

    // Hydrated, the page is accessible and its cards link to stories.
    await page.goto('/topic/cholera');
    await expect(page.getByRole('main').locator('a[href^="/story/"]').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the editor signs a story and gives it a new topic; the story page links both; hostile topic text stays text', async ({
    page,
    signInAs,
    browser,
  }) => {
    const title = uniqueTitle('Signed story');
    const topic = `<img src=x onerror="window.__xss=1">Water & "wells" ${title.slice(-6)}`;
    await signInAs('editor');
    await openConsole(page);
    await page.getByRole('button', { name: 'New story' }).click();
    await fillStory(page, { title, category: 'Health & Environment' });
    const form = storyForm(page);

    const signedBy = form.getByRole('combobox', { name: 'Signed by', exact: true });
    await signedBy.fill('dube');
    await form.getByRole('option', { name: 'Nyasha Dube' }).click();
    // The typed byline is not replaced silently: the form asks first.
    await expect(form.getByLabel('Author *')).toHaveValue('E2E Reporter');
    await form.getByRole('button', { name: 'Use “Nyasha Dube”' }).click();
    await expect(form.getByLabel('Author *')).toHaveValue('Nyasha Dube');
    await expect(form.getByLabel('Author *')).toHaveAttribute('readonly', '');

    const topics = form.getByRole('combobox', { name: 'Topics', exact: true });
    await topics.fill('    ');
    await topics.press('Enter');
    await expect(form.getByText('A topic needs a name: it cannot be only spaces.')).toBeVisible();
    await topics.fill('chol');
    // The pickers pass axe with a suggestion list open.
    await expect(form.getByRole('option', { name: 'Cholera' })).toBeVisible();
    expect(await blockingViolations(page, 'form[aria-labelledby="story-editor-title"]')).toEqual([]);
    await form.getByRole('option', { name: 'Cholera' }).click();
    await topics.fill(topic);
    await expect(form.getByRole('option', { name: `Add new topic “${topic}”` })).toBeVisible();
    await topics.press('Enter');
    await expect(form.getByRole('list', { name: 'Chosen topics' })).toContainText(topic);
    await form.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Story saved successfully!')).toBeVisible();

    const row = await storyRow({ title });
    const { data: tag } = await e2eSupabase().from('tags').select('slug').eq('name', topic).single();
    const { data: stored } = await e2eSupabase().from('news_stories').select('author').eq('id', row!.id).single();
    expect(stored?.author).toBe('Nyasha Dube');
    try {
      const reader = await serverOnlyPage(browser);
      await reader.goto(`/story/${row!.id}`);
      // The story's own byline comes first (related stories' cards may carry theirs too).
      const byline = reader.getByRole('article').getByRole('link', { name: 'Nyasha Dube' }).first();
      await expect(byline).toHaveAttribute('href', '/author/nyasha-dube');
      const topicsList = reader.getByRole('navigation', { name: 'Topics' });
      await expect(topicsList.getByRole('link', { name: topic })).toHaveAttribute('href', `/topic/${tag!.slug}`);
      await expect(topicsList.getByRole('link', { name: 'Cholera' })).toHaveAttribute('href', '/topic/cholera');
      await expect(topicsList.locator('img')).toHaveCount(0);

      await reader.goto(`/topic/${tag!.slug}`);
      await expect(reader.getByRole('heading', { level: 1, name: topic })).toBeVisible();
      await expect(reader.getByRole('main').getByRole('heading', { name: title })).toBeVisible();
      await reader.context().close();

      // With JavaScript the topic's name is still text, and nothing ran from it.
      await page.goto(`/story/${row!.id}`);
      await expect(page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: topic })).toBeVisible();
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    } finally {
      // The story leaves the site as it found it for the specs after this one.
      await e2eAdminSupabase().from('news_stories').delete().eq('id', row!.id);
    }
  });
  test('the console creates an author and a topic; a renamed topic’s and author’s old addresses lead to their pages (decision 185)', async ({
    page,
    request,
    signInAs,
  }) => {
    const mark = uniqueTitle('x')
      .slice(-6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    const authorName = `Rumbi Console ${mark}`;
    const [oldName, newName] = [`Borehole Audit ${mark}`, `Water Audit ${mark}`];
    await signInAs('editor');
    await openConsoleTab(page, 'people', 'People & topics');
    const authors = page.getByRole('region', { name: 'Authors' });
    await authors.getByRole('button', { name: 'New author' }).click();
    const authorForm = page.getByRole('form', { name: 'New author' });
    await authorForm.getByLabel('Name *').fill(authorName);
    await authorForm.getByLabel('Slug').fill('admin');
    await authorForm.getByLabel('Job title').fill('Water correspondent');
    await authorForm.getByRole('button', { name: 'Save author' }).click();
    await expect(authorForm.getByText('The slug "admin" is reserved. Choose another.')).toBeVisible();
    await authorForm.getByLabel('Slug').fill('');
    await authorForm.getByLabel('Long bio').fill('Reports on water.\n\n<b>Not bold</b>');
    await authorForm.getByLabel('Social links').fill('javascript:alert(1)');
    await authorForm.getByRole('button', { name: 'Save author' }).click();
    await expect(authorForm.getByText('Not an http:// or https:// address: javascript:alert(1)')).toBeVisible();
    await authorForm.getByLabel('Social links').fill('https://social.example/rumbi');
    await authorForm.getByRole('button', { name: 'Save author' }).click();
    await expect(toast(page, 'Author saved.')).toBeVisible();
    await expect(authors.getByRole('heading', { name: authorName })).toBeVisible();

    const topics = page.getByRole('region', { name: 'Topics' });
    await topics.getByRole('button', { name: 'New topic' }).click();
    const topicForm = page.getByRole('form', { name: 'New topic' });
    await topicForm.getByLabel('Topic name *').fill(oldName);
    await topicForm.getByLabel('Description').fill('Where the boreholes went dry.');
    await topicForm.getByRole('button', { name: 'Save topic' }).click();
    await expect(toast(page, 'Topic saved.')).toBeVisible();
    expect(await blockingViolations(page, '[role="tabpanel"]')).toEqual([]);

    // Readers see a topic once a published story carries it.
    const { data: tag } = await e2eAdminSupabase().from('tags').select('id, slug').eq('name', oldName).single();
    const storyId = await addStory({ title: uniqueTitle('Audit story'), status: 'published' });
    await e2eAdminSupabase().from('story_tags').insert({ story_id: storyId, tag_id: tag!.id });
    try {
      await topics.getByRole('button', { name: `Edit ${oldName}` }).click();
      const editForm = page.getByRole('form', { name: `Edit topic: ${oldName}` });
      await editForm.getByLabel('Topic name *').fill(newName);
      await editForm.getByLabel('Topic slug').fill('');
      await editForm.getByRole('button', { name: 'Save topic' }).click();
      await expect(topics.getByRole('heading', { name: newName })).toBeVisible();

      const newSlug = `water-audit-${mark}`;
      const moved = await request.get(`/topic/${tag!.slug}`, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers()['location']).toBe(`/topic/${newSlug}`);
      const lite = await request.get(`/lite/topic/${tag!.slug}`, { maxRedirects: 0 });
      expect(lite.status()).toBe(301);
      expect(lite.headers()['location']).toBe(`/lite/topic/${newSlug}`);

      await page.goto(`/topic/${tag!.slug}`);
      await expect(page).toHaveURL(new RegExp(`/topic/${newSlug}$`));
      await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
      await expect(page.getByText('Where the boreholes went dry.')).toBeVisible();

      // An author's old slug redirects too; the lite author page shows the long bio and e-mail.
      const admin = e2eAdminSupabase();
      const { data: author } = await admin.from('authors').select('id, slug').eq('name', authorName).single();
      const renamed = `${author!.slug}-renamed`;
      await admin.from('authors').update({ slug: renamed, public_email: 'rumbi@news.example' }).eq('id', author!.id);
      for (const site of ['', '/lite']) {
        const authorMoved = await request.get(`${site}/author/${author!.slug}`, { maxRedirects: 0 });
        expect(authorMoved.status(), site).toBe(301);
        expect(authorMoved.headers()['location']).toBe(`${site}/author/${renamed}`);
      }
      const liteAuthor = await (await request.get(`/lite/author/${renamed}`)).text();
      expect(liteAuthor).toContain('<p>Reports on water.</p><p>&lt;b&gt;Not bold&lt;/b&gt;</p>');
      expect(liteAuthor).toContain('href="mailto:rumbi@news.example"');
    } finally {
      await e2eAdminSupabase().from('news_stories').delete().eq('id', storyId);
      await e2eAdminSupabase().from('tags').delete().eq('id', tag!.id);
      await e2eAdminSupabase().from('authors').delete().eq('name', authorName);
    }
  });
});

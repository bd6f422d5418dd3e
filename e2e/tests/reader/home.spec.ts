import { e2eAdminSupabase, e2eSupabase } from '../../support/supabase.ts';
import { expect, remoteArea, test } from '../../support/fixtures.ts';
import { ACCOUNTS } from '../../support/accounts.ts';
import {
  blockingViolations,
  openHomeInBrowser,
  openReaderPage,
  publishedStories,
  storyAddress,
  validForHome,
} from './support/readerSupport.ts';
import { broadcastAsAStranger, watchRealtime } from './support/strangerBroadcast.ts';

test.describe.configure({ timeout: 90_000 });

/** Where a front's stories come from: the front's one request (decision 178) and the stories table. */
const FRONT_STORIES = /\/rest\/v1\/(news_stories|rpc\/front_for_edition)/;

/**
 * Publishes, as the editor, a UK front of a curated container of two stories (older than the 10
 * newest: the Latest container under it shows neither first) and the latest stories; `base` is the
 * version before it, to delete what the test published.
 */
async function publishUkDeskFront(titlePrefix: string) {
  const editor = e2eSupabase();
  await editor.auth.signInWithPassword(ACCOUNTS.editor);
  const [first, second] = (await publishedStories()).filter(validForHome).slice(12, 14);
  const title = `${titlePrefix} ${Date.now()}`;
  const { data: loaded } = await editor.rpc('front_for_editing', { edition: 'uk' });
  const base = (loaded as { version: number }).version;
  const start = await editor.rpc('publish_front', {
    edition: 'uk',
    base_version: base,
    containers: [
      {
        title,
        kind: 'curated',
        layout: 'lead-4',
        card_limit: 5,
        cards: [{ story_id: first.id }, { story_id: second.id }],
      },
      { title: 'Latest Stories', kind: 'automatic', rule: 'latest', layout: 'row-4', card_limit: 9 },
    ],
  });
  expect(start.error).toBeNull();
  return { editor, first, second, title, base };
}

test.describe('home page', () => {
  test('features the flagged story and lists the next ones: 6 cards, the inline ad, then the rest', async ({
    page,
  }) => {
    const valid = (await publishedStories()).filter(validForHome).slice(0, 10);
    const featured = valid.find((story) => story.is_featured) ?? valid[0];
    const latest = valid.filter((story) => story !== featured).map((story) => story.title);

    await openReaderPage(page, '/');
    await expect(page.getByTestId('featured-story').getByRole('heading', { level: 2 })).toHaveText(featured.title);
    const section = page.getByTestId('latest-stories');
    await expect(section.getByRole('heading', { name: 'Latest Stories' })).toBeVisible();
    await expect(section.getByTestId('story-card')).toHaveCount(latest.length);
    expect(await section.getByTestId('story-card').getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      latest,
    );
    // Document order: the inline ad sits between the sixth and the seventh card.
    const order = await section
      .locator('[data-testid="story-card"], [data-ad-position="inline"]')
      .evaluateAll((nodes) => nodes.map((node) => (node.hasAttribute('data-ad-position') ? 'AD' : 'card')));
    expect(order.indexOf('AD')).toBe(6);
  });

  test('shows the live panels from mfe-live and the photo essays', async ({ page }) => {
    await openReaderPage(page, '/');
    const updates = page.getByTestId('live-updates-sidebar');
    await expect(updates.getByRole('heading', { name: 'Live Updates' })).toBeVisible();
    expect(await updates.getByRole('listitem').count()).toBeLessThanOrEqual(5);
    await expect(page.getByTestId('live-events-panel').getByRole('heading', { name: 'Live Events' })).toBeVisible();
    const essays = page.getByTestId('photo-essays');
    await expect(essays.getByText(/^Photo of the (Day|Week)$/).first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the edition switcher remembers Zimbabwe: its front says so, and / shows it on the next visit @mobile', async ({
    page,
  }) => {
    await openReaderPage(page, '/');
    const editions = page.getByRole('navigation', { name: 'Edition' });
    await editions.getByRole('link', { name: 'Zimbabwe' }).click();
    await expect(page).toHaveURL(/\/zimbabwe$/);
    await expect(page.getByRole('heading', { name: /Zimbabwe edition$/ })).toBeVisible();
    await expect(editions.getByRole('link', { name: 'Zimbabwe' })).toHaveAttribute('aria-current', 'page');
    expect(await blockingViolations(page)).toEqual([]);

    await openReaderPage(page, '/');
    await expect(page.getByRole('heading', { name: /Zimbabwe edition$/ })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/zimbabwe$/);
    await expect(editions.getByRole('link', { name: 'Zimbabwe' })).toHaveAttribute('aria-current', 'page');
  });

  test('shows the mobile live strip with at most 4 updates @mobile-only', async ({ page }) => {
    await openReaderPage(page, '/');
    const strip = page.getByTestId('live-updates-mobile');
    await expect(strip.getByRole('heading', { name: 'Live Updates' })).toBeVisible();
    expect(await strip.getByRole('listitem').count()).toBeLessThanOrEqual(4);
    await expect(page.getByTestId('live-updates-sidebar')).toBeHidden();
  });

  test('shows "Unable to Load Content" with Refresh Page when stories fail to load', async ({ page }) => {
    await page.route(FRONT_STORIES, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await openHomeInBrowser(page);
    await expect(page.getByRole('heading', { name: 'Unable to Load Content' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('shows the empty state, with Add New Story for a signed-in user', async ({ page, signInAs }) => {
    await page.route(FRONT_STORIES, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await openHomeInBrowser(page);
    await expect(page.getByText('No stories available at the moment.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Story' })).toHaveCount(0);

    await signInAs('reader');
    await openHomeInBrowser(page);
    await expect(page.getByRole('link', { name: 'Add New Story' })).toHaveAttribute('href', '/blog-management');
  });

  test('still shows the stories when mfe-live is down', async ({ page, privatePortal }) => {
    await privatePortal.stopRemote('live');
    await openReaderPage(page, `${privatePortal.baseURL}/`);
    await expect(page.getByTestId('featured-story')).toBeVisible();
    await expect(page.getByTestId('latest-stories')).toBeVisible();
    await expect(remoteArea(page, 'live/LiveEventsPanel')).toContainText('This section is unavailable right now.');
  });

  test("shows a story an editor publishes within 2 s, and drops it when deleted, without a reload; a stranger's broadcast never arrives", async ({
    page,
  }) => {
    const realtime = watchRealtime(page);
    // The 2 s budget starts once the page's realtime channel for news_stories is subscribed.
    const subscribed = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          const frame = String(payload);
          if (frame.includes('news_stories') && frame.includes('Subscribed to PostgreSQL')) resolve();
        }),
      ),
    );
    await openReaderPage(page, '/');
    await expect(page.getByTestId('featured-story')).toBeVisible();
    await subscribed;
    // The page joins its change channels as private ones (decision 145)...
    const joins = realtime.joins.filter((frame) => String((frame as unknown[])[2]).endsWith(':changes'));
    expect(joins.length).toBeGreaterThan(0);
    for (const frame of joins) expect((frame as unknown[])[4]).toMatchObject({ config: { private: true } });
    // ...so a stranger's broadcast on its topic goes to a public room nobody listens in, or is dropped.
    expect(await broadcastAsAStranger('public:news_stories:changes')).toEqual({ public: 'ok', private: 'timed out' });

    const editor = e2eSupabase();
    await editor.auth.signInWithPassword(ACCOUNTS.editor);
    const title = `Live refresh check ${Date.now()}`;
    const { data, error } = await editor
      .from('news_stories')
      .insert({
        title,
        summary: 'Inserted by the live-refresh test.',
        author: 'E2E',
        category: 'Feature',
        read_time: '1 min read',
        status: 'published',
        published_at: new Date().toISOString(),
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    try {
      await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 2_000 });
      // The change came after the stranger's broadcasts, on the same socket: none came before it.
      expect(realtime.broadcasts).toEqual([]);
    } finally {
      // Deleted for good: an editor's delete only trashes it, an UPDATE that Realtime does not send
      // to readers who can no longer see the row (decision 195).
      await e2eAdminSupabase().from('news_stories').delete().eq('id', data!.id);
    }
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0, { timeout: 2_000 });
  });

  test('a curated container an editor adds to the UK front shows on /uk, never on /zimbabwe', async ({ page }) => {
    const editor = e2eSupabase();
    await editor.auth.signInWithPassword(ACCOUNTS.editor);
    // Older than the 10 newest: no container above it shows the story first. A list: its component
    // loads on demand, on the server and when the page hydrates.
    const story = (await publishedStories()).filter(validForHome)[12];
    const { data: front } = await editor.rpc('front_for_edition', { edition: 'uk' });
    const title = `Desk picks ${Date.now()}`;
    const headline = `The desk's own headline ${Date.now()}`;
    const { data: container, error } = await editor
      .from('front_containers')
      .insert({ front_id: (front as { id: string }).id, position: 5, title, kind: 'curated', layout: 'list' })
      .select('id')
      .single();
    expect(error).toBeNull();
    try {
      const card = await editor
        .from('front_cards')
        .insert({ container_id: container!.id, position: 0, story_id: story.id, headline });
      expect(card.error).toBeNull();
      // The change purges /uk from the page cache and the CDN through page_purges: the server's
      // HTML has the container once that has reached them.
      await expect(async () => {
        await page.goto('/uk');
        await expect(page.getByRole('region', { name: title })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 45_000 });
      await openReaderPage(page, '/uk');
      await expect(page.getByRole('region', { name: title }).getByRole('heading', { name: headline })).toBeVisible();
      await expect(page.getByRole('link', { name: headline })).toHaveAttribute('href', await storyAddress(story.id));
      expect(await blockingViolations(page)).toEqual([]);

      await openReaderPage(page, '/zimbabwe');
      await expect(page.getByRole('heading', { name: /Zimbabwe edition$/ })).toBeVisible();
      await expect(page.getByTestId('featured-story')).toBeVisible();
      await expect(page.getByRole('region', { name: title })).toHaveCount(0);
    } finally {
      await editor.from('front_containers').delete().eq('id', container!.id);
    }
  });

  test('an editor moves a card to the lead of the UK front in the console, previews it as readers will see it, publishes, and /uk leads with it', async ({
    page,
    signInAs,
  }) => {
    const { editor, first, second, title, base } = await publishUkDeskFront('Desk lead');
    try {
      await signInAs('editor');
      await page.goto('/blog-management?tab=fronts');
      await expect(page.getByRole('heading', { level: 2, name: 'Fronts' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Front of the edition' })).toHaveValue('uk');
      const stories = page.getByRole('list', { name: `Stories in ${title}` });
      await expect(stories.locator('strong')).toHaveText([first.title, second.title]);
      // The keyboard's way: focus the second card's Move up and press Enter.
      await page.getByRole('button', { name: `Move up: ${second.title}` }).focus();
      await page.keyboard.press('Enter');
      await expect(stories.locator('strong')).toHaveText([second.title, first.title]);
      // Preview draws the unpublished front with the reader's own components (decision 209): the
      // moved card leads, and the other card shows its new headline for this front as a card.
      const card = stories.getByRole('listitem').filter({ hasText: first.title });
      await card.getByText('Headline, trail and image on this front').click();
      await card.getByLabel('Headline on this front').fill(`${title}: the desk's words`);
      await page.getByRole('button', { name: 'Preview' }).click();
      // Drawn in a frame as wide as the screen picked (decision 217): desktop first.
      const drawing = page
        .getByRole('group', { name: 'The front as readers will see it' })
        .locator('iframe')
        .contentFrame();
      await expect(drawing.getByTestId('featured-story').getByRole('heading', { level: 2 })).toHaveText(second.title);
      await expect(
        drawing.getByRole('region', { name: title }).getByTestId('story-card').getByRole('heading', { level: 3 }),
      ).toHaveText(`${title}: the desk's words`);
      // Beside the stories, the sidebar as readers get it (decision 218): its ad positions drawn, no real ad.
      const sidebar = drawing.getByRole('complementary', { name: 'Live coverage' });
      await expect(sidebar.getByText(/Advertisement position: the top of the sidebar/)).toBeVisible();
      await expect(drawing.locator('[data-ad-position]')).toHaveCount(0);
      expect(await blockingViolations(page)).toEqual([]);
      // On a phone's width the lead story is one column, as readers' phones show it.
      const columns = () =>
        drawing
          .getByTestId('featured-story')
          .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
      expect(await columns()).toBe(2);
      await page.getByRole('radio', { name: 'Phone (390 px)' }).check();
      await expect.poll(columns).toBe(1);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText(`Published version ${base + 2} of the UK front.`)).toBeVisible();

      // Publishing purges /uk from the page cache and the CDN: the server's HTML leads with it soon.
      await expect(async () => {
        await page.goto('/uk');
        await expect(page.getByTestId('featured-story').getByRole('heading', { level: 2 })).toHaveText(second.title, {
          timeout: 2_000,
        });
      }).toPass({ timeout: 45_000 });
    } finally {
      // Back to the front as it was, for the other tests: the versions this test published go.
      await editor.from('fronts').delete().eq('edition', 'uk').gt('version', base);
    }
  });

  test('an editor schedules a change of the Zimbabwe front in the console: the history lists it, and Cancel takes it back', async ({
    page,
    signInAs,
  }) => {
    const editor = e2eSupabase();
    await editor.auth.signInWithPassword(ACCOUNTS.editor);
    const { data: loaded } = await editor.rpc('front_for_editing', { edition: 'zimbabwe' });
    const base = (loaded as { version: number }).version;
    try {
      await signInAs('editor');
      await page.goto('/blog-management?tab=fronts');
      await page.getByRole('combobox', { name: 'Front of the edition' }).selectOption('zimbabwe');
      await expect(page.getByText(new RegExp(`^Version ${base}\\b`))).toBeVisible();
      await page.getByRole('button', { name: 'Publish at…' }).click();
      const fields = page.getByRole('group', { name: 'Publish at a later time' });
      // The next 09:00 ahead in London is the starting time; two days on, it stays ahead however
      // slow the machine is.
      await expect(fields.getByLabel('Time', { exact: true })).toHaveValue('09:00');
      await fields.getByLabel('Date').fill(new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10));
      expect(await blockingViolations(page)).toEqual([]);
      await fields.getByRole('button', { name: 'Schedule' }).click();
      await expect(page.getByText(`Version ${base + 1} of the Zimbabwe front is scheduled for`)).toBeVisible();
      const history = page.getByRole('table', { name: 'History' });
      await expect(history.getByRole('row').nth(1)).toContainText(/Scheduled for .* 09:00 London time/);
      // Readers still get the version before it.
      const { data: front } = await e2eSupabase().rpc('front_for_edition', { edition: 'zimbabwe' });
      expect((front as { version: number }).version).toBe(base);

      await history.getByRole('button', { name: 'Cancel the schedule' }).click();
      await expect(page.getByText(`The schedule of version ${base + 1} is cancelled.`)).toBeVisible();
      await expect(history.getByRole('row').nth(1)).toContainText('Schedule cancelled (was for');
      await expect(history.getByRole('button', { name: 'Cancel the schedule' })).toHaveCount(0);
    } finally {
      await editor.from('fronts').delete().eq('edition', 'zimbabwe').gt('version', base);
    }
  });

  test('an open front page shows a version the desk publishes within 2 s, without a reload, the cards above in place', async ({
    page,
  }) => {
    // The 2 s budget starts once the page's channel for its front's signal is subscribed.
    const subscribed = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          const frame = String(payload);
          if (frame.includes('front_signals') && frame.includes('Subscribed to PostgreSQL')) resolve();
        }),
      ),
    );
    await openReaderPage(page, '/international');
    const lead = page.getByTestId('featured-story');
    await expect(lead).toBeVisible();
    await subscribed;
    const leadBox = await lead.boundingBox();
    await page.evaluate(() => {
      (window as { e2eLoads?: number }).e2eLoads = performance.getEntriesByType('navigation').length;
    });

    const editor = e2eSupabase();
    await editor.auth.signInWithPassword(ACCOUNTS.editor);
    const { data: loaded } = await editor.rpc('front_for_editing', { edition: 'international' });
    const base = loaded as { version: number; containers: Record<string, unknown>[] };
    // Older than the 10 newest: no container above shows it first.
    const story = (await publishedStories()).filter(validForHome)[14];
    const title = `Desk extra ${Date.now()}`;
    const published = await editor.rpc('publish_front', {
      edition: 'international',
      base_version: base.version,
      containers: [
        ...base.containers,
        { title, kind: 'curated', layout: 'row-4', card_limit: 4, cards: [{ story_id: story.id }] },
      ],
    });
    expect(published.error).toBeNull();
    try {
      await expect(page.getByRole('region', { name: title })).toBeVisible({ timeout: 2_000 });
      await expect(page.getByRole('region', { name: title }).getByRole('heading', { name: story.title })).toBeVisible();
      // The same document (no reload), and the lead did not move while the new front came in.
      expect(await page.evaluate(() => (window as { e2eLoads?: number }).e2eLoads)).toBe(1);
      expect(await lead.boundingBox()).toEqual(leadBox);
    } finally {
      await editor.from('fronts').delete().eq('edition', 'international').gt('version', base.version);
    }
  });

  test('an editor drags a card and a container with the mouse in the console: the order changes and is announced', async ({
    page,
    signInAs,
  }) => {
    const { editor, first, second, title, base } = await publishUkDeskFront('Desk drag');
    try {
      await signInAs('editor');
      await page.goto('/blog-management?tab=fronts');
      const stories = page.getByRole('list', { name: `Stories in ${title}` });
      await expect(stories.locator('strong')).toHaveText([first.title, second.title]);
      await page.getByTitle(`Drag “${second.title}” to move it`).dragTo(stories.getByRole('listitem').first());
      await expect(stories.locator('strong')).toHaveText([second.title, first.title]);
      await expect(page.getByText(`“${second.title}” moved to position 1 of 2.`)).toBeVisible();

      const containers = page.getByRole('list', { name: 'Containers' });
      await page
        .getByTitle('Drag “Latest Stories” to move it')
        .dragTo(containers.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) }));
      await expect(containers.getByRole('heading', { level: 3 })).toHaveText(['Latest Stories', title]);
      expect(await blockingViolations(page)).toEqual([]);
    } finally {
      await editor.from('fronts').delete().eq('edition', 'uk').gt('version', base);
    }
  });
});

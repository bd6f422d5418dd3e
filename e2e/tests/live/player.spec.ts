import type { Request } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, test, waitForRemoteArea } from '../../support/fixtures.ts';
import {
  adminClient,
  blockingViolations,
  card,
  deleteEvents,
  insertEvent,
  keepOffline,
  openLivePage,
  SEED,
  viewCount,
} from './support/liveSupport.ts';

test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context }) => keepOffline(context));

const BUDGET_STREAM = 'https://stream.dailychronicle.example/live/budget.m3u8';

test.describe('event player and event pages', () => {
  test('a YouTube event plays in a youtube-nocookie frame with autoplay, titled, with up to 3 other live events', async ({
    page,
  }) => {
    await openLivePage(page, '/live-events');
    await card(page.getByRole('list', { name: 'Live now' }), SEED.derby.id)
      .getByRole('link', { name: 'Watch Live' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/live-events/${SEED.derby.id}$`));
    const heading = page.getByRole('heading', { level: 1, name: SEED.derby.title });
    await expect(heading).toBeFocused();
    const frame = page.getByTitle(`${SEED.derby.title} (live stream)`);
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/chronicle-derby?autoplay=1&playsinline=1&rel=0',
    );
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    const more = page.getByRole('list', { name: 'More live events' }).locator('[data-event-card]');
    expect(await more.count()).toBeGreaterThanOrEqual(2);
    expect(await more.count()).toBeLessThanOrEqual(3);
    await expect(card(page.getByRole('list', { name: 'More live events' }), SEED.derby.id)).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(SEED.derby.title));
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('a Twitch event embeds the Twitch player with the page host as parent', async ({ page, baseURL }) => {
    await openLivePage(page, `/live-events/${SEED.gaming.id}`);
    const src = await page.getByTitle(`${SEED.gaming.title} (live stream)`).getAttribute('src');
    const url = new URL(src ?? '');
    expect(url.origin).toBe('https://player.twitch.tv');
    expect(url.searchParams.get('channel')).toBe('dailychronicle');
    expect(url.searchParams.get('parent')).toBe(new URL(baseURL!).hostname);
  });

  test('a custom HLS stream plays natively in a <video> without loading hls.js', async ({ page, portal }) => {
    const streamRequests: Request[] = [];
    // Held, never answered: the video waits instead of failing, and nothing leaves the machine.
    await page.route(BUDGET_STREAM, (route) => void streamRequests.push(route.request()));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await openLivePage(page, `/live-events/${SEED.budget.id}`);
    const video = page.getByTestId('stream-player').locator('video');
    await expect(video).toHaveAttribute('data-playback', 'native');
    await expect(video).toHaveAttribute('data-stream-src', BUDGET_STREAM);
    expect(await video.evaluate((element: HTMLVideoElement) => element.src)).toBe(BUDGET_STREAM);
    // The browser itself asked for the playlist.
    await expect.poll(() => streamRequests.length).toBeGreaterThan(0);
    expect(
      scripts.filter((url) => url.startsWith(portal.remoteOrigins.live) && /\/hls\.[0-9a-f]+\.js$/.test(url)),
    ).toEqual([]);
  });

  test('without native HLS the stream plays through hls.js, loaded only then', async ({ page, portal }) => {
    await page.addInitScript(() => {
      const original = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return type.includes('mpegurl') ? '' : original.call(this, type);
      };
    });
    const streamRequests: Request[] = [];
    await page.route(BUDGET_STREAM, (route) => void streamRequests.push(route.request()));
    const hlsChunk = page.waitForRequest(
      (request) => request.url().startsWith(portal.remoteOrigins.live) && /\/hls\.[0-9a-f]+\.js$/.test(request.url()),
    );
    await openLivePage(page, `/live-events/${SEED.budget.id}`);
    await hlsChunk;
    const video = page.getByTestId('stream-player').locator('video');
    await expect(video).toHaveAttribute('data-playback', 'hls.js');
    await expect(video).toHaveAttribute('data-stream-src', BUDGET_STREAM);
    // hls.js fetches the playlist itself (XHR/fetch), not the media element.
    await expect
      .poll(() => streamRequests.map((request) => request.resourceType()))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^(xhr|fetch)$/)]));
  });

  test('an unplayable custom stream says "Stream Not Available"', async ({ page }) => {
    await page.route(BUDGET_STREAM, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await openLivePage(page, `/live-events/${SEED.budget.id}`);
    await expect(page.getByTestId('stream-unavailable')).toContainText('Stream Not Available');
    await expect(page.getByTestId('stream-unavailable')).toContainText(
      'The live stream for this event is not currently available.',
    );
  });

  test('an event without a stream says "Stream Not Available"', async ({ page }) => {
    await openLivePage(page, `/live-events/${SEED.cricket.id}`);
    await expect(page.getByRole('heading', { level: 1, name: SEED.cricket.title })).toBeVisible();
    await expect(page.getByTestId('stream-unavailable')).toContainText(
      'Stream Not Available' + 'The live stream for this event is not currently available.',
    );
    await expect(page.getByTestId('stream-player').locator('iframe, video')).toHaveCount(0);
    // A deep link (a page load) leaves focus where the browser puts it.
    await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('deep link, reload and Back: the hub comes back with its filter, tab and focused card', async ({ page }) => {
    await openLivePage(page, '/sports-live?category=rugby&tab=featured');
    const featured = page.getByRole('list', { name: 'Featured' });
    await card(featured, SEED.rugby.id).getByRole('link', { name: SEED.rugby.title }).click();
    await expect(page).toHaveURL(new RegExp(`/live-events/${SEED.rugby.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: SEED.rugby.title })).toBeFocused();
    await expect(page.getByTitle(`${SEED.rugby.title} (live stream)`)).toHaveAttribute('src', /chronicle-sables/);

    // The browser's Back button.
    await page.goBack();
    await expect(page).toHaveURL(/\/sports-live\?category=rugby&tab=featured$/);
    await expect(page.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: /Rugby/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(featured, SEED.rugby.id).getByRole('link', { name: SEED.rugby.title })).toBeFocused();

    // The player's Back button, after a reload of the event page.
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: SEED.rugby.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: SEED.rugby.title })).toBeVisible();
    // The server's HTML shows the button at once; it answers once mfe-live has hydrated the page.
    await waitForRemoteArea(page, 'live');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/sports-live\?category=rugby&tab=featured$/);
    await expect(card(featured, SEED.rugby.id).getByRole('link', { name: SEED.rugby.title })).toBeFocused();
  });

  test('Back on a page opened directly goes to the live events hub', async ({ page }) => {
    await openLivePage(page, `/live-events/${SEED.tennis.id}`);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/live-events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Live Events' })).toBeVisible();
  });

  test('an unknown or malformed id shows the 404 page', async ({ page }) => {
    await openLivePage(page, '/live-events/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await openLivePage(page, '/live-events/not-an-id%3Cscript%3E');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });

  test.describe('view counting', () => {
    let admin: SupabaseClient;
    let eventId = '';
    test.beforeAll(async () => {
      admin = await adminClient();
      eventId = await insertEvent(admin, {
        title: `View count check ${Date.now()}`,
        stream_url: 'https://www.youtube.com/watch?v=abcdefghijk',
        is_live: true,
        status: 'live',
        scheduled_start: new Date(Date.now() - 600_000).toISOString(),
      });
    });
    test.afterAll(async () => deleteEvents(admin, [eventId]));

    test("each open counts one view, a visitor's repeat within 30 minutes none", async ({ page }) => {
      const before = await viewCount(eventId);
      await openLivePage(page, `/live-events/${eventId}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => viewCount(eventId)).toBe(before + 1);
      await expect(page.getByTestId('event-details').getByTestId('event-views')).toHaveText(
        `${before + 1} views`.replace(/^1 views$/, '1 view'),
      );
      // Re-renders and realtime refetches do not count again.
      await page.waitForTimeout(1_500);
      expect(await viewCount(eventId)).toBe(before + 1);
      // The same visitor opening it again within 30 minutes does not (decision 143)…
      const repeatCounted = page.waitForResponse((response) =>
        response.url().includes('/rpc/increment_sports_event_views'),
      );
      await page.reload();
      await repeatCounted;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('event-details').getByTestId('event-views')).toHaveText(
        `${before + 1} views`.replace(/^1 views$/, '1 view'),
      );
      expect(await viewCount(eventId)).toBe(before + 1);
      // … another visitor (a browser with its own visitor id) does.
      await page.evaluate(() => localStorage.removeItem('newsroom.visitorId'));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => viewCount(eventId)).toBe(before + 2);
    });
  });
});

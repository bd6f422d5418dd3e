import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, test } from '../../support/fixtures.ts';
import {
  adminClient,
  card,
  deleteEvents,
  insertEvent,
  keepOffline,
  openLivePage,
  sportsEventsSubscribed,
} from './support/liveSupport.ts';

test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context }) => keepOffline(context));

test.describe('real time', () => {
  let admin: SupabaseClient;
  const created: string[] = [];
  test.beforeAll(async () => {
    admin = await adminClient();
  });
  test.afterAll(async () => deleteEvents(admin, created));

  for (const hub of ['/live-events', '/sports-live'] as const) {
    test(`an event the admin starts shows LIVE on an open ${hub} within 2 s, and leaves Live Now when stopped`, async ({
      page,
    }, testInfo) => {
      const id = await insertEvent(admin, {
        title: `Realtime toggle ${hub} ${Date.now()}`,
        stream_url: 'https://www.youtube.com/watch?v=abcdefghijk',
        scheduled_start: new Date(Date.now() + 3_600_000).toISOString(),
      });
      created.push(id);
      const subscribed = sportsEventsSubscribed(page);
      await openLivePage(page, `${hub}?tab=all`);
      const all = page.getByRole('list', { name: 'All Events' });
      await expect(card(all, id).getByTestId('event-badge')).toHaveText('Upcoming');
      await subscribed;

      // What the admin dashboard's start toggle writes.
      const started = Date.now();
      const { error } = await admin.from('sports_events').update({ is_live: true, status: 'live' }).eq('id', id);
      expect(error).toBeNull();
      const liveNow = page.getByRole('list', { name: 'Live now' });
      await expect(card(liveNow, id).getByTestId('event-badge')).toHaveText('LIVE', { timeout: 2_000 });
      testInfo.annotations.push({ type: 'start → LIVE on the page (ms)', description: String(Date.now() - started) });
      await expect(card(liveNow, id).getByRole('link', { name: 'Watch Live' })).toBeVisible();

      await admin.from('sports_events').update({ is_live: false, status: 'scheduled' }).eq('id', id);
      await expect(card(liveNow, id)).toHaveCount(0, { timeout: 2_000 });
      await expect(card(all, id).getByTestId('event-badge')).toHaveText('Upcoming');
    });
  }

  test('an open event page follows the event: LIVE when started, 404 when deleted', async ({ page }) => {
    const id = await insertEvent(admin, {
      title: `Realtime page ${Date.now()}`,
      stream_url: 'https://www.twitch.tv/dailychronicle',
      scheduled_start: new Date(Date.now() + 3_600_000).toISOString(),
    });
    created.push(id);
    const subscribed = sportsEventsSubscribed(page);
    await openLivePage(page, `/live-events/${id}`);
    const player = page.getByTestId('event-player');
    await expect(player.getByTestId('event-badge').first()).toHaveText('Upcoming');
    await subscribed;
    await admin.from('sports_events').update({ is_live: true, status: 'live' }).eq('id', id);
    await expect(player.getByTestId('event-badge').first()).toHaveText('LIVE', { timeout: 2_000 });
    await admin.from('sports_events').delete().eq('id', id);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});

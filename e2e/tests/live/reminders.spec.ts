import { readFile } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, test } from '../../support/fixtures.ts';
import { e2eSupabase } from '../../support/supabase.ts';
import {
  adminClient,
  blockingViolations,
  card,
  deleteEvents,
  insertEvent,
  keepOffline,
  openLivePage,
  SEED,
} from './support/liveSupport.ts';

test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context }) => keepOffline(context));

/** RFC 5545 content lines, unfolded. */
function contentLines(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

test.describe('reminders', () => {
  test('Set Reminder offers a valid calendar file with title, start, end and the page URL', async ({
    page,
    baseURL,
  }) => {
    await openLivePage(page, '/live-events');
    const upcoming = page.getByRole('list', { name: 'Upcoming' });
    const reminder = card(upcoming, SEED.rugby.id).getByRole('button', { name: 'Set Reminder' });
    await expect(reminder).toHaveAttribute('aria-expanded', 'false');
    await reminder.click();
    await expect(reminder).toHaveAttribute('aria-expanded', 'true');
    expect(await blockingViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await card(upcoming, SEED.rugby.id).getByRole('button', { name: 'Add to calendar (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('sables-vs-kenya-simbas.ics');
    const ics = await readFile((await file.path())!, 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toMatch(/END:VCALENDAR\r\n$/);
    const lines = contentLines(ics);
    const { data } = await e2eSupabase()
      .from('sports_events')
      .select('scheduled_start, scheduled_end')
      .eq('id', SEED.rugby.id)
      .single();
    const stamp = (iso: string) =>
      new Date(iso)
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '');
    const pageUrl = `${new URL(baseURL!).origin}/live-events/${SEED.rugby.id}`;
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'BEGIN:VEVENT',
        `SUMMARY:${SEED.rugby.title}`,
        `DTSTART:${stamp(data!.scheduled_start)}`,
        `DTEND:${stamp(data!.scheduled_end)}`,
        `URL:${pageUrl}`,
        'END:VEVENT',
      ]),
    );
    expect(lines.some((line) => line.startsWith('UID:') && line.length > 4)).toBe(true);
    expect(lines.some((line) => line.startsWith('DTSTAMP:'))).toBe(true);
  });

  test.describe('notification at start', () => {
    let admin: SupabaseClient;
    let eventId = '';
    test.beforeAll(async () => {
      admin = await adminClient();
    });
    test.afterAll(async () => deleteEvents(admin, [eventId]));

    test('shows a browser notification when the event starts, while the tab is open', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
      // The page's clock is Playwright's, so the test skips the 25 s to the start instead of waiting.
      await page.clock.install();
      await page.addInitScript(() => {
        const shown: string[] = [];
        (window as unknown as { __notifications: string[] }).__notifications = shown;
        class RecordingNotification {
          static permission: NotificationPermission = 'granted';
          static requestPermission = () => Promise.resolve('granted' as NotificationPermission);
          onclick: (() => void) | null = null;
          constructor(title: string) {
            shown.push(title);
          }
          close() {}
        }
        Object.defineProperty(window, 'Notification', { value: RecordingNotification });
      });
      const title = `Reminder check ${Date.now()}`;
      eventId = await insertEvent(admin, {
        title,
        stream_url: 'https://www.youtube.com/watch?v=abcdefghijk',
        scheduled_start: new Date(Date.now() + 25_000).toISOString(),
      });
      await openLivePage(page, `/live-events/${eventId}`);
      await expect(page.getByTestId('event-countdown')).toContainText(/Starts in \d+ seconds?/);
      await page.getByRole('button', { name: 'Set Reminder' }).click();
      await page.getByRole('button', { name: 'Notify me when it starts' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'notify you in this tab when it starts' })).toBeVisible();
      const shown = () => page.evaluate(() => (window as unknown as { __notifications: string[] }).__notifications);
      expect(await shown()).toEqual([]);
      await page.clock.fastForward(30_000);
      await expect.poll(shown).toEqual([`${title} is starting`]);
    });

    test('says so when notifications are blocked', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'Notification', {
          value: class {
            static permission = 'denied';
            static requestPermission = () => Promise.resolve('denied');
          },
        });
      });
      await openLivePage(page, '/live-events');
      const upcoming = page.getByRole('list', { name: 'Upcoming' });
      await card(upcoming, SEED.rugby.id).getByRole('button', { name: 'Set Reminder' }).click();
      await expect(card(upcoming, SEED.rugby.id)).toContainText('Browser notifications are blocked for this site.');
    });
  });
});

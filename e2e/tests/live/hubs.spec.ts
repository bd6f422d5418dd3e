import { expect, test } from '../../support/fixtures.ts';
import {
  blockingViolations,
  card,
  keepOffline,
  openLivePage,
  openLivePageInBrowser,
  SEED,
} from './support/liveSupport.ts';

test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context }) => keepOffline(context));

const TYPES = ['sports', 'entertainment', 'education', 'gaming', 'business', 'technology', 'health'] as const;

test.describe('live events hub (/live-events)', () => {
  test('shows Live Now, the three tabs and the seeded events with their badges and buttons', async ({ page }) => {
    await openLivePage(page, '/live-events');
    await expect(page.getByRole('heading', { level: 1, name: 'Live Events' })).toBeVisible();

    const liveNow = page.getByRole('list', { name: 'Live now' });
    for (const event of [SEED.derby, SEED.cricket, SEED.gaming]) {
      const item = card(liveNow, event.id);
      await expect(item.getByTestId('event-badge')).toHaveText('LIVE');
      await expect(item.getByTestId('event-views')).toContainText('views');
    }
    // Live with a stream: Watch Live opens the event; live without a stream: disabled.
    await expect(card(liveNow, SEED.derby.id).getByRole('link', { name: 'Watch Live' })).toBeVisible();
    await expect(card(liveNow, SEED.cricket.id).getByRole('button', { name: 'Watch Live' })).toBeDisabled();

    await expect(page.getByRole('tab')).toHaveText(['Upcoming', 'Featured', 'All Events']);
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    const upcoming = page.getByRole('list', { name: 'Upcoming' });
    await expect(card(upcoming, SEED.rugby.id).getByTestId('event-badge')).toHaveText('Upcoming');
    await expect(card(upcoming, SEED.rugby.id).getByRole('button', { name: 'Set Reminder' })).toBeEnabled();
    await expect(card(upcoming, SEED.rugby.id).getByTestId('event-countdown')).toContainText('Starts in 1 day');
    await expect(card(upcoming, SEED.athletics.id).getByRole('button', { name: 'Set Reminder' })).toBeDisabled();
    // Ended, cancelled and live events are not upcoming.
    for (const event of [SEED.tennis, SEED.basketball, SEED.derby])
      await expect(card(upcoming, event.id)).toHaveCount(0);

    await page.getByRole('tab', { name: 'Featured' }).click();
    await expect(page).toHaveURL(/[?&]tab=featured/);
    const featured = page.getByRole('list', { name: 'Featured' });
    for (const event of [SEED.derby, SEED.rugby, SEED.budget]) await expect(card(featured, event.id)).toBeVisible();
    await expect(card(featured, SEED.gaming.id)).toHaveCount(0);

    await page.getByRole('tab', { name: 'All Events' }).click();
    const all = page.getByRole('list', { name: 'All Events' });
    await expect(card(all, SEED.tennis.id).getByTestId('event-badge')).toHaveText('Ended');
    await expect(card(all, SEED.tennis.id).getByRole('link', { name: 'Watch Replay' })).toBeVisible();
    await expect(card(all, SEED.basketball.id).getByTestId('event-badge')).toHaveText('cancelled');
    await expect(card(all, SEED.keynote.id).getByRole('button', { name: 'Watch Replay' })).toBeDisabled();
    for (const event of Object.values(SEED)) await expect(card(all, event.id)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('filters by event type with pressed buttons in a labelled group, kept in the URL', async ({ page }) => {
    await openLivePage(page, '/live-events?tab=all');
    const group = page.getByRole('group', { name: 'Filter events by type' });
    await expect(group.getByRole('button')).toHaveText(['All', ...TYPES]);
    await expect(group.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const all = page.getByRole('list', { name: 'All Events' });

    for (const type of TYPES) {
      await group.getByRole('button', { name: type, exact: true }).click();
      await expect(group.getByRole('button', { name: type, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(group.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'false');
      await expect(page).toHaveURL(new RegExp(`[?&]type=${type}(&|$)`));
      await expect(all.locator('[data-event-card]').first()).toBeVisible();
      for (const text of await all.getByTestId('event-type').allTextContents())
        expect(text.toLowerCase()).toContain(type);
    }
    await expect(page).toHaveURL(/tab=all/);
    // The Other type has no button: only All lists it.
    await expect(card(all, SEED.radio.id)).toHaveCount(0);
    await group.getByRole('button', { name: 'All', exact: true }).click();
    await expect(card(all, SEED.radio.id)).toBeVisible();
    await expect(page).not.toHaveURL(/type=/);

    // A reload keeps filter and tab.
    await group.getByRole('button', { name: 'gaming' }).click();
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Filter events by type' }).getByRole('button', { name: 'gaming' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tab', { name: 'All Events' })).toHaveAttribute('aria-selected', 'true');
  });

  test('says "No Live Events Available" for a tab with nothing in it', async ({ page }) => {
    await openLivePage(page, '/live-events?type=gaming&tab=featured');
    await expect(page.getByTestId('events-empty')).toContainText('No Live Events Available');
    await expect(card(page.getByRole('list', { name: 'Live now' }), SEED.gaming.id)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('with no events at all: empty tabs and nothing live', async ({ page }) => {
    await page.route('**/rest/v1/sports_events?**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await openLivePageInBrowser(page, '/live-events');
    await expect(page.getByTestId('live-now')).toContainText('Nothing is live right now.');
    await expect(page.getByTestId('events-empty')).toContainText('No Live Events Available');
  });

  test('a load failure shows the toast and an error state whose Retry loads the events', async ({ page }) => {
    // No realtime for this page: a change made by a parallel test would otherwise refetch the list
    // on its own, and Retry would have nothing left to do.
    await page.routeWebSocket(/\/realtime\/v1\//, () => undefined);
    let fail = true;
    await page.route('**/rest/v1/sports_events?**', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.fallback(),
    );
    await openLivePageInBrowser(page, '/live-events');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load live events' })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to load live events' })).toHaveCount(1);
    // The shell's chrome still works around the failed area.
    await expect(page.getByTestId('shell-header')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(card(page.getByRole('list', { name: 'Live now' }), SEED.derby.id)).toBeVisible();
  });

  test('renders malformed events sensibly and never links a hostile stream URL', async ({ page }) => {
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const rows = [
      { id: 'm1', title: 'No stream', status: 'scheduled', scheduled_start: future, stream_url: null },
      {
        id: 'm2',
        title: 'Unknown stream type',
        status: 'scheduled',
        scheduled_start: future,
        stream_url: 'https://vimeo.example/1',
        stream_type: 'vimeo',
      },
      {
        id: 'm3',
        title: 'Overdue',
        status: 'scheduled',
        scheduled_start: past,
        stream_url: 'https://www.youtube.com/watch?v=abcdefghijk',
      },
      {
        id: 'm4',
        title: 'Ends before it starts',
        status: 'scheduled',
        scheduled_start: future,
        scheduled_end: past,
        stream_url: 'https://www.twitch.tv/x',
      },
      {
        id: 'm5',
        title: 'Hostile',
        is_live: true,
        status: 'live',
        scheduled_start: past,
        stream_url: 'javascript:alert(1)',
        stream_type: 'custom',
        thumbnail_url: 'javascript:alert(2)',
      },
      { id: 'm6', title: 'Bad dates', status: 'weird', scheduled_start: 'tomorrow', event_type: 'unknown' },
      { id: null, title: 'No id' },
      { id: 'm7', title: '   ' },
      { id: 'm8', title: '<img src=x onerror=alert(3)>', status: 'ended', scheduled_start: past },
    ];
    await page.route('**/rest/v1/sports_events?**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(rows) }),
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => void dialogs.push(dialog.message()));
    await openLivePageInBrowser(page, '/live-events?tab=all');
    const all = page.getByRole('list', { name: 'All Events' });
    await expect(all.locator('[data-event-card]')).toHaveCount(7);
    await expect(card(all, 'm3').getByTestId('event-badge')).toHaveText('scheduled');
    await expect(card(all, 'm3').getByRole('link', { name: 'Watch Replay' })).toBeVisible();
    await expect(card(all, 'm6').getByTestId('event-badge')).toHaveText('weird');
    await expect(card(all, 'm1').getByRole('button', { name: 'Set Reminder' })).toBeDisabled();
    await expect(card(all, 'm5').getByRole('button', { name: 'Watch Live' })).toBeDisabled();
    await expect(card(all, 'm8').getByRole('heading')).toHaveText('<img src=x onerror=alert(3)>');
    await expect(page.locator('main [href^="javascript:"], main [src^="javascript:"]')).toHaveCount(0);
    await card(all, 'm5').getByRole('link', { name: 'Hostile' }).click();
    await expect(page.getByTestId('stream-unavailable')).toContainText('Stream Not Available');
    await expect(page.getByTestId('stream-player').locator('iframe, video')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('sports hub (/sports-live)', () => {
  test('filters by the active sports categories, each in its colour', async ({ page }) => {
    await openLivePage(page, '/sports-live?tab=all');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports Live' })).toBeVisible();
    const group = page.getByRole('group', { name: 'Filter events by sport' });
    // Active categories only, by name (Motorsport and Boxing are inactive).
    await expect(group.getByRole('button')).toHaveText([
      'All',
      /Athletics/,
      /Basketball/,
      /Cricket/,
      /Football/,
      /Rugby/,
      /Tennis/,
    ]);
    const football = group.getByRole('button', { name: /Football/ });
    await expect(football).toHaveCSS('border-top-color', 'rgb(22, 163, 74)');
    await football.click();
    await expect(football).toHaveAttribute('aria-pressed', 'true');
    await expect(football).toHaveCSS('background-color', 'rgb(22, 163, 74)');
    await expect(page).toHaveURL(/category=football/);
    const all = page.getByRole('list', { name: 'All Events' });
    await expect(card(all, SEED.derby.id)).toBeVisible();
    await expect(all.locator('[data-event-card]')).toHaveCount(
      await all.locator('[data-event-card]', { hasText: 'Football' }).count(),
    );

    const expected: Record<string, string> = {
      Cricket: SEED.cricket.id,
      Rugby: SEED.rugby.id,
      Athletics: SEED.athletics.id,
      Tennis: SEED.tennis.id,
      Basketball: SEED.basketball.id,
    };
    for (const [name, id] of Object.entries(expected)) {
      await group.getByRole('button', { name: new RegExp(name) }).click();
      await expect(card(all, id)).toBeVisible();
      await expect(card(all, SEED.derby.id)).toHaveCount(0);
    }
    // Non-sports events are not on the sports hub.
    await group.getByRole('button', { name: 'All', exact: true }).click();
    await expect(card(all, SEED.derby.id)).toBeVisible();
    await expect(card(all, SEED.gaming.id)).toHaveCount(0);
    await expect(card(all, SEED.budget.id)).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('has the same tabs, and "No Sports Events Available" when a tab is empty', async ({ page }) => {
    await openLivePage(page, '/sports-live?category=tennis&tab=upcoming');
    await expect(page.getByRole('tab')).toHaveText(['Upcoming', 'Featured', 'All Events']);
    await expect(page.getByTestId('events-empty')).toContainText('No Sports Events Available');
    await page.getByRole('tab', { name: 'Featured' }).click();
    await expect(page.getByTestId('events-empty')).toContainText('No Sports Events Available');
    await page.getByRole('tab', { name: 'All Events' }).click();
    await expect(card(page.getByRole('list', { name: 'All Events' }), SEED.tennis.id)).toBeVisible();
  });

  test('a load failure says "Failed to load sports events" with Retry', async ({ page }) => {
    await page.route('**/rest/v1/sports_events?**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await openLivePageInBrowser(page, '/sports-live');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load sports events' })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to load sports events' })).toHaveCount(
      1,
    );
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

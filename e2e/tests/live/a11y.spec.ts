import { expect, test } from '../../support/fixtures.ts';
import { card, keepOffline, openLivePage, SEED } from './support/liveSupport.ts';

test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context }) => keepOffline(context));

test.describe('keyboard and screen reader', { tag: '@mobile' }, () => {
  test('filters, tabs, opening an event and coming back work from the keyboard', async ({ page }) => {
    await openLivePage(page, '/live-events');
    const group = page.getByRole('group', { name: 'Filter events by type' });
    await group.getByRole('button', { name: 'All', exact: true }).focus();
    // Tab order: All, sports, entertainment, …; Space presses the focused button.
    await page.keyboard.press('Tab');
    await expect(group.getByRole('button', { name: 'sports' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(group.getByRole('button', { name: 'sports' })).toHaveAttribute('aria-pressed', 'true');

    // Radix tabs: arrow keys move between tabs and select them.
    // One key at a time: each selection also rewrites the URL, which a busy machine may still be
    // doing when the next key arrives.
    await page.getByRole('tab', { name: 'Upcoming' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Featured' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'All Events' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/type=sports&tab=all|tab=all&type=sports/);

    const title = card(page.getByRole('list', { name: 'All Events' }), SEED.tennis.id).getByRole('link', {
      name: SEED.tennis.title,
    });
    await title.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: SEED.tennis.title });
    await expect(heading).toBeFocused();
    await page.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await expect(title).toBeFocused();
    await expect(page).toHaveURL(/type=sports/);
  });

  test('the player frame has a title and the Set Reminder button says whether its panel is open', async ({ page }) => {
    await openLivePage(page, `/live-events/${SEED.rugby.id}`);
    await expect(page.locator('iframe')).toHaveAttribute('title', `${SEED.rugby.title} (live stream)`);
    const reminder = page.getByRole('button', { name: 'Set Reminder' });
    await expect(reminder).toHaveAttribute('aria-expanded', 'false');
    await reminder.press('Enter');
    await expect(reminder).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { blockingViolations } from '../../support/axe.ts';
import { expect, test, waitForInteractive } from '../../support/fixtures.ts';
import { mailsTo } from '../../support/mail.ts';
import { e2eAdminSupabase, e2eSupabase } from '../../support/supabase.ts';
import {
  openConsole,
  openConsoleTab,
  seenAt,
  signedInPage,
  storyForm,
  toast,
  uniqueTitle,
  watchText,
} from './support/editorSupport.ts';

test.describe.configure({ timeout: 120_000 });

const TICKER_ITEM = '[data-testid="ticker-item"]';
/** The seeded confirmed subscriber who chose breaking-news alerts (supabase/seed.sql). */
const ALERT_SUBSCRIBER = 'news.fan@example.com';
/** How soon every open page must show (or drop) a breaking item after the console saved it. */
const TICKER_LATENCY_MS = 2_000;

const isLiveFeedWrite = (method: string) => (response: { url(): string; request(): { method(): string } }) =>
  response.url().includes('/rest/v1/live_feeds') && response.request().method() === method;

/** A push message as the suite's push service stand-in decrypted it. */
interface StandInMessage {
  text: string;
  urgency: string;
  topic: string;
}

/**
 * A Web Push subscription for `topic`, made at the suite's stand-in (headless Chromium cannot reach
 * a real push service), bound to the site's VAPID key and stored as the Alerts page stores it; and
 * what the stand-in has received for it.
 */
async function standInSubscription(topic: string) {
  const pushUrl = process.env.E2E_PUSH_URL ?? '';
  const { vapidPublicKey } = (await (await fetch(`${process.env.E2E_BASE_URL}/runtime-config.json`)).json()) as {
    vapidPublicKey: string;
  };
  const made = await fetch(`${pushUrl}/subscriptions`, {
    method: 'POST',
    body: JSON.stringify({ applicationServerKey: vapidPublicKey }),
  });
  const subscription = (await made.json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
  const stored = await e2eSupabase().rpc('push_subscribe', {
    ...subscription.keys,
    endpoint: subscription.endpoint,
    topics: [topic],
  });
  expect(stored.error).toBeNull();
  const id = subscription.endpoint.split('/').pop();
  const messages = async () =>
    ((await (await fetch(`${pushUrl}/api/messages?subscription=${id}`)).json()) as { messages: StandInMessage[] })
      .messages;
  return { subscription, messages };
}

async function breakingRow(title: string) {
  const { data } = await e2eAdminSupabase()
    .from('live_feeds')
    .select('id, title, url, source, category, is_active, alert_status')
    .eq('title', title)
    .maybeSingle();
  return data as {
    id: string;
    url: string;
    source: string;
    category: string;
    is_active: boolean;
    alert_status: string;
  } | null;
}

/** A reader's page with the ticker held still, so only a change of the list can change it. */
async function openReaderWithPausedTicker(reader: Page) {
  await reader.goto('/');
  const ticker = reader.getByTestId('ticker');
  await expect(ticker).toHaveAttribute('data-state', 'breaking');
  // The server's ticker shows its Pause button at once; a tap on it counts once the shell has hydrated.
  await waitForInteractive(reader);
  const pause = ticker.getByRole('button', { name: 'Pause breaking news' });
  if (await pause.isVisible()) await pause.click();
}

test.describe('Breaking News tab', () => {
  test('an item added in the console reaches an open page’s ticker within 2 s; hidden, it leaves it', async ({
    page,
    browser,
    signInAs,
  }) => {
    const title = uniqueTitle('E2E breaking: bridge closed');
    const reader = await signedInPage(browser, null);
    await openReaderWithPausedTicker(reader);

    await signInAs('editor');
    await openConsoleTab(page, 'breaking', 'Breaking News');
    await expect(page.getByText('Source: The Daily Chronicle.')).toBeVisible();
    // Ticker only unless the editor chooses an alert, whose audience the form names first.
    const alert = page.getByRole('group', { name: 'Alert' });
    await expect(alert.getByRole('radio', { name: 'Ticker only' })).toBeChecked();
    await expect(alert).toContainText(
      /An alert e-mails \d+ subscribers? who chose breaking-news alerts, one minute after/,
    );
    await page.getByLabel('Breaking news title *').fill(title);

    await watchText(reader, TICKER_ITEM, 'shown', title, true);
    const added = page.waitForResponse(isLiveFeedWrite('POST'));
    await page.getByRole('button', { name: 'Add breaking news' }).click();
    await added;
    const savedAt = Date.now();
    await expect(toast(page, 'Breaking news added successfully!')).toBeVisible();
    const shownAt = await seenAt(reader, 'shown');
    console.log(`breaking item on the open page's ticker ${shownAt - savedAt} ms after the save answered`);
    expect(shownAt - savedAt).toBeLessThan(TICKER_LATENCY_MS);
    await expect(reader.getByTestId('ticker-item')).toHaveText(title);
    await expect(page.getByLabel('Breaking news title *')).toHaveValue('');

    const row = await breakingRow(title);
    expect(row).toMatchObject({
      url: '#',
      source: 'The Daily Chronicle',
      category: 'breaking',
      is_active: true,
      alert_status: 'none',
    });
    // Nobody is mailed: no send is queued for it (the senders only queue held alerts), none in the catcher.
    const sends = await e2eAdminSupabase().from('newsletter_sends').select('id').eq('ref', row!.id);
    expect(sends.data).toEqual([]);
    expect((await mailsTo(ALERT_SUBSCRIBER)).filter((mail) => mail.subject.includes(title))).toEqual([]);

    // Hidden: off the ticker, still listed in the console.
    const item = page.locator('[data-breaking-id]').filter({ hasText: title });
    await expect(item.getByText('On the ticker')).toBeVisible();
    await watchText(reader, TICKER_ITEM, 'gone', title, false);
    const hidden = page.waitForResponse(isLiveFeedWrite('PATCH'));
    await item.getByRole('button', { name: `Hide from ticker ${title}` }).click();
    await hidden;
    const hiddenAt = Date.now();
    const goneAt = await seenAt(reader, 'gone');
    console.log(`hidden breaking item left the open page's ticker ${goneAt - hiddenAt} ms after the save answered`);
    expect(goneAt - hiddenAt).toBeLessThan(TICKER_LATENCY_MS);
    await expect(item.getByText('Hidden')).toBeVisible();
    expect((await breakingRow(title))?.is_active).toBe(false);

    // Delete asks first.
    await item.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete breaking news?' });
    await expect(dialog).toContainText('Are you sure you want to delete this breaking news?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(item).toHaveCount(0);
    expect(await breakingRow(title)).toBeNull();
    await reader.context().close();
  });

  test('an alert is held a minute and can be cancelled from the form; nobody is mailed', async ({ page, signInAs }) => {
    const title = uniqueTitle('E2E breaking: held alert');
    await signInAs('editor');
    await openConsoleTab(page, 'breaking', 'Breaking News');
    await page.getByLabel('Breaking news title *').fill(title);
    await page.getByRole('group', { name: 'Alert' }).getByRole('radio', { name: 'Ticker and alert' }).check();
    await page.getByRole('button', { name: 'Add breaking news' }).click();
    await expect(toast(page, 'Breaking news added successfully!')).toBeVisible();

    const held = page.getByRole('region', { name: 'Alerts waiting to be sent' });
    await expect(held).toContainText(new RegExp(`“${title}”: Alert sending in 0:[0-5]\\d`));
    expect((await breakingRow(title))?.alert_status).toBe('held');
    await held.getByRole('button', { name: `Cancel alert for ${title}` }).click();
    await expect(toast(page, 'Alert cancelled: nobody was e-mailed.')).toBeVisible();
    await expect(held).toHaveCount(0);
    const row = await breakingRow(title);
    expect(row?.alert_status).toBe('cancelled');
    const sends = await e2eAdminSupabase().from('newsletter_sends').select('id').eq('ref', row!.id);
    expect(sends.data).toEqual([]);
    await e2eAdminSupabase().from('live_feeds').delete().eq('id', row!.id);
  });

  test('refuses an empty title and a javascript: link; a failed add keeps the text', async ({ page, signInAs }) => {
    await signInAs('editor');
    await openConsoleTab(page, 'breaking', 'Breaking News');
    await page.getByRole('button', { name: 'Add breaking news' }).click();
    await expect(page.getByText('Please enter a breaking news title')).toBeVisible();

    const title = uniqueTitle('<b>Never</b> added');
    await page.getByLabel('Breaking news title *').fill(title);
    await page.getByLabel('Link (optional)').fill('javascript:alert(document.cookie)');
    await page.getByRole('button', { name: 'Add breaking news' }).click();
    await expect(
      page.getByText('Link must be an http:// or https:// address, or a path on this site such as /story/…'),
    ).toBeVisible();

    await page.getByLabel('Link (optional)').fill('');
    await page.route('**/rest/v1/live_feeds**', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add breaking news' }).click();
    await expect(toast(page, 'Failed to add breaking news')).toBeVisible();
    await expect(page.getByLabel('Breaking news title *')).toHaveValue(title);
    expect(await breakingRow(title)).toBeNull();
    expect(await blockingViolations(page, 'main')).toEqual([]);
  });

  test('a released alert reaches a Web Push subscription, decryptable, opening the story', async () => {
    const { subscription, messages } = await standInSubscription('breaking');

    // A seeded published story (supabase/seed.sql).
    const storyPath = '/story/a1000000-0000-4000-8000-000000000001';
    const title = uniqueTitle('E2E breaking: pushed alert');
    const admin = e2eAdminSupabase();
    const { data: item } = await admin
      .from('live_feeds')
      .insert({ title, url: storyPath, source: 'The Daily Chronicle', category: 'breaking', alert_status: 'held' })
      .select('id')
      .single();
    const itemId = (item as { id: string }).id;
    // The release path: the held minute has passed (the senders' next claim releases it).
    await admin
      .from('live_feeds')
      .update({ alert_due_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', itemId);
    try {
      await expect.poll(async () => (await messages()).length, { timeout: 15_000 }).toBe(1);
      const [message] = await messages();
      expect(JSON.parse(message.text)).toMatchObject({ title: `Breaking: ${title}`, url: storyPath });
      expect(message.urgency).toBe('high');
    } finally {
      await admin.from('live_feeds').update({ is_active: false }).eq('id', itemId);
      await e2eSupabase().rpc('push_unsubscribe', { endpoint: subscription.endpoint, auth: subscription.keys.auth });
    }
  });

  test('an editor sends a published sports story as an alert from its form; it reaches a Sport subscription', async ({
    browser,
  }) => {
    const { subscription, messages } = await standInSubscription('sport');
    // A seeded published story in Sports (supabase/seed.sql): Sport is among the suggested topics.
    const storyId = 'a1000000-0000-4000-8000-000000000004';
    const page = await signedInPage(browser, 'editor');
    try {
      await openConsole(page, `?tab=stories&story=${storyId}`);
      const alert = storyForm(page).getByRole('region', { name: 'Alert on readers’ devices' });
      await expect(alert.getByRole('checkbox', { name: 'Sport' })).toBeChecked();
      // A suite run again on the same database finds the alert sent: the correction goes the same way.
      await alert.getByRole('button', { name: /^Send (alert|again as a correction)…$/ }).click();
      await alert.getByRole('button', { name: 'Send now' }).click();
      await expect(alert.getByText(/^Alert sent to \d+ devices?\.$/)).toBeVisible();
      expect(await blockingViolations(page, 'main')).toEqual([]);

      await expect.poll(async () => (await messages()).length, { timeout: 15_000 }).toBe(1);
      const [message] = await messages();
      // It opens the story's address, its slug (decision 206).
      const { data: story } = await e2eAdminSupabase().from('news_stories').select('slug').eq('id', storyId).single();
      expect(JSON.parse(message.text)).toMatchObject({
        title: 'Warriors seal late win over Zambia to keep qualifying hopes alive',
        url: `/story/${(story as { slug: string }).slug}`,
      });
      expect(message).toMatchObject({ urgency: 'high', topic: storyId.replaceAll('-', '') });
    } finally {
      await page.context().close();
      await e2eSupabase().rpc('push_unsubscribe', { endpoint: subscription.endpoint, auth: subscription.keys.auth });
    }
  });
});

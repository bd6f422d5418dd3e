import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaughtMessage } from '../../src/mail/catcher/messageStore.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { uniqueEmail } from '../helpers/testBackend.ts';
import { startApiWorld, type ApiWorld } from '../schema/apiWorld.ts';
import { webPushCases } from './webPushCases.ts';

/**
 * Newsletter double opt-in (issue 30, item 4; decision 150), driven as a visitor drives it: the
 * public key's insert, the mail in the catcher, the links' database functions and the one-click
 * endpoint, against the project's migrations.
 */
vi.setConfig({ testTimeout: 60_000 });
// The sender runs when a test drains it, never by its own poll in the middle of a test's steps.
process.env.NEWSLETTER_POLL_MS = '0';

let world: ApiWorld;

const anon = () => world.clients.anon;
const db = () => world.test.backend.db;

async function subscribe(email: string, choices: { morning_edition?: boolean; breaking_alerts?: boolean } = {}) {
  const { error } = await anon()
    .from('newsletter_subscribers')
    .insert({ email, ...choices });
  expect(error).toBeNull();
  await world.test.backend.newsletter.drain();
}

async function statusOf(email: string) {
  const { rows } = await db().query<{ status: string; morning_edition: boolean; breaking_alerts: boolean }>(
    `select status, morning_edition, breaking_alerts from public.newsletter_subscribers where lower(email) = lower($1)`,
    [email],
  );
  return rows[0];
}

/** The confirmation link's and the manage link's tokens, and the one-click URL, from the mail. */
function linksOf(message: CaughtMessage) {
  const confirm = /\/newsletter\/confirm\?token=([0-9a-f]{96})/.exec(message.text)?.[1];
  const manage = /\/newsletter\/manage\?token=([0-9a-f]{96})/.exec(message.text)?.[1];
  const oneClick = /^<(.+)>$/.exec(message.headers['list-unsubscribe'] ?? '')?.[1];
  if (!confirm || !manage || !oneClick) throw new Error(`links missing in "${message.subject}"`);
  return { confirm, manage, oneClick: new URL(oneClick) };
}

async function rpc(name: string, args: Record<string, unknown>) {
  const { data, error } = await anon().rpc(name, args);
  expect(error).toBeNull();
  return data as unknown;
}

const oneClick = (url: URL) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

interface BreakingItem {
  id: string;
  alert_status: string;
  alert_due_at: string | null;
}

/** A breaking item added by the editor through supabase-js, as the console's form adds it. */
async function addBreaking(fields: { title: string; url?: string; category?: string; alert_status?: string }) {
  const { data, error } = await world.clients.editor
    .from('live_feeds')
    .insert({ url: '#', source: 'The Daily Chronicle', category: 'breaking', ...fields })
    .select('id, alert_status, alert_due_at')
    .single();
  expect(error).toBeNull();
  return data as BreakingItem;
}

/** Moves an item's held minute into the past, as the clock would (the database owner only may). */
async function dueNow(item: BreakingItem) {
  await db().query(`update public.live_feeds set alert_due_at = now() - interval '1 second' where id = $1`, [item.id]);
}

describe.each(databaseKinds())('newsletter double opt-in [%s]', (database) => {
  beforeAll(async () => {
    world = await startApiWorld({ database });
    // The edge functions read SMTP from their environment (their secrets on hosted Supabase).
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = String(world.test.backend.config.mail.smtp.port);
  }, 180_000);

  afterAll(async () => {
    await world?.stop();
  });

  it('mails one confirmation with one-click unsubscribe; nothing is confirmed until its link is followed', async () => {
    const email = uniqueEmail('optin');
    await subscribe(email, { breaking_alerts: true });
    const [message, ...others] = await world.test.mailbox.messages(email);
    expect(others).toEqual([]);
    expect(message.subject).toBe('Confirm your subscription to The Daily Chronicle');
    expect(message.to).toEqual([email.toLowerCase()]);
    expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const links = linksOf(message);
    expect(links.oneClick.pathname).toBe('/functions/v1/newsletter-unsubscribe');
    // Addresses never travel in links.
    const local = email.split('@')[0];
    for (const href of message.html.match(/href="[^"]*"/g) ?? []) expect(href).not.toContain(local);
    expect(message.headers['list-unsubscribe']).not.toContain(local);
    expect(await statusOf(email)).toEqual({ status: 'pending', morning_edition: true, breaking_alerts: true });

    expect(await rpc('newsletter_confirm', { token: links.confirm })).toBe('confirmed');
    expect((await statusOf(email)).status).toBe('confirmed');
    // Followed again (a second click, a mail scanner): the same answer, nothing changes.
    expect(await rpc('newsletter_confirm', { token: links.confirm })).toBe('confirmed');
  });

  it('answers a known address as a new one; re-mails a pending one at most every 10 minutes; a confirmed one gets nothing', async () => {
    const email = uniqueEmail('again');
    await subscribe(email);
    // A flood of sign-ups of one address (any letter case): still one mail in 10 minutes.
    for (let i = 0; i < 8; i += 1) await subscribe(i % 2 ? email.toUpperCase() : email);
    expect(await world.test.mailbox.messages(email)).toHaveLength(1);
    const links = linksOf((await world.test.mailbox.messages(email))[0]);
    await rpc('newsletter_confirm', { token: links.confirm });
    await subscribe(email, { morning_edition: false, breaking_alerts: true });
    expect(await world.test.mailbox.messages(email)).toHaveLength(1);
    // A stranger's sign-up does not change a confirmed subscriber's choices.
    expect(await statusOf(email)).toEqual({ status: 'confirmed', morning_edition: true, breaking_alerts: false });
  });

  it('unsubscribes in one POST to the List-Unsubscribe URL; a replay answers the same; the old confirmation link is dead', async () => {
    const email = uniqueEmail('oneclick');
    await subscribe(email);
    const links = linksOf((await world.test.mailbox.messages(email))[0]);
    await rpc('newsletter_confirm', { token: links.confirm });

    const get = await fetch(links.oneClick);
    expect(get.status).toBe(405);
    expect((await statusOf(email)).status).toBe('confirmed');

    const first = await oneClick(links.oneClick);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('You have been unsubscribed.');
    expect((await statusOf(email)).status).toBe('unsubscribed');
    expect((await oneClick(links.oneClick)).status).toBe(200);
    expect(await rpc('newsletter_confirm', { token: links.confirm })).toBe('invalid');
    expect((await statusOf(email)).status).toBe('unsubscribed');

    // Signing up again is a new double opt-in, with a new link.
    await subscribe(email);
    const again = await world.test.mailbox.messages(email);
    expect(again).toHaveLength(2);
    const renewed = linksOf(again[0]);
    expect(renewed.confirm).not.toBe(links.confirm);
    expect(await rpc('newsletter_confirm', { token: renewed.confirm })).toBe('confirmed');
  });

  it('refuses forged, truncated, malformed and borrowed tokens', async () => {
    const victim = uniqueEmail('victim');
    const attacker = uniqueEmail('attacker');
    await subscribe(victim);
    await subscribe(attacker);
    const theirs = linksOf((await world.test.mailbox.messages(victim))[0]);
    const mine = linksOf((await world.test.mailbox.messages(attacker))[0]);
    await rpc('newsletter_confirm', { token: theirs.confirm });

    // My HMAC with their id; their id with a random HMAC; my manage token as a confirmation.
    const borrowed = theirs.manage.slice(0, 32) + mine.manage.slice(32);
    const forged = theirs.manage.slice(0, 32) + randomBytes(32).toString('hex');
    for (const token of [
      borrowed,
      forged,
      theirs.manage.slice(0, 95),
      theirs.manage.toUpperCase(),
      `${theirs.manage}0`,
      '',
      'x'.repeat(10_000),
      "' or 1=1 --",
    ]) {
      expect(await rpc('newsletter_unsubscribe', { token })).toBe('invalid');
      expect(await rpc('newsletter_subscription', { token })).toEqual([]);
      expect(await rpc('newsletter_set_choices', { token, morning_edition: false, breaking_alerts: true })).toBe(
        'invalid',
      );
    }
    expect(await rpc('newsletter_confirm', { token: mine.manage })).toBe('invalid');
    expect(await rpc('newsletter_confirm', { token: theirs.manage.slice(0, 32) + mine.confirm.slice(32) })).toBe(
      'invalid',
    );
    expect(
      (await oneClick(new URL(`${theirs.oneClick.origin}${theirs.oneClick.pathname}?token=${borrowed}`))).status,
    ).toBe(400);
    expect((await statusOf(victim)).status).toBe('confirmed');
    expect((await statusOf(attacker)).status).toBe('pending');
  });

  it('shows and changes choices through the manage token; none left unsubscribes', async () => {
    const email = uniqueEmail('choices');
    await subscribe(email);
    const links = linksOf((await world.test.mailbox.messages(email))[0]);
    // Not confirmed yet: the page shows the state but saves nothing.
    expect(
      await rpc('newsletter_set_choices', { token: links.manage, morning_edition: true, breaking_alerts: true }),
    ).toBe('invalid');
    await rpc('newsletter_confirm', { token: links.confirm });
    const [shown] = (await rpc('newsletter_subscription', { token: links.manage })) as { masked_email: string }[];
    expect(shown).toEqual({
      status: 'confirmed',
      morning_edition: true,
      breaking_alerts: false,
      masked_email: `${email[0]}•••@example.com`,
    });
    expect(
      await rpc('newsletter_set_choices', { token: links.manage, morning_edition: false, breaking_alerts: true }),
    ).toBe('saved');
    expect(await statusOf(email)).toEqual({ status: 'confirmed', morning_edition: false, breaking_alerts: true });
    expect(
      await rpc('newsletter_set_choices', { token: links.manage, morning_edition: false, breaking_alerts: false }),
    ).toBe('unsubscribed');
    expect((await statusOf(email)).status).toBe('unsubscribed');
  });

  it("keeps the status, the nonce and the send log out of visitors' reach", async () => {
    const email = uniqueEmail('grants');
    const forced = await anon()
      .from('newsletter_subscribers')
      .insert({ email, status: 'confirmed', confirm_nonce: 'mine', confirmed_at: new Date().toISOString() });
    expect(forced.error).toBeNull();
    const { rows } = await db().query(
      `select status, confirmed_at, confirm_nonce = 'mine' as mine from public.newsletter_subscribers where email = $1`,
      [email],
    );
    expect(rows).toEqual([{ status: 'pending', confirmed_at: null, mine: false }]);
    expect((await anon().from('newsletter_deliveries').select('*')).error?.code).toBe('42501');
    const reader = await world.clients.reader.from('newsletter_sends').select('*');
    expect(reader.data).toEqual([]);
    expect((await anon().rpc('newsletter_recipient', { subscriber_id: crypto.randomUUID() })).error?.code).toBe(
      '42501',
    );
  });

  it('refuses malformed, very long and CR/LF addresses with the check, and mails nothing', async () => {
    for (const email of [
      'not-an-address',
      `${'a'.repeat(250)}@example.com`,
      'a@example.com\r\nBcc: x@evil.example',
      'a@example.com\nSubject: hi',
    ]) {
      const { error } = await anon().from('newsletter_subscribers').insert({ email });
      expect(error?.code).toBe('23514');
    }
    await world.test.backend.newsletter.drain();
    expect(await world.test.mailbox.messages('x@evil.example')).toEqual([]);
  });

  it('retries a send the SMTP server refused after its back-off, and records the refusal', async () => {
    const email = uniqueEmail('retry');
    await fetch(`${world.test.mailbox.inboxUrl}/api/faults`, {
      method: 'POST',
      body: JSON.stringify({ rejectNext: 1 }),
    });
    await subscribe(email);
    expect(await world.test.mailbox.messages(email)).toEqual([]);
    const { rows } = await db().query<{ status: string; attempts: number; last_error: string; waits: boolean }>(
      `select d.status, d.attempts, d.last_error, d.next_attempt_at > now() as waits from public.newsletter_deliveries d
        join public.newsletter_subscribers s on s.id = d.subscriber_id where s.email = $1`,
      [email],
    );
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 1, waits: true });
    expect(rows[0].last_error).toMatch(/451/);
    // The back-off over: the next drain sends it.
    await db().query(`update public.newsletter_deliveries set next_attempt_at = now() where status = 'pending'`);
    await world.test.backend.newsletter.drain();
    expect(await world.test.mailbox.messages(email)).toHaveLength(1);
  });

  it('sends the morning edition once to each confirmed subscriber who chose it: featured first, then most read', async () => {
    const { rows: stories } = await db().query<{ id: string; title: string }>(
      `insert into public.news_stories (title, summary, category, status, published_at, is_featured, image_url, image_alt)
       values ('Most read today', E'First paragraph of the most read.\\n\\nSecond paragraph.', 'Sports', 'published', now() - interval '3 hours', false, 'https://img.example/a.jpg', 'A pitch'),
              ('Featured today', 'The featured summary.', 'Foreign', 'published', now() - interval '1 hour', true, null, null),
              ('Less read today', 'Less read.', 'Feature', 'published', now() - interval '2 hours', false, null, null),
              ('Yesterday''s news', 'Too old.', 'Feature', 'published', now() - interval '25 hours', false, null, null),
              ('A draft', 'Not public.', 'Feature', 'draft', now() - interval '1 hour', false, null, null),
              ('Trashed today', 'In the trash.', 'Feature', 'published', now() - interval '1 hour', false, null, null)
       returning id, title`,
    );
    // Moved to the trash (decision 195), though the most read: the edition never mails it.
    await db().query(`update public.news_stories set deleted_at = now() where title = 'Trashed today'`);
    // A story document: the mail's text is its opening paragraph, not the subheading before it (issue 48).
    await db().query(
      `insert into public.news_stories (title, body, category, status, published_at)
       values ('Documented today', $1, 'Foreign', 'published', now() - interval '4 hours')`,
      [
        {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'A subheading first' }] },
            { type: 'paragraph', content: [] },
            // A line break alone, or spaces around it, is no opening paragraph either.
            { type: 'paragraph', content: [{ type: 'text', text: ' ' }, { type: 'hardBreak' }] },
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'The opening paragraph ' },
                { type: 'text', text: 'of the document.', marks: [{ type: 'bold' }] },
              ],
            },
            { type: 'paragraph', content: [{ type: 'text', text: 'A later paragraph.' }] },
          ],
        },
      ],
    );
    const id = (title: string) => stories.find((story) => story.title === title)!.id;
    await db().query(
      `insert into public.story_view_counts (story_id, view_count) values ($1, 500), ($2, 20), ($3, 900)
       on conflict (story_id) do update set view_count = excluded.view_count`,
      [id('Most read today'), id('Less read today'), id('Trashed today')],
    );

    const reader = uniqueEmail('morning');
    const alertsOnly = uniqueEmail('alertsonly');
    const pending = uniqueEmail('pendingreader');
    const signups = [
      [reader, {}],
      [alertsOnly, { morning_edition: false, breaking_alerts: true }],
      [pending, {}],
    ] as const;
    for (const [email, choices] of signups) {
      await subscribe(email, choices);
      if (email === pending) continue;
      await rpc('newsletter_confirm', { token: linksOf((await world.test.mailbox.messages(email))[0]).confirm });
    }

    const edition = await world.test.backend.newsletter.queueMorningEdition();
    expect(edition.created).toBe(true);
    await world.test.backend.newsletter.drain();
    const [mail, ...more] = await world.test.mailbox.messages(reader);
    expect(more).toHaveLength(1); // the confirmation
    expect(mail.subject).toBe('The morning edition: Featured today');
    expect(mail.to).toEqual([reader.toLowerCase()]);
    expect(mail.headers['x-newsroom-send']).toBe(edition.sendId);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const order = ['Featured today', 'Most read today', 'Less read today'].map((title) => mail.html.indexOf(title));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]))).toBe(true);
    expect(mail.html).not.toContain('Yesterday');
    expect(mail.html).not.toContain('A draft');
    expect(mail.html).not.toContain('Trashed today');
    expect(mail.html).toContain('<img src="https://img.example/a.jpg" alt="A pitch"');
    expect(mail.text).toContain('First paragraph of the most read.');
    expect(mail.text).not.toContain('Second paragraph.');
    expect(mail.text).toContain('Documented today\nThe opening paragraph of the document.\nRead:');
    expect(mail.text).not.toContain('A subheading first');
    // Each story at its address (decision 206): /story/{slug of its headline}.
    expect(mail.text).toContain('/story/featured-today\n');
    expect(mail.text).not.toContain(`/story/${id('Featured today')}`);
    expect(await world.test.mailbox.messages(alertsOnly)).toHaveLength(1);
    expect(await world.test.mailbox.messages(pending)).toHaveLength(1);

    // The same day again (the 06:00 run after "send now", a restart): nothing new.
    const again = await world.test.backend.newsletter.queueMorningEdition();
    expect(again).toEqual({ ...edition, created: false });
    await world.test.backend.newsletter.drain();
    expect(await world.test.mailbox.messages(reader)).toHaveLength(2);
  });

  it('lets admins and the service role queue the edition, nobody else', async () => {
    expect((await world.clients.anon.rpc('newsletter_queue_morning_edition')).error?.code).toBe('42501');
    expect((await world.clients.reader.rpc('newsletter_queue_morning_edition')).error?.code).toBe('42501');
    expect((await world.clients.editor.rpc('newsletter_queue_morning_edition')).error?.code).toBe('42501');
    expect((await world.clients.admin.rpc('newsletter_queue_morning_edition')).error).toBeNull();
    const claim = await world.clients.admin.rpc('newsletter_claim_deliveries', { batch_size: 1, lease_seconds: 1 });
    expect(claim.error?.code).toBe('42501');
  });

  it('sends the rows a dead sender had claimed once its lease lapses, and nothing twice', async () => {
    const email = uniqueEmail('lease');
    await world.test.backend.newsletter.drain();
    const { error } = await anon().from('newsletter_subscribers').insert({ email });
    expect(error).toBeNull();
    // A sender claims the row and dies before sending: the row waits out the lease.
    const claimed = await db().query(`select * from public.newsletter_claim_deliveries(1000, 60)`);
    expect(claimed.rows.length).toBeGreaterThanOrEqual(1);
    await world.test.backend.newsletter.drain();
    expect(await world.test.mailbox.messages(email)).toEqual([]);
    await db().query(`update public.newsletter_deliveries set next_attempt_at = now() where status = 'pending'`);
    await world.test.backend.newsletter.drain();
    await world.test.backend.newsletter.drain();
    expect(await world.test.mailbox.messages(email)).toHaveLength(1);
  });

  it('mails one short alert per breaking item to confirmed subscribers who chose alerts, at most one per 10 minutes', async () => {
    const fan = uniqueEmail('alertfan');
    const morningOnly = uniqueEmail('nomorealerts');
    for (const [email, choices] of [
      [fan, { morning_edition: false, breaking_alerts: true }],
      [morningOnly, {}],
    ] as const) {
      await subscribe(email, choices);
      await rpc('newsletter_confirm', { token: linksOf((await world.test.mailbox.messages(email))[0]).confirm });
    }
    const add = async (title: string, category = 'breaking') => {
      const item = await addBreaking({ title, category, alert_status: 'held' });
      await dueNow(item);
      await world.test.backend.newsletter.drain();
    };
    const alerts = async () => (await world.test.mailbox.messages(fan)).filter((m) => m.subject.startsWith('Breaking'));

    await add('Flood warning <b>upgraded</b>\r\nBcc: someone@evil.example');
    const [alert] = await alerts();
    expect(alert.subject).toBe('Breaking: Flood warning <b>upgraded</b> Bcc: someone@evil.example');
    expect(alert.headers.bcc).toBeUndefined();
    expect(alert.to).toEqual([fan.toLowerCase()]);
    expect(alert.html).toContain('Flood warning &lt;b&gt;upgraded&lt;/b&gt;');
    expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await world.test.mailbox.messages(morningOnly)).filter((m) => m.subject.startsWith('Breaking'))).toEqual(
      [],
    );

    await add('A second item two minutes later');
    await add('A market item', 'business');
    expect(await alerts()).toHaveLength(1);

    await db().query(
      `update public.newsletter_subscribers set last_alert_at = now() - interval '11 minutes' where email = $1`,
      [fan],
    );
    await add('A third item, later');
    expect((await alerts()).map((m) => m.subject)).toEqual(['Breaking: A third item, later', alert.subject]);
  });

  it('holds an alert a minute, mails none for a ticker-only item or a cancelled alert, and links Read more to the item', async () => {
    const fan = uniqueEmail('heldfan');
    await subscribe(fan, { morning_edition: false, breaking_alerts: true });
    await rpc('newsletter_confirm', { token: linksOf((await world.test.mailbox.messages(fan))[0]).confirm });
    const alerts = async () => (await world.test.mailbox.messages(fan)).filter((m) => m.subject.startsWith('Breaking'));
    const drain = () => world.test.backend.newsletter.drain();
    const { data: audience } = await world.clients.editor.rpc('breaking_alert_audience');
    expect(audience).toBeGreaterThanOrEqual(1);
    expect((await world.clients.reader.rpc('breaking_alert_audience')).error?.code).toBe('42501');

    // Ticker only (the default): never a mail, even once its minute would have passed.
    const tickerOnly = await addBreaking({
      title: 'Ticker only item',
      url: '/story/a1000000-0000-4000-8000-000000000001',
    });
    expect(tickerOnly.alert_status).toBe('none');
    await dueNow(tickerOnly);
    await drain();
    expect(await alerts()).toEqual([]);

    // Held: nothing before its time, even if the editor's client asks for it sooner.
    const held = await addBreaking({
      title: 'Held item',
      url: '/story/a1000000-0000-4000-8000-000000000001',
      alert_status: 'held',
    });
    expect(held.alert_status).toBe('held');
    expect(Date.parse(held.alert_due_at!) - Date.now()).toBeGreaterThan(50_000);
    const early = await world.clients.editor
      .from('live_feeds')
      .update({ alert_due_at: new Date().toISOString(), alert_status: 'sent' })
      .eq('id', held.id)
      .select('alert_status, alert_due_at')
      .single();
    expect(early.data).toEqual({ alert_status: 'held', alert_due_at: held.alert_due_at });
    await drain();
    expect(await alerts()).toEqual([]);

    // A cancelled alert is never sent.
    const cancelled = await addBreaking({ title: 'Typo itme', alert_status: 'held' });
    expect((await world.clients.editor.rpc('cancel_breaking_alert', { item_id: cancelled.id })).data).toBe(true);
    expect((await world.clients.editor.rpc('cancel_breaking_alert', { item_id: cancelled.id })).data).toBe(false);
    await dueNow(cancelled);
    await drain();
    expect(await alerts()).toEqual([]);

    // Once due it is sent, and Read more opens the item's story, not the home page.
    await dueNow(held);
    await drain();
    const [mail] = await alerts();
    expect(mail.subject).toBe('Breaking: Held item');
    const siteUrl = world.test.backend.config.mail.siteUrl.replace(/\/+$/, '');
    expect(mail.text).toContain(`Read more: ${siteUrl}/story/a1000000-0000-4000-8000-000000000001`);
    expect(mail.html).toContain(`href="${siteUrl}/story/a1000000-0000-4000-8000-000000000001"`);
    const { rows } = await db().query<{ alert_status: string }>(
      `select alert_status from public.live_feeds where id = any($1) order by title`,
      [[held.id, cancelled.id]],
    );
    expect(rows.map((row) => row.alert_status)).toEqual(['sent', 'cancelled']);
  });

  it('shows admins the counts and each send with recipients, delivered and failed; nobody else', async () => {
    expect((await world.clients.editor.rpc('newsletter_admin_overview')).error?.code).toBe('42501');
    expect((await world.clients.anon.rpc('newsletter_admin_overview')).error?.code).toBe('42501');
    const { data, error } = await world.clients.admin.rpc('newsletter_admin_overview');
    expect(error).toBeNull();
    const overview = data as {
      subscribers: Record<string, number>;
      sends: { kind: string; recipients: number; delivered: number; failed: number; waiting: number }[];
    };
    const { rows } = await db().query<{ confirmed: number; alerts: number }>(
      `select count(*) filter (where status = 'confirmed')::integer as confirmed,
              count(*) filter (where status = 'confirmed' and breaking_alerts)::integer as alerts
         from public.newsletter_subscribers`,
    );
    expect(overview.subscribers.confirmed).toBe(rows[0].confirmed);
    expect(overview.subscribers.breakingAlerts).toBe(rows[0].alerts);
    expect(overview.sends.map((send) => send.kind)).toContain('morning_edition');
    expect(overview.sends.some((send) => send.kind === 'confirmation')).toBe(false);
    for (const send of overview.sends) {
      expect(send.delivered + send.failed + send.waiting).toBe(send.recipients);
    }
    expect(JSON.stringify(overview)).not.toContain('@example.com');
  });

  it('sends through the hosted edge function too (newsletter-send), for the service role only', async () => {
    const email = uniqueEmail('edge');
    const { error } = await anon().from('newsletter_subscribers').insert({ email });
    expect(error).toBeNull();
    const call = (key: string) =>
      fetch(`${world.test.url}/functions/v1/newsletter-send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: '{}',
      });
    expect((await call(world.test.backend.anonKey)).status).toBe(401);
    expect(await world.test.mailbox.messages(email)).toEqual([]);
    const answer = await call(world.test.backend.serviceRoleKey);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { sent: number }).sent).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await world.test.mailbox.messages(email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Confirm your subscription to The Daily Chronicle');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await rpc('newsletter_confirm', { token: linksOf(mail).confirm });
  });

  // Breaking alerts by Web Push share this world: the same hold releases an alert's mail and pushes.
  webPushCases(() => world);

  it("computes the links' HMAC-SHA-256 as RFC 2104 does", async () => {
    for (const key of [randomBytes(32), randomBytes(64), randomBytes(100)]) {
      const message = randomBytes(77);
      const { rows } = await db().query<{ mac: string }>(`select encode(private.hmac_sha256($1, $2), 'hex') as mac`, [
        key,
        message,
      ]);
      expect(rows[0].mac).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
  });
});

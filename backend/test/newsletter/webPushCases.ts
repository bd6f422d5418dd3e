import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCAL_VAPID_KEYS } from '../../src/push/config.ts';
import { sendWebPush } from '../../../supabase/functions/_shared/webPush.ts';
import { createPushSender } from '../../src/push/sender.ts';
import type { PushMessage } from '../../src/push/standin/messageStore.ts';
import { startPushStandIn, type RunningPushStandIn } from '../../src/push/standin/pushStandIn.ts';
import { createTestClient, uniqueEmail } from '../helpers/testBackend.ts';
import { PASSWORD, type ApiWorld } from '../schema/apiWorld.ts';

/**
 * Breaking alerts by Web Push (issue 55, item 3; decision 194), in the newsletter's world: the same
 * hold releases the alert's mail and its pushes. Subscriptions are made at the local push service
 * stand-in (as a browser's push service makes them) and stored with push_subscribe as the Alerts
 * page stores them; the backend's sender pushes through the stand-in, which decrypts each message.
 */
// The sender runs when a test drains it, never by its own poll in the middle of a test's steps.
process.env.PUSH_POLL_MS = '0';
// The hosted push-send function's secrets (read when the first function runs); loopback for the stand-in.
Object.assign(process.env, {
  VAPID_PUBLIC_KEY: LOCAL_VAPID_KEYS.publicKey,
  VAPID_PRIVATE_KEY: LOCAL_VAPID_KEYS.privateKey,
  VAPID_SUBJECT: LOCAL_VAPID_KEYS.subject,
  PUSH_ALLOW_LOOPBACK: 'true',
});

const STORY_PATH = '/story/a1000000-0000-4000-8000-000000000001';
const TOPICS = ['breaking', 'uk', 'zimbabwe', 'international', 'sport'];
const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);

interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export function webPushCases(getWorld: () => ApiWorld): void {
  let standIn: RunningPushStandIn;
  const world = () => getWorld();
  const db = () => world().test.backend.db;

  beforeAll(async () => {
    standIn = await startPushStandIn({ port: 0 });
    // The backend names the stand-in's default port; this one listens on a free port.
    await db().query(`update private.push_settings set loopback_origins = loopback_origins || $1::text`, [standIn.url]);
  });

  afterAll(async () => {
    await standIn?.close();
  });

  /** A subscription at the stand-in bound to the backend's VAPID key, stored as the Alerts page stores it. */
  async function subscribe(topics: string[] = ['breaking']) {
    const answer = await fetch(`${standIn.url}/subscriptions`, {
      method: 'POST',
      body: JSON.stringify({ applicationServerKey: LOCAL_VAPID_KEYS.publicKey }),
    });
    const subscription = (await answer.json()) as StandInSubscription;
    const { data, error } = await world().clients.anon.rpc('push_subscribe', {
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      topics,
    });
    expect(error).toBeNull();
    const id = subscription.endpoint.split('/').pop() as string;
    return { ...subscription, id, rowId: data as string };
  }

  async function messagesOf(id: string): Promise<PushMessage[]> {
    const answer = await fetch(`${standIn.url}/api/messages?subscription=${id}`);
    return ((await answer.json()) as { messages: PushMessage[] }).messages;
  }

  /** An editor's held breaking item, released now (its minute moved into the past). */
  async function releaseAlert(title: string, url = STORY_PATH) {
    const { data, error } = await world()
      .clients.editor.from('live_feeds')
      .insert({ title, url, source: 'The Daily Chronicle', category: 'breaking', alert_status: 'held' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    await db().query(`update public.live_feeds set alert_due_at = now() - interval '1 second' where id = $1`, [id]);
    return id;
  }

  /** Lets every subscription be pushed again (the 10-minute interval passed). */
  const intervalPassed = () =>
    db().query(`update public.push_subscriptions set last_sent_at = now() - interval '11 minutes'`);
  const drain = () => world().test.backend.push.drain();
  const sendOf = async (itemId: string) =>
    (
      await db().query<{ sent: number; delivered: number; gone: number; failed: number }>(
        `select sent, delivered, gone, failed from public.push_sends where live_feed_id = $1`,
        [itemId],
      )
    ).rows[0];

  it('keeps each subscription to its reader: RLS for signed-in readers, endpoint and secret for anyone', async () => {
    const { reader, editor, anon, admin } = world().clients;
    const endpoint = `https://fcm.googleapis.com/fcm/send/reader-${Date.now()}`;
    const mine = await reader.rpc('push_subscribe', { endpoint, p256dh: P256DH, auth: AUTH, topics: ['breaking'] });
    expect(mine.error).toBeNull();
    const anonymous = await anon.rpc('push_subscribe', {
      endpoint: `${endpoint}-anon`,
      p256dh: P256DH,
      auth: AUTH,
      topics: ['sport', 'uk', 'sport'],
    });
    expect(anonymous.error).toBeNull();

    const seen = await reader.from('push_subscriptions').select('id, endpoint, user_id');
    expect(seen.data).toEqual([{ id: mine.data, endpoint, user_id: world().userIds.reader }]);
    for (const other of [editor, admin]) {
      expect((await other.from('push_subscriptions').select('id')).data).toEqual([]);
    }
    expect((await anon.from('push_subscriptions').select('id')).error?.code).toBe('42501');
    expect((await editor.from('push_subscriptions').delete().eq('id', mine.data).select('id')).data).toEqual([]);
    expect((await anon.rpc('push_subscription_topics', { endpoint: `${endpoint}-anon`, auth: AUTH })).data).toEqual([
      'sport',
      'uk',
    ]);

    // Someone else's endpoint with another secret neither takes it over nor removes it.
    const hijack = await anon.rpc('push_subscribe', {
      endpoint,
      p256dh: P256DH,
      auth: `B${AUTH.slice(1)}`,
      topics: ['breaking'],
    });
    expect(hijack.error?.code).toBe('42501');
    expect((await anon.rpc('push_unsubscribe', { endpoint, auth: `B${AUTH.slice(1)}` })).data).toBe(false);
    expect((await anon.rpc('push_unsubscribe', { endpoint: `${endpoint}-anon`, auth: AUTH })).data).toBe(true);
    expect((await reader.from('push_subscriptions').delete().eq('id', mine.data).select('id')).data).toEqual([
      { id: mine.data },
    ]);
  });

  it('refuses insecure and private endpoints, wrong-size keys, unknown or too many topics, and floods', async () => {
    const { anon } = world().clients;
    const attempt = (fields: Record<string, unknown>) =>
      anon.rpc('push_subscribe', {
        endpoint: `https://updates.push.services.mozilla.com/wpush/v2/${Math.random()}`,
        p256dh: P256DH,
        auth: AUTH,
        topics: ['breaking'],
        ...fields,
      });
    const refusals: Record<string, Record<string, unknown>> = {
      'A push endpoint must be an https: address.': { endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
      "A push endpoint must be a public push service's address.": { endpoint: 'https://192.168.1.10/push/x' },
      "The subscription's p256dh key must be 65 bytes (base64url).": { p256dh: `${P256DH}AAAA` },
      "The subscription's auth secret must be 16 bytes (base64url).": { auth: AUTH.slice(2) },
      'Unknown topic: choose from breaking, uk, zimbabwe, international, sport.': { topics: ['breaking', 'weather'] },
      'Choose at most 5 topics.': { topics: [...TOPICS, 'breaking'] },
    };
    for (const [message, fields] of Object.entries(refusals)) {
      const { error } = await attempt(fields);
      expect({ code: error?.code, message: error?.message }).toEqual({ code: '22023', message });
    }
    for (const endpoint of [
      'https://localhost/push/x',
      'https://10.0.0.8/push/x',
      'https://0x7f.1/push/x',
      'https://[::1]/push/x',
      'https://intranet/push/x',
      'https://user@fcm.googleapis.com/x',
      'http://127.0.0.1:9/push/x',
      // Only the known push services, on port 443: a name may resolve to a private address.
      'https://127.0.0.1.nip.io/push/x',
      'https://push.example.net/push/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://notify.windows.com/w/x',
    ]) {
      expect((await attempt({ endpoint })).error?.code, endpoint).toBe('22023');
    }

    await db().query(`update private.rate_limit_rules set max_hits = 3 where bucket = 'push_subscriptions:source'`);
    const flood = Array.from({ length: 5 }, (_, n) => `https://fcm.googleapis.com/fcm/send/flood-${n}-${Date.now()}`);
    try {
      const answers = [];
      for (const endpoint of flood) answers.push((await attempt({ endpoint })).status);
      expect(answers.slice(-2)).toEqual([429, 429]);
      expect(answers.filter((status) => status < 300).length).toBeGreaterThan(0);
      // Stopping alerts is never limited: the endpoint and its secret are proof enough.
      const stopped = [];
      for (const endpoint of flood) stopped.push((await anon.rpc('push_unsubscribe', { endpoint, auth: AUTH })).data);
      expect(stopped.filter(Boolean).length).toBe(answers.filter((status) => status < 300).length);
      expect(stopped.slice(-2)).toEqual([false, false]);
    } finally {
      await db().query(
        `update private.rate_limit_rules set max_hits = base_hits * 1000 where bucket = 'push_subscriptions:source'`,
      );
      await db().query(`delete from private.rate_limit_hits where bucket like 'push_subscriptions:%'`);
    }
  });

  it("pushes a released alert once to each 'breaking' subscription, decryptable, with the story's path", async () => {
    const fan = await subscribe(['breaking', 'uk']);
    const sportOnly = await subscribe(['sport']);
    const itemId = await releaseAlert('Flood warning upgraded\r\nacross the valley');
    await drain();
    const [message, ...more] = await messagesOf(fan.id);
    expect(more).toEqual([]);
    expect(JSON.parse(message.text)).toEqual({
      title: 'Breaking: Flood warning upgraded across the valley',
      body: 'Breaking news',
      url: STORY_PATH,
      tag: itemId.replaceAll('-', ''),
    });
    expect(message).toMatchObject({ urgency: 'high', ttl: 3600, topic: itemId.replaceAll('-', '') });
    expect(await messagesOf(sportOnly.id)).toEqual([]);
    expect(await sendOf(itemId)).toMatchObject({ delivered: (await sendOf(itemId)).sent, gone: 0, failed: 0 });

    // A second alert within 10 minutes is not pushed to them; a cancelled one never.
    await releaseAlert('A second item a minute later');
    await drain();
    expect(await messagesOf(fan.id)).toHaveLength(1);
    await intervalPassed();
    const { data: cancelled } = await world()
      .clients.editor.from('live_feeds')
      .insert({ title: 'Typo itme', url: '#', source: 'x', category: 'breaking', alert_status: 'held' })
      .select('id')
      .single();
    await world().clients.editor.rpc('cancel_breaking_alert', { item_id: (cancelled as { id: string }).id });
    await db().query(`update public.live_feeds set alert_due_at = now() - interval '1 second' where id = $1`, [
      (cancelled as { id: string }).id,
    ]);
    await drain();
    expect(await messagesOf(fan.id)).toHaveLength(1);
  });

  it('removes a subscription its push service calls gone, retries a 500 after its back-off, counts both', async () => {
    await intervalPassed();
    const gone = await subscribe();
    const flaky = await subscribe();
    await fetch(`${standIn.url}/subscriptions/${gone.id}/gone`, { method: 'POST' });
    await fetch(`${standIn.url}/subscriptions/${flaky.id}/fail?status=500&times=1`, { method: 'POST' });
    const itemId = await releaseAlert('Bridge closed');
    await drain();
    const { rows } = await db().query(`select id from public.push_subscriptions where id = $1`, [gone.rowId]);
    expect(rows).toEqual([]);
    expect(await messagesOf(flaky.id)).toEqual([]);
    const waiting = await db().query<{ attempts: number; status: string; last_error: string }>(
      `select attempts, status, last_error from private.push_deliveries where subscription_id = $1`,
      [flaky.rowId],
    );
    expect(waiting.rows).toEqual([{ attempts: 1, status: 'pending', last_error: 'HTTP 500' }]);

    // Its back-off passes (as the clock would): the next drain delivers it.
    await db().query(`update private.push_deliveries set next_attempt_at = now() where subscription_id = $1`, [
      flaky.rowId,
    ]);
    await drain();
    expect(JSON.parse((await messagesOf(flaky.id))[0].text).title).toBe('Breaking: Bridge closed');
    const counts = await sendOf(itemId);
    expect(counts.gone).toBe(1);
    expect(counts.failed).toBe(0);
    expect(counts.delivered).toBe(counts.sent - 1);
  });

  it('fails a push answered by a redirect and never follows it', async () => {
    await intervalPassed();
    const hits: string[] = [];
    const elsewhere: Server = createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.writeHead(201).end();
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    try {
      const redirected = await subscribe();
      const location = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/admin`;
      await fetch(`${standIn.url}/subscriptions/${redirected.id}/redirect?location=${encodeURIComponent(location)}`, {
        method: 'POST',
      });
      await releaseAlert('Road reopens');
      await drain();
      const { rows } = await db().query<{ status: string; last_error: string }>(
        `select status, last_error from private.push_deliveries where subscription_id = $1`,
        [redirected.rowId],
      );
      expect(rows).toEqual([{ status: 'failed', last_error: 'push service answered a redirect (307); not followed' }]);
      expect(hits).toEqual([]);
    } finally {
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });

  it('never blocks the others on a push service that hangs: it times out and waits its retry', async () => {
    await intervalPassed();
    const hanging: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const hangingOrigin = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    try {
      await db().query(`update private.push_settings set loopback_origins = loopback_origins || $1::text`, [
        hangingOrigin,
      ]);
      const stuck = await world().clients.anon.rpc('push_subscribe', {
        endpoint: `${hangingOrigin}/push/stuck`,
        p256dh: (await subscribe()).keys.p256dh,
        auth: AUTH,
        topics: ['breaking'],
      });
      const fine = await subscribe();
      await releaseAlert('Power cut in the city centre');
      const sender = createPushSender({ db: db(), vapid: LOCAL_VAPID_KEYS, allowLoopback: true, timeoutMs: 500 });
      const counts = await sender.drain();
      expect(counts.retry).toBe(1);
      expect(await messagesOf(fine.id)).toHaveLength(1);
      const { rows } = await db().query<{ status: string }>(
        `select status from private.push_deliveries where subscription_id = $1`,
        [stuck.data],
      );
      expect(rows).toEqual([{ status: 'pending' }]);
      await db().query(`delete from public.push_subscriptions where id = $1`, [stuck.data]);
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });

  it('sends nothing twice when a sender dies mid-send: its claimed rows go out once their lease lapses', async () => {
    await intervalPassed();
    await subscribe();
    await subscribe();
    const itemId = await releaseAlert('Storm reaches the coast');
    // A sender pushes one alert, then is "killed" on the next: it never answers, its batch stays claimed.
    let pushes = 0;
    const dying = createPushSender({
      db: db(),
      vapid: LOCAL_VAPID_KEYS,
      allowLoopback: true,
      concurrency: 1,
      send: (...args) => (pushes++ === 0 ? sendWebPush(...args) : new Promise<never>(() => undefined)),
    });
    void dying.drain();
    const rowsOf = async () =>
      (
        await db().query<{ subscription_id: string; status: string; attempts: number }>(
          `select d.subscription_id, d.status, d.attempts from private.push_deliveries d
             join public.push_sends p on p.id = d.send_id where p.live_feed_id = $1`,
          [itemId],
        )
      ).rows;
    await expect.poll(async () => (await rowsOf()).filter((row) => row.status === 'delivered').length).toBe(1);
    expect((await rowsOf()).every((row) => row.attempts === 1)).toBe(true);

    // A restart finds the rest claimed: nothing goes until the lease lapses, then each goes once.
    expect((await drain()).delivered).toBe(0);
    await db().query(
      `update private.push_deliveries d set next_attempt_at = now() from public.push_sends p
        where p.id = d.send_id and p.live_feed_id = $1 and d.status = 'pending'`,
      [itemId],
    );
    await drain();
    await drain();
    const rows = await rowsOf();
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.filter((row) => row.status !== 'delivered')).toEqual([]);
    const subscriptions = await db().query<{ endpoint: string }>(
      `select s.endpoint from public.push_subscriptions s where s.id = any($1)`,
      [rows.map((row) => row.subscription_id)],
    );
    for (const { endpoint } of subscriptions.rows) {
      const copies = (await messagesOf(endpoint.split('/').pop() as string)).filter((m) => m.text.includes('Storm'));
      expect(copies, endpoint).toHaveLength(1);
    }
    const stats = (await (await fetch(`${standIn.url}/api/stats`)).json()) as { duplicates: number };
    expect(stats.duplicates).toBe(0);
  });

  it('sends through the hosted edge function too (push-send), for the service role only', async () => {
    await intervalPassed();
    const fan = await subscribe();
    await releaseAlert('Edge function alert');
    const call = (key: string) =>
      fetch(`${world().test.url}/functions/v1/push-send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: '{}',
      });
    expect((await call(world().test.backend.anonKey)).status).toBe(401);
    expect(await messagesOf(fan.id)).toEqual([]);
    const answer = await call(world().test.backend.serviceRoleKey);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { delivered: number }).delivered).toBeGreaterThanOrEqual(1);
    const [message] = await messagesOf(fan.id);
    expect(JSON.parse(message.text)).toMatchObject({ title: 'Breaking: Edge function alert', url: STORY_PATH });
    expect(message.urgency).toBe('high');
  });

  it('shows admins the push counts and the last sends; nobody else', async () => {
    expect((await world().clients.editor.rpc('push_admin_overview')).error?.code).toBe('42501');
    expect((await world().clients.anon.rpc('push_admin_overview')).error?.code).toBe('42501');
    const { data, error } = await world().clients.admin.rpc('push_admin_overview');
    expect(error).toBeNull();
    const overview = data as {
      subscriptions: { total: number; breaking: number };
      sends: { sent: number; delivered: number; gone: number; failed: number; waiting: number; kind: string }[];
    };
    // Only breaking items were sent so far in this file: each says so (decision 204).
    expect(new Set(overview.sends.map((send) => send.kind))).toEqual(new Set(['breaking']));
    const { rows } = await db().query<{ total: number }>(
      `select count(*)::integer as total from public.push_subscriptions`,
    );
    expect(overview.subscriptions.total).toBe(rows[0].total);
    expect(overview.sends.length).toBeGreaterThan(0);
    for (const send of overview.sends) {
      expect(send.delivered + send.gone + send.failed + send.waiting).toBe(send.sent);
    }
    expect(JSON.stringify(overview)).not.toContain('/push/');
    expect((await world().clients.admin.from('push_sends').select('sent')).data?.length).toBe(overview.sends.length);
    expect((await world().clients.editor.from('push_sends').select('sent')).data).toEqual([]);
  });

  /** A story written straight into the table (the owner: no audit entry), published an hour ago unless told. */
  async function storyOf(title: string, fields: { category?: string; status?: string; trashed?: boolean } = {}) {
    const { rows } = await db().query<{ id: string }>(
      `insert into public.news_stories (title, summary, category, status, published_at, deleted_at)
       values ($1, 'Ministers met overnight.', $2, $3, now() - interval '1 hour', case when $4 then now() end)
       returning id`,
      [title, fields.category ?? 'Sports', fields.status ?? 'published', fields.trashed ?? false],
    );
    return rows[0].id;
  }

  async function currentSlug(storyId: string) {
    const { rows } = await db().query<{ slug: string }>(
      `select slug from public.story_slugs where story_id = $1 and is_current`,
      [storyId],
    );
    return rows[0].slug;
  }

  /** A signed-in contributor: a reporter without the right to publish or alert. */
  async function contributorClient() {
    const email = uniqueEmail('contributor');
    const created = await world().service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    await db().query(`insert into public.user_roles (user_id, role) values ($1, 'contributor')`, [
      created.data.user?.id,
    ]);
    const client = createTestClient(world().test.url, world().test.backend.anonKey);
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    return client;
  }

  it('prunes the settled pushes of alerts sent over 30 days ago, nightly; pending and recent ones stay, and the counts', async () => {
    const [first, second, third] = [await subscribe(), await subscribe(), await subscribe()];
    const send = async (age: string) => {
      const { rows } = await db().query<{ id: string }>(
        `insert into public.push_sends (title, body, url, topic, created_at, sent, delivered, failed)
         values ('Old alert', 'Read the story', '/', 'old', now() - $1::interval, 3, 1, 1) returning id`,
        [age],
      );
      return rows[0].id;
    };
    const [old, recent] = [await send('31 days'), await send('1 day')];
    // The pending push is not due, so no sender settles it while the test runs.
    await db().query(
      `insert into private.push_deliveries (send_id, subscription_id, status, next_attempt_at) values
         ($1, $3, 'delivered', now()), ($1, $4, 'failed', now()), ($1, $5, 'pending', now() + interval '1 day'),
         ($2, $3, 'delivered', now())`,
      [old, recent, first.rowId, second.rowId, third.rowId],
    );
    for (const client of [world().clients.admin, world().clients.anon])
      expect((await client.rpc('prune_push_deliveries')).error?.code).toBe('42501');

    expect(await world().test.backend.jobs.pushDeliveries.run()).toBe(2);
    const { rows } = await db().query<{ send_id: string; status: string }>(
      `select send_id, status from private.push_deliveries where send_id in ($1, $2) order by send_id = $1 desc`,
      [old, recent],
    );
    expect(rows).toEqual([
      { send_id: old, status: 'pending' },
      { send_id: recent, status: 'delivered' },
    ]);
    const counts = await db().query(`select sent, delivered, failed from public.push_sends where id = $1`, [old]);
    expect(counts.rows).toEqual([{ sent: 3, delivered: 1, failed: 1 }]);
    expect(await world().test.backend.jobs.pushDeliveries.run()).toBe(0);
    await db().query(`delete from public.push_sends where id in ($1, $2)`, [old, recent]);
  });

  it('sends a story an editor marks Alert to the topics chosen: editors and admins only, published only, once unless sent again', async () => {
    await intervalPassed();
    const { editor, admin, reader, anon } = world().clients;
    const sportFan = await subscribe(['sport']);
    const ukFan = await subscribe(['uk']);
    const elsewhere = await subscribe(['zimbabwe', 'breaking']);
    const storyId = await storyOf('Warriors qualify for the Cup of Nations');
    const topic = storyId.replaceAll('-', '');
    const send = (client = editor, topics = ['sport', 'uk'], again = false) =>
      client.rpc('send_story_alert', { story: storyId, topics, again });

    for (const client of [reader, anon, await contributorClient()])
      expect((await send(client)).error?.code).toBe('42501');
    const overview = await editor.rpc('story_alert_overview', { story: storyId });
    expect(overview.data).toEqual({ suggested: ['uk', 'zimbabwe', 'international', 'sport'], alerts: [], older: 0 });
    const refusals: [string, string, string][] = [
      [
        await storyOf('A draft', { status: 'draft' }),
        '22023',
        'Only a published story can be sent as an alert: publish it first.',
      ],
      [await storyOf('In the trash', { trashed: true }), 'P0002', 'The story no longer exists.'],
    ];
    for (const [story, code, message] of refusals) {
      const { error } = await editor.rpc('send_story_alert', { story, topics: ['uk'] });
      expect({ code: error?.code, message: error?.message }).toEqual({ code, message });
    }
    expect((await send(editor, ['weather'])).error?.code).toBe('22023');
    expect((await send(editor, [])).error?.code).toBe('22023');

    const sent = await send();
    expect(sent.error).toBeNull();
    // The alert opens the story's address, its slug (decision 206), not its id's.
    const slug = await currentSlug(storyId);
    expect(slug).toMatch(/^warriors-qualify-for-the-cup-of-nations/);
    expect(sent.data).toMatchObject({ topics: ['sport', 'uk'], again: false });
    expect((await send(admin)).error).toMatchObject({
      code: '23505',
      message: 'This story was already sent as an alert. Send it again only to correct it.',
    });
    await drain();
    for (const fan of [sportFan, ukFan]) {
      const [message, ...more] = await messagesOf(fan.id);
      expect(more).toEqual([]);
      expect(JSON.parse(message.text)).toEqual({
        title: 'Warriors qualify for the Cup of Nations',
        body: 'Ministers met overnight.',
        url: `/story/${slug}`,
        tag: topic,
      });
      expect(message).toMatchObject({ urgency: 'high', ttl: 3600, topic });
    }
    expect(await messagesOf(elsewhere.id)).toEqual([]);

    // Sent again as a correction before the phones came online: the push service replaces the
    // undelivered alert (same Topic), inside the 10-minute interval; the interval still holds back
    // a subscription pushed another alert in it.
    await releaseAlert('Cabinet reshuffle announced');
    await drain();
    await db().query(
      `update public.news_stories set title = 'Warriors qualify for the Africa Cup of Nations' where id = $1`,
      [storyId],
    );
    // Renamed too: the correction opens the new address.
    expect((await editor.rpc('set_story_slug', { story: storyId, new_slug: `${slug}-africa` })).error).toBeNull();
    const again = await send(admin, ['sport', 'uk', 'zimbabwe'], true);
    expect(again.error).toBeNull();
    await drain();
    for (const fan of [sportFan, ukFan]) {
      const [message, ...more] = await messagesOf(fan.id);
      expect(more).toEqual([]);
      expect(JSON.parse(message.text)).toMatchObject({
        title: 'Warriors qualify for the Africa Cup of Nations',
        url: `/story/${slug}-africa`,
      });
    }
    expect((await messagesOf(elsewhere.id)).map((message) => message.topic)).not.toContain(topic);
    const late = await subscribe(['zimbabwe']);
    expect((await send(editor, ['zimbabwe'], true)).data).toMatchObject({ again: true });
    await drain();
    expect(await messagesOf(late.id)).toHaveLength(1);

    const alerts = (await editor.rpc('story_alert_overview', { story: storyId })).data as {
      alerts: { topics: string[]; sent: number; delivered: number }[];
    };
    expect(alerts.alerts.map((alert) => alert.topics)).toEqual([
      ['zimbabwe'],
      ['sport', 'uk', 'zimbabwe'],
      ['sport', 'uk'],
    ]);
    const { rows: audit } = await db().query<{ action: string; changed_columns: string[]; actor_email: string }>(
      `select action, changed_columns, actor_email from public.content_audit_log where row_id = $1 order by id`,
      [storyId],
    );
    expect(audit.map((entry) => entry.changed_columns)).toEqual([
      ['sport', 'uk'],
      ['sport', 'uk', 'zimbabwe'],
      ['zimbabwe'],
    ]);
    expect(new Set(audit.map((entry) => entry.action))).toEqual(new Set(['alerted']));
    const sends = (
      (await admin.rpc('push_admin_overview')).data as {
        sends: { id: string; sent: number; delivered: number; kind: string; topics: string[] }[];
      }
    ).sends;
    const first = sends.find((row) => row.id === (sent.data as { id: string }).id);
    expect(first).toMatchObject({ kind: 'story', topics: ['sport', 'uk'] });
    // Still a story alert once its story and its sender are gone (both set null on delete).
    await db().query(`update public.push_sends set story_id = null, sent_by = null where id = $1`, [first?.id]);
    const after = (await admin.rpc('push_admin_overview')).data as { sends: { id: string; kind: string }[] };
    expect(after.sends.find((row) => row.id === first?.id)?.kind).toBe('story');
    expect(first?.sent).toBeGreaterThanOrEqual(2);
    expect(first?.delivered).toBe(first?.sent);
  });
}

import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { startApiWorld, type ApiWorld } from './apiWorld.ts';

// Several HTTP round trips per test on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The database rules behind the console's Breaking News, Live Feeds, Advertisements tabs and the
 * story-tips inbox, as supabase-js meets them: who reads and triages tips, turning a tip into a
 * draft, advertisements read-only for editors, and links that must never reach readers.
 */
describe.each(databaseKinds())('editor console rules [%s]', (database) => {
  let world: ApiWorld;
  let counter = 0;

  beforeAll(async () => {
    world = await startApiWorld({ database });
  }, 180_000);

  afterAll(async () => {
    await world?.stop();
  });

  const unique = (label: string) => `${label} ${++counter} ${Date.now().toString(36)}`;

  /** Submits a tip as a reader would (anon, no select back), then finds it as the service role. */
  async function submitTip(fields: Record<string, unknown> = {}) {
    const title = unique('Tip');
    const { error } = await world.clients.anon.from('story_tips').insert({
      title,
      summary: 'Residents have had no water for six weeks.',
      author: 'Concerned resident',
      read_time: '3 min read',
      category: 'Health & Environment',
      ...fields,
    });
    if (error) throw new Error(`tip insert failed: ${error.message}`);
    const { data } = await world.service.from('story_tips').select('*').eq('title', title).single();
    return data as { id: string; title: string; status: string; story_id: string | null; reviewed_by: string | null };
  }

  describe('story tips inbox', () => {
    it('a submitted tip always starts as new, whatever the client sends', async () => {
      const { data: story } = await world.service
        .from('news_stories')
        .insert({ title: unique('Existing'), category: 'Feature' })
        .select('id')
        .single();
      const tip = await submitTip({ status: 'used', story_id: story?.id });
      expect(tip).toMatchObject({ status: 'new', story_id: null, reviewed_by: null });
    });

    it('only editors and admins read tips, newest first', async () => {
      const older = await submitTip();
      const newer = await submitTip();
      const anon = await world.clients.anon.from('story_tips').select('id');
      expect(anon.error?.code).toBe('42501');
      expect((await world.clients.reader.from('story_tips').select('id')).data).toEqual([]);
      for (const persona of ['editor', 'admin'] as const) {
        const { data, error } = await world.clients[persona]
          .from('story_tips')
          .select('id, status')
          .in('id', [older.id, newer.id])
          .order('created_at', { ascending: false })
          .order('id', { ascending: false });
        expect(error).toBeNull();
        expect(data?.map((row) => row.id).sort()).toEqual([older.id, newer.id].sort());
      }
    });

    it('a tip as a source sends it: where, when and a contact, read back by editors only (issue 49)', async () => {
      const contact = 'Call 077 123 4567 after 6 pm';
      const tip = await submitTip({
        read_time: undefined,
        location: 'Ward 4, Epworth',
        happened_when: 'Since early November',
        contact,
        is_featured: true,
      });
      const { data, error } = await world.clients.editor
        .from('story_tips')
        .select('location, happened_when, contact, read_time, is_featured')
        .eq('id', tip.id)
        .single();
      expect(error).toBeNull();
      // No read time asked; a reader cannot suggest a featured story.
      expect(data).toEqual({
        location: 'Ward 4, Epworth',
        happened_when: 'Since early November',
        contact,
        read_time: '',
        is_featured: false,
      });
      const reader = await world.clients.reader.from('story_tips').select('contact').eq('id', tip.id);
      expect(reader.data).toEqual([]);
    });

    it('refuses a photo address that is not a web address and overlong fields, naming the rule', async () => {
      const refusals: Array<[Record<string, unknown>, string]> = [
        [{ image_url: 'javascript:alert(1)' }, 'story_tips_image_url_web'],
        [{ image_url: 'data:image/png;base64,AAAA' }, 'story_tips_image_url_web'],
        [{ contact: 'x'.repeat(301) }, 'story_tips_contact_length'],
        [{ location: 'x'.repeat(201) }, 'story_tips_location_length'],
        [{ happened_when: 'x'.repeat(121) }, 'story_tips_happened_when_length'],
        [{ read_time: 'x'.repeat(41) }, 'story_tips_read_time_length'],
      ];
      for (const [fields, rule] of refusals) {
        const { error } = await world.clients.anon.from('story_tips').insert({
          title: unique('Bad tip'),
          summary: 'S',
          author: 'A',
          category: 'Sports',
          ...fields,
        });
        expect(error?.code, rule).toBe('23514');
        expect(error?.message, rule).toContain(rule);
      }
      await expect(submitTip({ image_url: 'https://images.example/tip.jpg' })).resolves.toBeTruthy();
    });

    it('editors change the status; the database stamps who and when', async () => {
      const tip = await submitTip();
      const { data, error } = await world.clients.editor
        .from('story_tips')
        .update({ status: 'reviewed' })
        .eq('id', tip.id)
        .select('status, reviewed_by, reviewed_at')
        .single();
      expect(error).toBeNull();
      expect(data).toMatchObject({ status: 'reviewed', reviewed_by: world.userIds.editor });
      expect(Date.now() - Date.parse(String(data?.reviewed_at))).toBeLessThan(60_000);

      const admin = await world.clients.admin.from('story_tips').update({ status: 'dismissed' }).eq('id', tip.id);
      expect(admin.error).toBeNull();
      const unknown = await world.clients.editor.from('story_tips').update({ status: 'archived' }).eq('id', tip.id);
      expect(unknown.error?.code).toBe('23514');
    });

    it("nobody rewrites a reader's tip, and readers cannot triage", async () => {
      const tip = await submitTip();
      const rewrite = await world.clients.editor.from('story_tips').update({ title: 'Rewritten' }).eq('id', tip.id);
      expect(rewrite.error?.code).toBe('42501');
      const reader = await world.clients.reader
        .from('story_tips')
        .update({ status: 'dismissed' }, { count: 'exact' })
        .eq('id', tip.id);
      expect(reader.count ?? 0).toBe(0);
      const anon = await world.clients.anon.from('story_tips').update({ status: 'dismissed' }).eq('id', tip.id);
      expect(anon.error).not.toBeNull();
      const { data } = await world.service.from('story_tips').select('title, status').eq('id', tip.id).single();
      expect(data).toEqual({ title: tip.title, status: 'new' });
    });

    it('"start a draft" makes one draft from the tip and marks the tip used', async () => {
      const tip = await submitTip({
        image_url: 'https://images.example/epworth.jpg',
        image_alt: 'A dry borehole',
        image_author: 'Resident',
      });
      const { data: storyId, error } = await world.clients.editor.rpc('start_draft_from_tip', { tip_id: tip.id });
      expect(error).toBeNull();
      const { data: story } = await world.clients.editor.from('news_stories').select('*').eq('id', storyId).single();
      expect(story).toMatchObject({
        title: tip.title,
        summary: 'Residents have had no water for six weeks.',
        author: 'Concerned resident',
        read_time: '3 min read',
        category: 'Health & Environment',
        image_url: 'https://images.example/epworth.jpg',
        image_alt: 'A dry borehole',
        image_author: 'Resident',
        is_featured: false,
        status: 'draft',
      });
      // A draft: readers do not see it.
      expect((await world.clients.anon.from('news_stories').select('id').eq('id', storyId)).data).toEqual([]);
      const { data: used } = await world.clients.editor
        .from('story_tips')
        .select('status, story_id, reviewed_by')
        .eq('id', tip.id)
        .single();
      expect(used).toEqual({ status: 'used', story_id: storyId, reviewed_by: world.userIds.editor });

      // Asking again opens the same draft instead of making a second one.
      expect((await world.clients.admin.rpc('start_draft_from_tip', { tip_id: tip.id })).data).toBe(storyId);
      const { count } = await world.service
        .from('news_stories')
        .select('id', { count: 'exact', head: true })
        .eq('title', tip.title);
      expect(count).toBe(1);

      // Once that draft is deleted, the tip can start a new one.
      await world.clients.editor.from('news_stories').delete().eq('id', storyId);
      const again = await world.clients.editor.rpc('start_draft_from_tip', { tip_id: tip.id });
      expect(again.error).toBeNull();
      expect(again.data).not.toBe(storyId);
    });

    it('a draft never takes a non-http(s) image from a tip: such a tip is refused at intake', async () => {
      // Tips from before that rule keep theirs; start_draft_from_tip still drops it for them.
      await expect(submitTip({ image_url: 'javascript:alert(1)', image_alt: 'x' })).rejects.toThrow(
        'story_tips_image_url_web',
      );
    });

    it('refuses readers, anonymous callers and unknown tips', async () => {
      const tip = await submitTip();
      const reader = await world.clients.reader.rpc('start_draft_from_tip', { tip_id: tip.id });
      expect(reader.error?.code).toBe('42501');
      const anon = await world.clients.anon.rpc('start_draft_from_tip', { tip_id: tip.id });
      expect(anon.error).not.toBeNull();
      const missing = await world.clients.editor.rpc('start_draft_from_tip', {
        tip_id: '00000000-0000-4000-8000-0000000000ff',
      });
      expect(missing.status).toBe(404);
      expect(missing.error?.message).toBe('This story tip no longer exists.');
      const { data } = await world.service.from('story_tips').select('status').eq('id', tip.id).single();
      expect(data?.status).toBe('new');
    });
  });

  describe('advertisements from the console', () => {
    const ad = () => ({ title: unique('Ad'), image_url: 'https://images.example/ad.png', position: 'sidebar' });

    it('editors read the active ads but every write is refused; admins write', async () => {
      const { data: created, error } = await world.clients.admin
        .from('advertisements')
        .insert(ad())
        .select('id')
        .single();
      expect(error).toBeNull();
      const id = created?.id as string;

      expect((await world.clients.editor.from('advertisements').select('id').eq('id', id)).data).toEqual([{ id }]);
      const insert = await world.clients.editor.from('advertisements').insert(ad());
      expect(insert.error?.code).toBe('42501');
      const toggle = await world.clients.editor
        .from('advertisements')
        .update({ is_active: false }, { count: 'exact' })
        .eq('id', id);
      expect(toggle.count ?? 0).toBe(0);
      const remove = await world.clients.editor.from('advertisements').delete({ count: 'exact' }).eq('id', id);
      expect(remove.count ?? 0).toBe(0);
      const { data } = await world.service.from('advertisements').select('is_active').eq('id', id).single();
      expect(data).toEqual({ is_active: true });

      // Inactive ads are the admins' business: editors no longer see the ad once it is switched off.
      await world.clients.admin.from('advertisements').update({ is_active: false }).eq('id', id);
      expect((await world.clients.editor.from('advertisements').select('id').eq('id', id)).data).toEqual([]);
      // The admin's delete moves it to the trash (decision 195): no row deleted, the row trashed.
      expect(
        (await world.clients.admin.from('advertisements').delete({ count: 'exact' }).eq('id', id)).error,
      ).toBeNull();
      const trashed = await world.service.from('advertisements').select('deleted_at').eq('id', id).single();
      expect(trashed.data?.deleted_at).toBeTruthy();
    });

    it('refuses links and images that are not http(s) or a path on this site', async () => {
      for (const link_url of [
        'javascript:alert(1)',
        '//evil.example/x',
        ' https://padded.example',
        'data:text/html,x',
      ]) {
        const { error } = await world.clients.admin.from('advertisements').insert({ ...ad(), link_url });
        expect(error?.code, link_url).toBe('23514');
      }
      const image = await world.clients.admin
        .from('advertisements')
        .insert({ ...ad(), image_url: 'javascript:alert(1)' });
      expect(image.error?.code).toBe('23514');
      for (const link_url of [null, 'https://ok.example/a', '/advertise']) {
        const { error } = await world.clients.admin.from('advertisements').insert({ ...ad(), link_url });
        expect(error, String(link_url)).toBeNull();
      }
    });
  });

  describe('ad campaigns (decision 187)', () => {
    const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const visitor = () => `visitor-${++counter}-${Date.now().toString(36)}`;

    async function campaign(fields: Record<string, unknown> = {}) {
      const { data, error } = await world.clients.admin
        .from('advertisements')
        .insert({
          title: unique('Campaign'),
          image_url: 'https://images.example/ad.png',
          position: 'sidebar',
          ...fields,
        })
        .select('id')
        .single();
      if (error) throw new Error(`ad insert failed: ${error.message}`);
      return data.id as string;
    }

    /** As a reader's browser sends it: the public key and a browser's user agent. */
    const adEvent = (ad: string, kind: string, slot: string, visitorId: string, userAgent = BROWSER) =>
      world.clients.anon
        .rpc('record_ad_event', { ad_id: ad, kind, slot, visitor_id: visitorId })
        .setHeader('User-Agent', userAgent);

    const statsOf = async (ad: string) =>
      (await world.service.from('ad_daily_stats').select('position, impressions, clicks').eq('ad_id', ad)).data;

    it('refuses a window that ends before it starts', async () => {
      const { error } = await world.clients.admin.from('advertisements').insert({
        title: unique('Backwards'),
        image_url: 'https://images.example/ad.png',
        starts_at: inHours(48),
        ends_at: inHours(24),
      });
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('advertisements_window_order');
    });

    it('readers read an ad only inside its window; admins read every ad', async () => {
      const showing = await campaign({ starts_at: inHours(-1), ends_at: inHours(1) });
      const upcoming = await campaign({ starts_at: inHours(1) });
      const ended = await campaign({ ends_at: inHours(-1) });
      const ids = [showing, upcoming, ended];
      for (const persona of ['anon', 'reader', 'editor'] as const) {
        const { data } = await world.clients[persona].from('advertisements').select('id').in('id', ids);
        expect(data, persona).toEqual([{ id: showing }]);
      }
      const { data } = await world.clients.admin.from('advertisements').select('id').in('id', ids);
      expect(data?.map((row) => row.id).sort()).toEqual([...ids].sort());
      // The publication clock counts down to the next window edge: pages are purged then.
      const { data: seconds } = await world.clients.anon.rpc('seconds_until_next_publication');
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(3600);
    });

    it('counts an impression and a click once per visitor; a click needs an impression; bots are not counted', async () => {
      const ad = await campaign({ position: 'top-sidebar' });
      const reader = visitor();
      expect((await adEvent(ad, 'click', 'top-sidebar', reader)).data).toBe(false);
      expect((await adEvent(ad, 'impression', 'top-sidebar', reader)).data).toBe(true);
      expect((await adEvent(ad, 'impression', 'top-sidebar', reader)).data).toBe(false);
      expect((await adEvent(ad, 'click', 'top-sidebar', reader)).data).toBe(true);
      expect((await adEvent(ad, 'click', 'top-sidebar', reader)).data).toBe(false);
      const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
      for (const userAgent of [crawler, 'curl/8.5.0', 'Mozilla/5.0 HeadlessChrome/131.0']) {
        expect((await adEvent(ad, 'impression', 'top-sidebar', visitor(), userAgent)).data, userAgent).toBe(false);
      }
      expect(await statsOf(ad)).toEqual([{ position: 'top-sidebar', impressions: 1, clicks: 1 }]);
    });

    it('refuses an event for an ad that is not showing, or not in that position, or a junk visitor id', async () => {
      const upcoming = await campaign({ starts_at: inHours(2) });
      const ended = await campaign({ starts_at: inHours(-3), ends_at: inHours(-1) });
      const off = await campaign({ is_active: false });
      const showing = await campaign();
      for (const [ad, slot, visitorId] of [
        [upcoming, 'sidebar', visitor()],
        [ended, 'sidebar', visitor()],
        [off, 'sidebar', visitor()],
        [showing, 'header', visitor()],
        [showing, 'sidebar', 'x'],
      ]) {
        const { error } = await adEvent(ad, 'impression', slot, visitorId);
        expect(error?.code, `${ad} ${slot}`).toBe('22023');
      }
      expect((await adEvent(showing, 'view', 'sidebar', visitor())).error?.code).toBe('22023');
      for (const ad of [upcoming, ended, off, showing]) expect(await statsOf(ad)).toEqual([]);
    });

    it('a flood from one source is refused past its limit (429) and stores nothing more', async () => {
      const ad = await campaign();
      const db = world.test.backend.db;
      await db.query(`update private.rate_limit_rules set max_hits = 3 where bucket = 'ad_events:source'`);
      await db.query(`delete from private.rate_limit_hits where bucket like 'ad_events:%'`);
      try {
        const answers = [];
        for (let i = 0; i < 5; i += 1) answers.push(await adEvent(ad, 'impression', 'sidebar', visitor()));
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
        expect(await statsOf(ad)).toEqual([{ position: 'sidebar', impressions: 3, clicks: 0 }]);
      } finally {
        await db.query(
          `update private.rate_limit_rules set max_hits = base_hits * 1000 where bucket = 'ad_events:source'`,
        );
        await db.query(`delete from private.rate_limit_hits where bucket like 'ad_events:%'`);
      }
    });

    it('only admins read the figures and export them as CSV, titles kept from running as formulas', async () => {
      const ad = await campaign({ title: unique('=HYPERLINK("x") "Spring"') });
      const reader = visitor();
      await adEvent(ad, 'impression', 'sidebar', reader);
      await adEvent(ad, 'click', 'sidebar', reader);
      for (const persona of ['anon', 'reader', 'editor'] as const) {
        const csv = await world.clients[persona].rpc('ad_campaign_report_csv', { ad_id: ad });
        expect(csv.error?.code, persona).toBe('42501');
        const rows = await world.clients[persona].from('ad_daily_stats').select('ad_id').eq('ad_id', ad);
        expect(rows.data ?? [], persona).toEqual([]);
      }
      const { data: figures } = await world.clients.admin
        .from('ad_daily_stats')
        .select('impressions, clicks')
        .eq('ad_id', ad);
      expect(figures).toEqual([{ impressions: 1, clicks: 1 }]);
      // The report's totals come from the database, over the whole campaign; others sum nothing.
      const { data: totals } = await world.clients.admin.rpc('ad_campaign_totals', { ad_id: ad }).single();
      expect(totals).toMatchObject({ impressions: 1, clicks: 1 });
      const { data: editorTotals } = await world.clients.editor.rpc('ad_campaign_totals', { ad_id: ad }).single();
      expect(editorTotals).toMatchObject({ impressions: 0, clicks: 0, first_day: null });
      const { data: csv, error } = await world.clients.admin.rpc('ad_campaign_report_csv', { ad_id: ad });
      expect(error).toBeNull();
      const [header, line, rest] = String(csv).split('\r\n');
      expect(header).toBe('Advertisement,Day,Position,Impressions,Clicks,Click-through rate (%)');
      expect(line).toMatch(/^"'=HYPERLINK\(""x""\) ""Spring"" \d+ \w+",\d{4}-\d{2}-\d{2},"sidebar",1,1,100\.00$/);
      expect(rest).toBe('');
    });
  });

  describe('live feeds and breaking news', () => {
    const feed = (fields: Record<string, unknown>) => ({ title: unique('Feed'), source: 'Wire', ...fields });

    it('no javascript:, data: or protocol-relative url is stored; #, http(s) and site paths are', async () => {
      for (const url of [
        'javascript:alert(1)',
        'JAVASCRIPT:alert(1)',
        '//evil.example',
        '/\\evil.example',
        'data:,x',
      ]) {
        const { error } = await world.clients.editor.from('live_feeds').insert(feed({ url }));
        expect(error?.code, url).toBe('23514');
      }
      for (const url of ['#', 'https://wire.example/a?b=c', 'http://wire.example', '/story/abc']) {
        const { error } = await world.clients.editor.from('live_feeds').insert(feed({ url }));
        expect(error, url).toBeNull();
      }
    });

    it('a link follows the advertisement link rule: site paths such as /story/<id>, never one a browser bends', async () => {
      // Browsers drop tabs and line breaks from an address, so "/\t/evil.example" opens //evil.example.
      for (const url of ['/\t/evil.example', '/\n/evil.example', '/ /evil.example', 'https://wire.example/a b']) {
        const { error } = await world.clients.editor.from('live_feeds').insert(feed({ url, category: 'breaking' }));
        expect(error?.code, JSON.stringify(url)).toBe('23514');
      }
      for (const url of ['/story/a1000000-0000-4000-8000-000000000002', '/live', '/']) {
        const { error } = await world.clients.editor.from('live_feeds').insert(feed({ url, category: 'breaking' }));
        expect(error, url).toBeNull();
      }
    });

    it('HTML and odd text are stored exactly as typed', async () => {
      const title = `<img src=x onerror=alert(1)> ${unique('Breaking')} 🎉 مرحبا`;
      const { data, error } = await world.clients.editor
        .from('live_feeds')
        .insert(feed({ title, category: 'breaking', url: '#' }))
        .select('title')
        .single();
      expect(error).toBeNull();
      expect(data?.title).toBe(title);
      const tooLong = await world.clients.editor.from('live_feeds').insert(feed({ title: 'x'.repeat(301) }));
      expect(tooLong.error?.code).toBe('23514');
    });

    it('withdrawing a feed reaches readers over realtime through the public signal, and only that', async () => {
      const { data } = await world.clients.editor
        .from('live_feeds')
        .insert(feed({ category: 'breaking', url: '#' }))
        .select('id')
        .single();
      const id = data?.id as string;
      const feedEvents: unknown[] = [];
      const signals: unknown[] = [];
      const channel: RealtimeChannel = world.clients.anon
        .channel(`withdrawn-${Date.now()}`)
        // Edits only: the insert made just before subscribing can still be on its way through the
        // change feed when the channel joins (PostgreSQL's, under load), as with Supabase's WAL.
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'live_feeds' }, (change) => {
          feedEvents.push(change);
        })
        .on('postgres_changes', { event: '*', schema: 'public', table: 'live_feed_visibility' }, (change) => {
          signals.push(change);
        });
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((status, error) => {
          if (status === 'SUBSCRIBED') resolve();
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
        }),
      );
      try {
        // A visible edit reaches readers as a live_feeds event; it is no withdrawal.
        await world.clients.editor
          .from('live_feeds')
          .update({ title: unique('Edited') })
          .eq('id', id);
        await vi.waitFor(() => expect(feedEvents.length).toBe(1), { timeout: 10_000, interval: 100 });
        // Made inactive: the reader gets no live_feeds event (RLS hides the row) but the signal moves.
        await world.clients.editor.from('live_feeds').update({ is_active: false }).eq('id', id);
        await vi.waitFor(() => expect(signals.length).toBe(1), { timeout: 10_000, interval: 100 });
        await world.clients.editor.from('live_feeds').update({ is_active: true }).eq('id', id);
        await vi.waitFor(() => expect(feedEvents.length).toBe(2), { timeout: 10_000, interval: 100 });
        expect(signals).toHaveLength(1);
      } finally {
        await world.clients.anon.removeChannel(channel);
      }
      const touch = await world.clients.editor
        .from('live_feed_visibility')
        .update({ changed_at: new Date().toISOString() })
        .eq('id', 1);
      expect(touch.error?.code).toBe('42501');
      expect((await world.clients.editor.rpc('signal_live_feed_withdrawn')).error).not.toBeNull();
    });

    it('an inactive breaking item is hidden from readers but kept for editors', async () => {
      const { data } = await world.clients.editor
        .from('live_feeds')
        .insert(feed({ category: 'breaking', url: '#' }))
        .select('id')
        .single();
      const id = data?.id as string;
      const readBy = async (persona: 'anon' | 'editor') =>
        (await world.clients[persona].from('live_feeds').select('id').eq('id', id)).data?.length ?? 0;
      expect(await readBy('anon')).toBe(1);
      await world.clients.editor.from('live_feeds').update({ is_active: false }).eq('id', id);
      expect(await readBy('anon')).toBe(0);
      expect(await readBy('editor')).toBe(1);
      const reader = await world.clients.reader.from('live_feeds').insert(feed({ url: '#' }));
      expect(reader.error?.code).toBe('42501');
    });
  });
});

import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withRequestContext, type RequestIdentity } from '../../src/db/requestContext.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { sendFrom } from '../helpers/sendFrom.ts';
import { startApiWorld, type ApiWorld } from './apiWorld.ts';

// Each test makes several HTTP round trips (and waits on realtime) on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

/**
 * Story views outside the story row (decision 136): a view adds to story_view_counts, which is not
 * in the realtime publication, and `news_stories.view_count` is the computed field
 * view_count(news_stories). Readers record a view only through record_story_view (issue 47, item
 * 4): one view per call, a visitor's repeat within 30 minutes counts nothing. Through supabase-js
 * on the local backend, on PGlite and, when DATABASE_URL is set, on PostgreSQL.
 */
describe.each(databaseKinds())('story view counts [%s]', (database) => {
  let world: ApiWorld;
  let title = 0;
  let visitors = 0;
  /** A visitor id as the portal generates them (8-64 letters, digits, - and _), new each time. */
  const newVisitor = () => `visitor-${database}-${++visitors}`;

  beforeAll(async () => {
    world = await startApiWorld({ database });
  }, 180_000);

  afterAll(async () => {
    await world?.stop();
  });

  async function addStory(fields: Record<string, unknown> = {}): Promise<string> {
    const { data, error } = await world.service
      .from('news_stories')
      .insert({
        title: `Counted story ${++title}`,
        summary: 'Body.',
        author: 'Desk',
        category: 'Feature',
        status: 'published',
        published_at: new Date(Date.now() - 60_000).toISOString(),
        ...fields,
      })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    return data.id;
  }

  const recordView = (id: string, visitor: string, client = world.clients.anon) =>
    client.rpc('record_story_view', { story_id: id, visitor_id: visitor });

  /** `times` views of the story, each by a new visitor. */
  async function view(id: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i += 1) {
      const { error } = await recordView(id, newVisitor());
      expect(error).toBeNull();
    }
  }

  /** As the admin: shown counts, never answered from the anonymous read cache. */
  const countOf = async (id: string) =>
    (await world.clients.admin.from('news_stories').select('view_count').eq('id', id).single()).data?.view_count;

  /** `select public.view_count(<row>)` in SQL as `identity`, the row built from `fields` alone. */
  async function craftedCall(identity: RequestIdentity, fields: Record<string, unknown>): Promise<number | null> {
    return withRequestContext(world.test.backend.db, identity, async (tx) => {
      const { rows } = await tx.query<{ n: number | null }>(
        'select public.view_count(jsonb_populate_record(null::public.news_stories, $1::jsonb)) as n',
        [JSON.stringify(fields)],
      );
      return rows[0].n;
    });
  }

  it('a view increments the count that news_stories?select=view_count reads', async () => {
    const id = await addStory();
    expect(await countOf(id)).toBe(0);
    await view(id);
    expect(await countOf(id)).toBe(1);
    await view(id, 2);
    expect(await countOf(id)).toBe(3);

    const named = await world.clients.anon.from('news_stories').select('id, title, view_count').eq('id', id).single();
    expect(named.error).toBeNull();
    expect(named.data).toEqual({ id, title: expect.any(String), view_count: 3 });
    // select=* leaves the computed field out (the announced contract change); naming it brings it back.
    const star = await world.clients.anon.from('news_stories').select('*').eq('id', id).single();
    expect(star.data).not.toHaveProperty('view_count');
    const starAndCount = await world.clients.anon.from('news_stories').select('*, view_count').eq('id', id).single();
    expect(starAndCount.data).toMatchObject({ id, view_count: 3 });
  });

  it('a multi-row insert of views adds each of them', async () => {
    const [first, second] = [await addStory(), await addStory()];
    const { error } = await world.service.from('story_views').insert([
      { story_id: first, user_agent: 'batch' },
      { story_id: first, user_agent: 'batch' },
      { story_id: second, user_agent: 'batch' },
    ]);
    expect(error).toBeNull();
    expect([await countOf(first), await countOf(second)]).toEqual([2, 1]);
  });

  it('a write’s own representation answers view_count (0 for a story just inserted)', async () => {
    const { data, error } = await world.clients.editor
      .from('news_stories')
      .insert({ title: 'Fresh and uncounted', summary: 'Body.', author: 'Desk', category: 'Feature' })
      .select('id, view_count')
      .single();
    expect(error).toBeNull();
    expect(data?.view_count).toBe(0);
    await view(data!.id, 2);
    const edited = await world.clients.editor
      .from('news_stories')
      .update({ title: 'Fresh and counted' })
      .eq('id', data!.id)
      .select('title, view_count')
      .single();
    expect(edited.data).toEqual({ title: 'Fresh and counted', view_count: 2 });
  });

  it('a view reaches no realtime subscriber of news_stories, while an edit does', async () => {
    const id = await addStory();
    const events: { eventType: string; new: Record<string, unknown> }[] = [];
    const channel: RealtimeChannel = world.clients.anon
      .channel(`views-${database}-${Date.now()}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'news_stories' }, (change) => {
        // The story's own insert may still be on its way when the channel joins, and on a busy machine
        // an earlier test's edit of another story too: only later changes of this story count.
        const ofThisStory = (change.new as { id?: string }).id === id;
        if (change.eventType !== 'INSERT' && ofThisStory) events.push(change as never);
      });
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
      }),
    );
    try {
      await view(id, 3);
      // The control: an edit of the same story after the views. Changes are delivered in order, so
      // once it has arrived, any change the views had made would have arrived before it.
      const { error } = await world.service.from('news_stories').update({ title: 'Edited after views' }).eq('id', id);
      expect(error).toBeNull();
      await vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(1), { timeout: 10_000, interval: 50 });
      // A moment more for anything delivered late.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(events.map((event) => [event.eventType, event.new.title])).toEqual([['UPDATE', 'Edited after views']]);
      expect(events[0].new).not.toHaveProperty('view_count');
      expect(await countOf(id)).toBe(3);
    } finally {
      await world.clients.anon.removeChannel(channel);
    }
  });

  it('orders and filters by view_count, and counts with the filter', async () => {
    const ids = [await addStory(), await addStory(), await addStory()];
    await view(ids[0], 1);
    await view(ids[1], 3);
    await view(ids[2], 2);
    const stories = () => world.clients.anon.from('news_stories');

    const desc = await stories().select('id, view_count').in('id', ids).order('view_count', { ascending: false });
    expect(desc.error).toBeNull();
    expect(desc.data).toEqual([
      { id: ids[1], view_count: 3 },
      { id: ids[2], view_count: 2 },
      { id: ids[0], view_count: 1 },
    ]);
    const asc = await stories().select('id').in('id', ids).order('view_count', { ascending: true });
    expect(asc.data?.map((row) => row.id)).toEqual([ids[0], ids[2], ids[1]]);

    const popular = await stories()
      .select('id', { count: 'exact' })
      .in('id', ids)
      .gte('view_count', 2)
      .order('view_count', { ascending: false });
    expect(popular.data?.map((row) => row.id)).toEqual([ids[1], ids[2]]);
    expect(popular.count).toBe(2);
  });

  it('a draft’s count is readable by editors only, not even through a crafted call', async () => {
    const draft = await addStory({ status: 'draft', published_at: null });
    const published = await addStory();
    // Views of a draft cannot be recorded by readers; a count can still exist (an unpublished story).
    expect((await world.clients.anon.from('story_views').insert({ story_id: draft })).error?.code).toBe('42501');
    expect((await recordView(draft, newVisitor())).error).toBeNull();
    expect(
      (await world.service.from('story_views').insert([{ story_id: draft }, { story_id: draft }])).error,
    ).toBeNull();
    await view(published, 1);

    for (const persona of ['anon', 'reader'] as const) {
      const client = world.clients[persona];
      expect((await client.from('news_stories').select('id, view_count').eq('id', draft)).data).toEqual([]);
      expect((await client.from('story_view_counts').select('view_count').eq('story_id', draft)).data).toEqual([]);
      expect((await client.from('story_view_counts').select('view_count').eq('story_id', published)).data).toEqual([
        { view_count: 1 },
      ]);
    }
    expect(
      (await world.clients.editor.from('news_stories').select('view_count').eq('id', draft).single()).data,
    ).toEqual({ view_count: 2 });

    // Not an endpoint: a function whose only parameter is an unnamed row cannot be called over REST.
    const rpc = await world.clients.anon.rpc(
      'view_count' as never,
      { '': { id: draft, status: 'published' } } as never,
    );
    expect(rpc.error?.code).toBe('PGRST202');

    // Called in SQL with a forged row (the draft's id, claiming to be published and due): the
    // function checks the real story under the caller's row-level security and answers 0.
    const forged = { id: draft, title: 'Forged', status: 'published', published_at: '2020-01-01T00:00:00Z' };
    expect(await craftedCall({ role: 'anon', claims: {} }, forged)).toBe(0);
    expect(await craftedCall({ role: 'anon', claims: {} }, { id: published })).toBe(1);
    expect(
      await craftedCall({ role: 'authenticated', claims: { sub: world.userIds.reader, aud: 'authenticated' } }, forged),
    ).toBe(0);
    expect(
      await craftedCall({ role: 'authenticated', claims: { sub: world.userIds.editor, aud: 'authenticated' } }, forged),
    ).toBe(2);
  });

  it('nobody writes a count through the API, not even an admin', async () => {
    const id = await addStory();
    await view(id, 1);
    const column = await world.clients.admin.from('news_stories').update({ view_count: 10_000 }).eq('id', id);
    expect(column.error?.code).toBe('PGRST204');
    for (const persona of ['anon', 'reader', 'editor', 'admin'] as const) {
      const counts = world.clients[persona].from('story_view_counts');
      expect((await counts.update({ view_count: 10_000 }).eq('story_id', id)).error?.code).toBe('42501');
      expect((await counts.insert({ story_id: await addStory(), view_count: 50 })).error?.code).toBe('42501');
      expect((await counts.delete().eq('story_id', id)).error?.code).toBe('42501');
    }
    expect(await countOf(id)).toBe(1);
  });

  it('a deleted story takes its count with it; story_view_total() sums what the caller may read', async () => {
    const id = await addStory();
    await view(id, 4);
    const total = async (persona: 'admin' | 'reader') =>
      (await world.clients[persona].rpc('story_view_total')).data as number;
    const before = await total('admin');
    const { error } = await world.service.from('news_stories').delete().eq('id', id);
    expect(error).toBeNull();
    expect(await total('admin')).toBe(before - 4);
    expect((await world.service.from('story_view_counts').select('story_id').eq('story_id', id)).data).toEqual([]);
  });

  describe('views cannot be forged in bulk (issue 47, item 4)', () => {
    const storedViews = async (id: string) => {
      const { rows } = await world.test.backend.db.query<{ n: number }>(
        'select count(*)::int as n from public.story_views where story_id = $1',
        [id],
      );
      return rows[0].n;
    };

    it('no reader inserts into story_views, neither one row nor 500', async () => {
      const id = await addStory();
      for (const persona of ['anon', 'reader'] as const) {
        const views = world.clients[persona].from('story_views');
        expect((await views.insert({ story_id: id, user_agent: 'forged' })).error?.code).toBe('42501');
        const bulk = Array.from({ length: 500 }, () => ({ story_id: id, user_agent: 'forged' }));
        expect((await views.insert(bulk)).error?.code).toBe('42501');
      }
      expect(await storedViews(id)).toBe(0);
      expect(await countOf(id)).toBe(0);
    });

    it('record_story_view counts one view per call, a visitor’s repeat within 30 minutes not at all', async () => {
      const [id, other] = [await addStory(), await addStory()];
      const visitor = newVisitor();
      for (let i = 0; i < 3; i += 1) expect((await recordView(id, visitor)).error).toBeNull();
      expect(await countOf(id)).toBe(1);
      // Another visitor, and the same visitor on another story, count.
      await recordView(id, newVisitor());
      await recordView(other, visitor);
      expect([await countOf(id), await countOf(other)]).toEqual([2, 1]);
      // A signed-in reader counts like a visitor.
      await recordView(id, newVisitor(), world.clients.reader);
      expect(await countOf(id)).toBe(3);
      // 30 minutes on, the same visitor counts again.
      await world.test.backend.db.query(
        `update public.story_views set created_at = now() - interval '31 minutes' where visitor_id = $1`,
        [visitor],
      );
      await recordView(id, visitor);
      expect(await countOf(id)).toBe(4);
      expect(await storedViews(id)).toBe(4);
    });

    it('counts simultaneous calls by one visitor once', async () => {
      const id = await addStory();
      const visitor = newVisitor();
      const answers = await Promise.all(Array.from({ length: 6 }, () => recordView(id, visitor)));
      expect(answers.map((answer) => answer.error)).toEqual(Array(6).fill(null));
      expect(await countOf(id)).toBe(1);
    });

    it('refuses a visitor id the portal never sends; a draft, a scheduled or an unknown story count nothing alike', async () => {
      const id = await addStory();
      for (const visitor of [null, '', 'short', 'x'.repeat(65), '<script>alert(1)</script>', 'visitor 0001']) {
        const { error } = await world.clients.anon.rpc('record_story_view', {
          story_id: id,
          visitor_id: visitor as string,
        });
        expect(error?.code, String(visitor)).toBe('22023');
      }
      const draft = await addStory({ status: 'draft', published_at: null });
      const scheduled = await addStory({ published_at: new Date(Date.now() + 3_600_000).toISOString() });
      const unknown = '00000000-0000-4000-8000-00000000dead';
      const answers = [];
      for (const story of [draft, scheduled, unknown]) {
        const { status, error, data } = await recordView(story, newVisitor());
        answers.push({ status, error, data });
      }
      expect(answers).toEqual(Array(3).fill({ status: 204, error: null, data: null }));
      expect([await storedViews(id), await storedViews(draft), await storedViews(scheduled)]).toEqual([0, 0, 0]);
    });

    it('keeps the browser’s user agent with the view, cut to 512 characters', async () => {
      const id = await addStory();
      const key = world.test.backend.anonKey;
      const answer = await sendFrom('127.0.0.1', `${world.test.url}/rest/v1/rpc/record_story_view`, {
        headers: { apikey: key, authorization: `Bearer ${key}`, 'user-agent': `Mozilla/5.0 ${'x'.repeat(600)}` },
        body: { story_id: id, visitor_id: newVisitor() },
      });
      expect(answer.status).toBe(204);
      const { rows } = await world.test.backend.db.query<{ user_agent: string }>(
        'select user_agent from public.story_views where story_id = $1',
        [id],
      );
      expect(rows).toEqual([{ user_agent: `Mozilla/5.0 ${'x'.repeat(600)}`.slice(0, 512) }]);
    });
  });

  describe('the most read in the edition over 24 hours (issue 51 item 2, decision 208)', () => {
    /** A view sent with the reader's own Accept-Language header, as a browser sends it. */
    const viewWithLanguage = (id: string, acceptLanguage: string) => {
      const key = world.test.backend.anonKey;
      return sendFrom('127.0.0.1', `${world.test.url}/rest/v1/rpc/record_story_view`, {
        headers: { apikey: key, authorization: `Bearer ${key}`, 'accept-language': acceptLanguage },
        body: { story_id: id, visitor_id: newVisitor() },
      });
    };

    /** A new public version of the edition's front: one most-read container of 40. */
    async function mostReadFront(edition: string): Promise<void> {
      await world.test.backend.db.query(
        `with front as (insert into public.fronts (edition, published_at) values ($1, now()) returning id)
         insert into public.front_containers (front_id, position, title, kind, rule, layout, card_limit)
         select id, 0, 'Most read', 'automatic', 'most-read', 'list', 40 from front`,
        [edition],
      );
    }

    /** The front's most-read stories among `ours` (other tests' stories have views too), in order. */
    async function mostRead(edition: string, ours: string[]): Promise<string[]> {
      const { data, error } = await world.clients.anon.rpc('front_for_edition', { edition });
      expect(error).toBeNull();
      const front = data as { containers: { stories: { id: string }[] }[] };
      return front.containers[0].stories.map((story) => story.id).filter((id) => ours.includes(id));
    }

    it('keeps the reader’s edition with the view, named by the portal or by Accept-Language', async () => {
      const id = await addStory();
      const answers = [
        await world.clients.anon.rpc('record_story_view', { story_id: id, visitor_id: newVisitor(), edition: 'uk' }),
        // Anything else is not an edition: the view counts, with none.
        await world.clients.anon.rpc('record_story_view', {
          story_id: id,
          visitor_id: newVisitor(),
          edition: 'narnia',
        }),
      ];
      expect(answers.map((answer) => answer.error)).toEqual([null, null]);
      expect((await viewWithLanguage(id, 'en-US, en-ZW;q=0.9, en-GB;q=0.8')).status).toBe(204);
      expect((await viewWithLanguage(id, 'cy')).status).toBe(204);
      expect((await viewWithLanguage(id, 'en-US, fr;q=0.5')).status).toBe(204);
      const { rows } = await world.test.backend.db.query<{ edition: string | null }>(
        'select edition from public.story_views where story_id = $1 order by created_at, edition nulls first',
        [id],
      );
      expect(rows.map((row) => row.edition).sort()).toEqual(['uk', 'uk', 'zimbabwe', null, null].sort());
    });

    it('ranks each front’s most-read container by its own edition’s views, International by all', async () => {
      const [everywhere, british, zimbabwean] = [await addStory(), await addStory(), await addStory()];
      await view(everywhere, 4);
      for (let i = 0; i < 3; i += 1) {
        await world.clients.anon.rpc('record_story_view', {
          story_id: british,
          visitor_id: newVisitor(),
          edition: 'uk',
        });
      }
      for (let i = 0; i < 2; i += 1) expect((await viewWithLanguage(zimbabwean, 'en-ZW')).status).toBe(204);
      // Views older than 24 hours count nowhere.
      await world.test.backend.db.query(
        `insert into public.story_views (story_id, edition, created_at)
         select $1::uuid, 'zimbabwe', now() - interval '25 hours' from generate_series(1, 9)`,
        [british],
      );
      for (const edition of ['uk', 'zimbabwe', 'international']) await mostReadFront(edition);
      const ours = [everywhere, british, zimbabwean];
      // An edition's own views first, then every view fills the rest.
      expect(await mostRead('uk', ours)).toEqual([british, everywhere, zimbabwean]);
      expect(await mostRead('zimbabwe', ours)).toEqual([zimbabwean, everywhere, british]);
      expect(await mostRead('international', ours)).toEqual([everywhere, british, zimbabwean]);
    });

    it('the Fronts tab’s preview ranks an unpublished most-read container as its edition’s front would (front_preview, decision 209)', async () => {
      const [once, twice] = [await addStory(), await addStory()];
      await view(once, 1);
      for (let i = 0; i < 2; i += 1) {
        await world.clients.anon.rpc('record_story_view', { story_id: twice, visitor_id: newVisitor(), edition: 'uk' });
      }
      const containers = [{ title: 'Most read', kind: 'automatic', rule: 'most-read', layout: 'list', card_limit: 40 }];
      const before = await world.test.backend.db.query<{ n: number }>('select count(*)::int as n from public.fronts');
      const previewed = await world.clients.editor.rpc('front_preview', { edition: 'uk', containers });
      expect(previewed.error).toBeNull();
      const stories = (previewed.data as { containers: { stories: { id: string }[] }[] }).containers[0].stories;
      await mostReadFront('uk');
      expect(stories.map((story) => story.id).filter((id) => id === once || id === twice)).toEqual(
        await mostRead('uk', [once, twice]),
      );
      expect(await mostRead('uk', [once, twice])).toEqual([twice, once]);
      const after = await world.test.backend.db.query<{ n: number }>('select count(*)::int as n from public.fronts');
      expect(after.rows[0].n).toBe(before.rows[0].n + 1);
      expect((await world.clients.anon.rpc('front_preview', { edition: 'uk', containers })).error?.code).toBe('42501');
    });
  });
});

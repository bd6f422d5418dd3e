import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applySeedSql } from '../../src/platform/bootstrap.ts';
import { seedLocal } from '../../src/seed/localSeed.ts';
import { LOCAL_ACCOUNTS } from '../../src/seed/accounts.ts';
import { AD_POSITIONS, STORY_CATEGORIES } from '../../../shared/src/constants/site.ts';
import { createTestClient, startTestBackend, type TestBackend } from '../helpers/testBackend.ts';
import { SUPABASE_DIR } from './apiWorld.ts';

// Each test makes several HTTP round trips to a backend on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** A fresh local backend seeded exactly as `npm start` seeds it: seed.sql, then seedLocal. */
let test: TestBackend;
let storageDir: string;

const TABLES = [
  'news_stories',
  'photo_essays',
  'live_feeds',
  'advertisements',
  'sports_categories',
  'sports_events',
  'page_views',
  'contact_messages',
  'story_tips',
  'story_corrections',
  'story_error_reports',
  'newsletter_subscribers',
  'user_roles',
];

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await test.backend.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
    counts[table] = rows[0].n;
  }
  const users = await test.backend.db.query<{ n: number }>('select count(*)::int as n from auth.users');
  const objects = await test.backend.db.query<{ n: number }>('select count(*)::int as n from storage.objects');
  return { ...counts, 'auth.users': users.rows[0].n, 'storage.objects': objects.rows[0].n };
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'schema-seed-'));
  test = await startTestBackend({ supabaseDir: SUPABASE_DIR, overrides: { storageDir, seed: true } });
  console.log('Seeded rows');
  console.table(await rowCounts());
}, 300_000);

afterAll(async () => {
  await test?.stop();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe('seeded content as a visitor sees it', () => {
  it('has at least 40 published stories across all twelve categories, one of them featured', async () => {
    const { data, error } = await test
      .client()
      .from('news_stories')
      .select('category, is_featured, published_at, read_time');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(40);
    expect(new Set(data!.map((story) => story.category))).toEqual(new Set(STORY_CATEGORIES));
    expect(data!.filter((story) => story.is_featured)).toHaveLength(1);
    const recent = data!.filter((story) => Date.now() - Date.parse(story.published_at) < 48 * 3600_000);
    expect(recent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(data!.map((story) => story.read_time)).size).toBeGreaterThan(3);
  });

  it('has stories written as documents that show every kind of block, links to sources and to seeded stories', async () => {
    const { data, error } = await test
      .client()
      .from('news_stories')
      .select('id, body, summary')
      .in('id', ['a1000000-0000-4000-8000-000000000049', 'a1000000-0000-4000-8000-000000000050']);
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    const nodes = JSON.stringify(data!.map((story) => story.body));
    for (const type of [
      'heading',
      'pullQuote',
      'factBox',
      'image',
      'bulletList',
      'orderedList',
      'table',
      'relatedStory',
    ])
      expect(nodes, type).toContain(`"type":"${type}"`);
    for (const provider of ['youtube', 'x']) expect(nodes).toContain(`"provider":"${provider}"`);
    expect(nodes).toMatch(/"href":"https:\/\//);
    expect(nodes).toMatch(/"href":"\/story\/a1000000-/);
    expect(nodes).toContain('"src":"blog-images/seed/essays/');
    // The database derived each summary from its body.
    for (const story of data!) expect(story.summary).toContain('\n\n');
  });

  it('hides the two scheduled stories and two drafts from visitors but not from editors', async () => {
    const anon = await test.client().from('news_stories').select('id', { count: 'exact', head: true });
    const all = await test.client('service_role').from('news_stories').select('status, published_at');
    const scheduled = all.data!.filter((s) => s.status === 'published' && Date.parse(s.published_at) > Date.now());
    expect(scheduled).toHaveLength(2);
    expect(all.data!.filter((s) => s.status === 'draft')).toHaveLength(2);
    expect(anon.count).toBe(all.data!.length - 4);
  });

  it('has photo essays of both types, three breaking items from the newsroom and active sports categories', async () => {
    const essays = await test.client().from('photo_essays').select('type');
    expect(essays.data!.length).toBeGreaterThanOrEqual(8);
    expect(new Set(essays.data!.map((essay) => essay.type))).toEqual(new Set(['day', 'week']));

    const breaking = await test.client().from('live_feeds').select('source').eq('category', 'breaking');
    expect(breaking.data).toEqual(Array(3).fill({ source: 'The Daily Chronicle' }));

    const categories = await test.client('service_role').from('sports_categories').select('is_active');
    expect(new Set(categories.data!.map((c) => c.is_active))).toEqual(new Set([true, false]));
  });

  it('has live events in every state, with and without streams, of several types', async () => {
    const { data } = await test.client().from('sports_events').select('*');
    const now = Date.now();
    expect(data!.some((e) => e.is_live && e.status === 'live')).toBe(true);
    expect(data!.some((e) => e.status === 'scheduled' && Date.parse(e.scheduled_start) > now)).toBe(true);
    expect(data!.some((e) => e.status === 'ended')).toBe(true);
    expect(data!.some((e) => e.stream_url === null)).toBe(true);
    expect(new Set(data!.map((e) => e.stream_type))).toEqual(new Set(['youtube', 'twitch', 'custom']));
    expect(new Set(data!.map((e) => e.event_type)).size).toBeGreaterThanOrEqual(6);
  });

  it('has one running live blog (30 posts, two key events, one pinned) and one ended', async () => {
    const { data } = await test
      .client()
      .from('news_stories')
      .select('live_state, live_updated_at, live_posts(is_key_event, is_pinned)')
      .not('live_state', 'is', null);
    const byState = Object.fromEntries(data!.map((story) => [story.live_state, story]));
    expect(Object.keys(byState).sort()).toEqual(['ended', 'live']);
    const running = byState.live.live_posts as { is_key_event: boolean; is_pinned: boolean }[];
    expect(running).toHaveLength(30);
    expect(running.filter((post) => post.is_key_event)).toHaveLength(2);
    expect(running.filter((post) => post.is_pinned)).toHaveLength(1);
    expect(Date.now() - Date.parse(byState.live.live_updated_at!)).toBeLessThan(3_600_000);
    expect(byState.ended.live_posts.length).toBeGreaterThan(0);
  });

  it('has a corrected story and a clarified one, public, and error reports only editors read', async () => {
    const anon = test.client('anon');
    const notes = await anon.from('story_corrections').select('kind, story_id, revision_id');
    expect(notes.data?.map((note) => note.kind).sort()).toEqual(['clarification', 'correction']);
    expect(notes.data?.every((note) => note.revision_id)).toBe(true);
    const reports = await test.client('service_role').from('story_error_reports').select('status, correction_id');
    expect(reports.data?.map((report) => report.status).sort()).toEqual(['corrected', 'new']);
    expect((await anon.from('story_error_reports').select('id')).data ?? []).toEqual([]);
  });

  it('shows an active ad in every position and keeps inactive ones for the admin', async () => {
    const active = await test.client().from('advertisements').select('position, is_active');
    expect(new Set(active.data!.map((ad) => ad.position))).toEqual(new Set(AD_POSITIONS));
    expect(active.data!.every((ad) => ad.is_active)).toBe(true);
    const all = await test.client('service_role').from('advertisements').select('id', { count: 'exact', head: true });
    expect(all.count).toBeGreaterThan(active.data!.length);
  });

  it('has hundreds of page views over the last 30 days from several countries and sources', async () => {
    const { rows } = await test.backend.db.query<{
      views: number;
      countries: number;
      sources: number;
      oldest_days: number;
    }>(
      `select count(*)::int as views, count(distinct country)::int as countries, count(distinct source)::int as sources,
              extract(day from now() - min(created_at))::int as oldest_days from public.page_views`,
    );
    expect(rows[0].views).toBeGreaterThanOrEqual(300);
    expect(rows[0].countries).toBeGreaterThanOrEqual(5);
    expect(rows[0].sources).toBeGreaterThanOrEqual(5);
    expect(rows[0].oldest_days).toBeLessThanOrEqual(30);
  });

  it("agrees with itself: a story's view count is its story views, each with its page's view", async () => {
    const { rows } = await test.backend.db.query<{ id: string; counted: number; viewed: number; paged: number }>(
      `select s.id,
              coalesce((select c.view_count from public.story_view_counts c where c.story_id = s.id), 0) as counted,
              (select count(*)::int from public.story_views v where v.story_id = s.id) as viewed,
              (select count(*)::int from public.page_views p where p.path = '/story/' || s.id) as paged
         from public.news_stories s`,
    );
    expect(rows.reduce((sum, row) => sum + row.viewed, 0)).toBeGreaterThanOrEqual(500);
    for (const row of rows)
      expect({ counted: row.counted, paged: row.paged }, row.id).toEqual({
        counted: row.viewed,
        paged: row.viewed,
      });
    const early = await test.backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.story_views v join public.news_stories s on s.id = v.story_id
        where v.created_at < s.published_at or s.status <> 'published'`,
    );
    expect(early.rows[0].n).toBe(0);
  });
});

describe('seeded images', () => {
  it('serves real image files from blog-images for most items, with a few placeholders and broken links', async () => {
    const { data } = await test.client().from('news_stories').select('image_url');
    const urls = data!.map((story) => story.image_url as string | null);
    const stored = urls.filter((url) => url?.includes('/storage/v1/object/public/blog-images/'));
    expect(stored.length).toBeGreaterThanOrEqual(30);
    expect(urls.filter((url) => url === null).length).toBeGreaterThanOrEqual(2);
    expect(urls.filter((url) => url?.includes('.invalid/')).length).toBe(2);

    const response = await fetch(stored[0]!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it('gives every live event an uploaded 16:9 thumbnail', async () => {
    const { data } = await test.client('service_role').from('sports_events').select('thumbnail_url');
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.every((event) => event.thumbnail_url?.includes('/blog-images/seed/events/'))).toBe(true);
    const response = await fetch(data![0].thumbnail_url);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('gives every ad an uploaded banner', async () => {
    const { data } = await test.client('service_role').from('advertisements').select('image_url');
    expect(data!.every((ad) => ad.image_url.includes('/blog-images/seed/ads/'))).toBe(true);
  });
});

describe('seeded accounts', () => {
  it.each(LOCAL_ACCOUNTS)('$email signs in with its password and has its role', async (account) => {
    const client = createTestClient(test.url, test.backend.anonKey);
    const { data, error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
    expect(error).toBeNull();
    const roles = await client.from('user_roles').select('role').eq('user_id', data.user!.id);
    expect(roles.data!.map((row) => row.role)).toEqual(account.role ? [account.role] : []);
  });
});

describe('idempotency', () => {
  it('running seed.sql and seedLocal again adds nothing', async () => {
    const before = await rowCounts();
    await applySeedSql(test.backend.db, path.join(SUPABASE_DIR, 'seed.sql'));
    const report = await seedLocal({
      url: test.url,
      anonKey: test.backend.anonKey,
      serviceRoleKey: test.backend.serviceRoleKey,
    });
    expect(report).toMatchObject({ imagesUploaded: 0, rowsLinked: 0 });
    expect(await rowCounts()).toEqual(before);
  });
});

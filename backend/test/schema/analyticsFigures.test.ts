import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiWorld, type ApiWorld } from './apiWorld.ts';

// Each test makes several HTTP round trips to a backend on a shared, busy machine.
vi.setConfig({ testTimeout: 60_000 });

/**
 * The figures of the editor console's Analytics tab, checked against the seeded rows: the
 * simple-analytics function (through supabase-js, as the console calls it) must say what the
 * first-party page_views and story_views tables say, for each period the tab offers.
 */

interface PageView {
  source: string;
  country: string | null;
  visitor_id: string;
  created_at: string;
}

interface Point {
  start: string;
  visitors: number;
  pageviews: number;
}

interface Answer {
  visitors: { value: number };
  pageviews: { value: number };
  countries: { value: Record<string, number> };
  sources: { value: Record<string, number> };
  series?: { unit: 'hour' | 'day'; timeZone: string; value: Point[] };
  topStories?: { value: Array<{ id: string; slug: string | null; title: string; views: number }> };
}

const HOUR = 3_600_000;
const PERIOD_MS = { '24h': 24 * HOUR, '7d': 7 * 24 * HOUR, '30d': 30 * 24 * HOUR } as const;
type Period = keyof typeof PERIOD_MS;

let world: ApiWorld;
let views: PageView[];

beforeAll(async () => {
  world = await startApiWorld({ seed: true });
  views = await allRows<PageView>('page_views', 'source, country, visitor_id, created_at');
}, 240_000);

/** Every row of a table, read a page at a time (a response holds at most the API's max rows). */
async function allRows<T>(table: string, columns: string): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await world.service
      .from(table)
      .select(columns)
      .order('id')
      .range(from, from + 999);
    if (error) throw new Error(error.message);
    rows.push(...(data as T[]));
    if (data.length < 1000) return rows;
  }
}

afterAll(async () => {
  await world?.stop();
});

async function call(client: SupabaseClient, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const { data, error, response } = await client.functions.invoke('simple-analytics', { body });
  if (error instanceof FunctionsHttpError) return { status: error.context.status, body: await error.context.json() };
  if (error) throw error;
  return { status: response?.status ?? 200, body: data };
}

function tally(keys: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

/** What the function should answer for `period` if the database's clock read `now`. */
function expectedSummary(period: Period, now: number) {
  const since = now - PERIOD_MS[period];
  const inPeriod = views.filter((view) => Date.parse(view.created_at) >= since);
  return {
    visitors: { value: new Set(inPeriod.map((view) => view.visitor_id)).size },
    pageviews: { value: inPeriod.length },
    countries: { value: tally(inPeriod.map((view) => view.country?.trim() || 'Unknown')) },
    sources: { value: tally(inPeriod.map((view) => view.source)) },
  };
}

/**
 * Calls the function and the expectation with the clock before and after the call; a row that
 * crossed the period's start during the call makes them differ, and the call is made again.
 */
async function answerWithExpectation(period: Period, extra: Record<string, unknown> = {}) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const before = Date.now();
    const result = await call(world.clients.admin, { period, statsType: 'visitors', ...extra });
    const after = Date.now();
    const expected = expectedSummary(period, before);
    if (JSON.stringify(expected) === JSON.stringify(expectedSummary(period, after))) {
      return { result: result as { status: number; body: Answer }, expected };
    }
  }
  throw new Error('a seeded row kept crossing the period boundary');
}

describe('simple-analytics figures against the seeded rows', () => {
  it('the seed gives every period something to show', () => {
    expect(views.length).toBeGreaterThanOrEqual(500);
  });

  it.each(['24h', '7d', '30d'] as const)('%s: visitors, page views, countries and sources', async (period) => {
    const { result, expected } = await answerWithExpectation(period);
    expect(result.status).toBe(200);
    // Without `include`, the answer is exactly the four figures of the original contract.
    expect(result.body).toEqual(expected);
  });

  it('7d per day: zero-filled UTC days whose page views add up to the total', async () => {
    const { result, expected } = await answerWithExpectation('7d', { include: ['series'], timeZone: 'UTC' });
    const series = result.body.series;
    expect(series?.unit).toBe('day');
    expect(series?.timeZone).toBe('UTC');
    const points = series?.value ?? [];
    // Today and the seven days before it (the first one partly inside the period).
    expect(points).toHaveLength(8);
    expect(points.map((point) => point.start)).toEqual([...points.map((point) => point.start)].sort());
    expect(points.every((point) => /^\d{4}-\d{2}-\d{2}T00:00$/.test(point.start))).toBe(true);
    expect(points.reduce((sum, point) => sum + point.pageviews, 0)).toBe(expected.pageviews.value);

    // Every whole day after the first (which the period only partly covers) has exactly the
    // visitors and views of the rows stamped on that UTC day.
    for (const point of points.slice(1)) {
      const dayStart = Date.parse(`${point.start}Z`);
      const inDay = views.filter((view) => {
        const at = Date.parse(view.created_at);
        return at >= dayStart && at < dayStart + 24 * HOUR;
      });
      expect(point, point.start).toEqual({
        start: point.start,
        visitors: new Set(inDay.map((view) => view.visitor_id)).size,
        pageviews: inDay.length,
      });
    }
    // The whole answer still carries the four figures.
    expect(result.body).toMatchObject(expected);
  });

  it('24h per hour, in the time zone asked for; an unknown zone falls back to UTC', async () => {
    const harare = await call(world.clients.admin, { period: '24h', include: ['series'], timeZone: 'Africa/Harare' });
    const { series } = harare.body as Answer;
    expect(series?.unit).toBe('hour');
    expect(series?.timeZone).toBe('Africa/Harare');
    expect(series?.value.length).toBeGreaterThanOrEqual(24);
    expect(series?.value.length).toBeLessThanOrEqual(25);
    // Harare is UTC+2 all year: the last bucket is the current hour there.
    const harareHour = new Date(Date.now() + 2 * HOUR).toISOString().slice(0, 13) + ':00';
    expect([harareHour, new Date(Date.now() + 2 * HOUR - 60_000).toISOString().slice(0, 13) + ':00']).toContain(
      series?.value.at(-1)?.start,
    );

    const unknown = await call(world.clients.admin, { period: '24h', include: ['series'], timeZone: 'Mars/Olympus' });
    expect((unknown.body as Answer).series?.timeZone).toBe('UTC');
  });

  it('most-read stories of the period come from story views, with titles, most first', async () => {
    const { data: stories } = await world.service
      .from('news_stories')
      .select('id, title')
      .eq('status', 'published')
      .lte('published_at', new Date().toISOString())
      .order('published_at', { ascending: false })
      .limit(3);
    const [first, second, third] = stories as Array<{ id: string; title: string }>;
    const record = (id: string, visitor: string) =>
      world.clients.anon.rpc('record_story_view', { story_id: id, visitor_id: `most-read-${visitor}` });
    for (const [id, visitor] of [
      [first.id, 'a'],
      [first.id, 'b'],
      [first.id, 'c'],
      [second.id, 'a'],
    ]) {
      expect((await record(id, visitor)).error).toBeNull();
    }
    // A view from before the period does not count (the expectation below leaves it out too).
    await world.test.backend.db.query(
      `insert into public.story_views (story_id, user_agent, created_at) values ($1, 'old', now() - interval '40 days')`,
      [third.id],
    );

    // The seed's views and these: the ten most-viewed stories of the last 7 days, as the rows say,
    // each with its current slug (the console links it to the story's address, decision 206).
    const { data: titles } = await world.service.from('news_stories').select('id, title, slug').limit(1000);
    const rows = titles as Array<{ id: string; title: string; slug: string | null }>;
    const titleOf = new Map(rows.map((story) => [story.id, story.title]));
    const slugOf = new Map(rows.map((story) => [story.id, story.slug]));
    const storyViews = await allRows<{ story_id: string; created_at: string }>('story_views', 'story_id, created_at');
    const expectedTop = (now: number) =>
      Object.entries(
        tally(
          storyViews
            .filter((view) => Date.parse(view.created_at) >= now - PERIOD_MS['7d'])
            .map((view) => view.story_id),
        ),
      )
        .map(([id, views]) => ({ id, slug: slugOf.get(id) ?? null, title: titleOf.get(id) ?? '', views }))
        .sort((a, b) => b.views - a.views || (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id < b.id ? -1 : 1))
        .slice(0, 10);
    let week: { status: number; body: unknown } | undefined;
    let expected: ReturnType<typeof expectedTop> = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const before = Date.now();
      week = await call(world.clients.admin, { period: '7d', include: ['topStories'] });
      expected = expectedTop(before);
      if (JSON.stringify(expected) === JSON.stringify(expectedTop(Date.now()))) break;
    }
    expect((week?.body as Answer).topStories?.value).toEqual(expected);
    expect(expected.find((story) => story.id === first.id)?.views).toBeGreaterThanOrEqual(3);
    expect(expected.find((story) => story.id === first.id)?.slug).toBeTruthy();
    expect((week?.body as Answer).series).toBeUndefined();
  });

  it('refuses readers without a role (403), unknown includes and odd time zones (400)', async () => {
    expect(await call(world.clients.reader, { period: '7d', include: ['series'] })).toEqual({
      status: 403,
      body: { error: 'Unauthorized: Editor access required' },
    });
    expect((await call(world.clients.admin, { include: ['everything'] })).status).toBe(400);
    expect((await call(world.clients.admin, { include: 'series' })).status).toBe(400);
    expect((await call(world.clients.admin, { include: ['series'], timeZone: 42 })).status).toBe(400);
  });

  it('the trends function itself answers the team and refuses everyone else in the database', async () => {
    const reader = await world.clients.reader.rpc('analytics_trends', { period: '7d' });
    expect(reader.error?.code).toBe('42501');
    const editor = await world.clients.editor.rpc('analytics_trends', { period: '7d' });
    expect(editor.error).toBeNull();
    // Aggregates only: the raw logs behind them stay admin-only.
    const rawViews = await world.clients.editor.from('page_views').select('visitor_id').limit(1);
    expect(rawViews.data).toEqual([]);
    const anon = await world.clients.anon.rpc('analytics_trends', { period: '7d' });
    expect(anon.error).not.toBeNull();
    const admin = await world.clients.admin.rpc('analytics_trends', { period: '7d' });
    expect(admin.error).toBeNull();
  });
});

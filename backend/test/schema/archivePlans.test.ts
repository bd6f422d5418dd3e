import path from 'node:path';
import {
  fetchCategoryPage,
  fetchCreditPage,
  fetchHomeStories,
  fetchLatestStories,
  fetchPublishedPhotoEssays,
  fetchRelatedStories,
  fetchSearch,
  fetchStory,
  type PortalClient,
  type SearchParams,
} from '@newsroom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySeedSql } from '../../src/platform/bootstrap.ts';
import { seedArchiveInDatabase, type ArchiveReport } from '../../src/seed/archive.ts';
import { SUPABASE_DIR, startApiWorld, type ApiWorld } from './apiWorld.ts';
import { openPlanSession, recordTransactions, scanSummary, type PlanNode } from './planProbe.ts';
// The pages' own queries: the console's and the shell server's live beside their pages.
import { fetchEditorEssayPage } from '../../../mfe-editor/src/features/essays/useEditorEssays.ts';
import { fetchStoryCounts } from '../../../mfe-editor/src/console/useConsoleCounts.ts';
import { NO_FILTERS, type ListFilters } from '../../../mfe-editor/src/lib/listFilters.ts';
import { fetchEditorStoryPage } from '../../../mfe-editor/src/features/stories/useEditorStories.ts';
import {
  fetchArchiveMonths,
  fetchCreditPages,
  fetchMonthStories,
  fetchNewsStories,
} from '../../../shell/src/server/archiveData.ts';
import { RSS_ITEM_LIMIT } from '../../../shell/src/server/rss.ts';

/**
 * PostgreSQL only: the site at archive scale (issue 33). Over the seed plus a generated archive of
 * 100,000 stories and 2,000 photo essays, every query a public page or the console's first screen
 * sends goes through supabase-js to the backend as the page sends it (anon, or a signed-in
 * editor); the SQL the backend runs for it is recorded and EXPLAINed (ANALYZE) again in the
 * request's own role and claims, RLS included. None may read news_stories or photo_essays whole.
 * The plans and times are printed for quoting; only the plan shape is asserted.
 */

const ARCHIVE_STORIES = 100_000;
const ARCHIVE_ESSAYS = 2_000;
const WATCHED_TABLES = new Set(['news_stories', 'photo_essays']);

/** What the queries are about, found in the archive once it exists. */
interface Facts {
  oldest: { id: string; category: string };
  /** YYYY-MM: a month in the middle of the archive, for its sitemap. */
  month: string;
}

interface PageQuery {
  name: string;
  as: 'anon' | 'editor';
  /** The page's own fetch function (the same the page and the server's prefetch call). */
  run: (client: PortalClient, facts: Facts) => Promise<unknown>;
  /** A Seq Scan this query cannot avoid yet, and why; the test fails once it has gone, so this stays true. */
  knownSeqScan?: string;
  /** The answer may have no rows (otherwise none means the query missed the archive). */
  mayBeEmpty?: boolean;
  /**
   * The query's exact count reads every row the caller may see, so the planner may take a Seq Scan
   * or an Index Only Scan for it at about the same cost (a narrow table): either is allowed, and the
   * page's own rows must still come through `pageIndex`.
   */
  wholeCount?: { pageIndex: string };
}

const consoleFilters = (changes: Partial<ListFilters>): ListFilters => ({ ...NO_FILTERS, ...changes });
const searchFor = (q: string, category = ''): SearchParams => ({ q, category, from: '', to: '', page: 1 });

/**
 * Every query the public pages and the console's first screen send, through the very functions
 * they call, so a page that changes its query changes what is planned here. Add new ones here.
 */
const PAGE_QUERIES: PageQuery[] = [
  { name: 'home', as: 'anon', run: (c) => fetchHomeStories(c) },
  { name: 'story (the oldest)', as: 'anon', run: (c, f) => fetchStory(f.oldest.id, c) },
  { name: 'related stories', as: 'anon', run: (c, f) => fetchRelatedStories(f.oldest, c) },
  // Seeded author and topic (supabase/seed.sql): their pages and the sitemap of such pages.
  { name: 'author page', as: 'anon', run: (c) => fetchCreditPage('author', 'tendai-moyo', 1, c) },
  { name: 'topic page', as: 'anon', run: (c) => fetchCreditPage('topic', 'harare', 1, c) },
  { name: 'author and topic sitemap', as: 'anon', run: (c) => fetchCreditPages(c) },
  { name: 'Arts & Culture page 1', as: 'anon', run: (c) => fetchCategoryPage('arts-culture', 1, c) },
  { name: 'Arts & Culture page 201', as: 'anon', run: (c) => fetchCategoryPage('arts-culture', 201, c) },
  { name: 'Foreign page 1', as: 'anon', run: (c) => fetchCategoryPage('foreign', 1, c) },
  { name: 'Foreign page 201', as: 'anon', run: (c) => fetchCategoryPage('foreign', 201, c) },
  { name: 'RSS', as: 'anon', run: (c) => fetchLatestStories(RSS_ITEM_LIMIT, undefined, c) },
  { name: 'Sports RSS', as: 'anon', run: (c) => fetchLatestStories(RSS_ITEM_LIMIT, ['Sports'], c) },
  { name: 'sitemap index', as: 'anon', run: (c) => fetchArchiveMonths(c) },
  { name: 'sitemap month', as: 'anon', run: (c, f) => fetchMonthStories(f.month, c) },
  { name: 'news sitemap (48 h)', as: 'anon', run: (c) => fetchNewsStories(new Date(), c) },
  { name: 'search', as: 'anon', run: (c) => fetchSearch(searchFor('harare water'), c) },
  {
    name: 'search in a category',
    as: 'anon',
    run: (c) => fetchSearch(searchFor('harare water', 'health-environment'), c),
  },
  { name: 'photo essays', as: 'anon', run: (c) => fetchPublishedPhotoEssays(6, c) },
  {
    name: 'console: all stories',
    as: 'editor',
    run: (c) => fetchEditorStoryPage(NO_FILTERS, c),
    // Its count is of every story not in the trash (decision 195), which needs each row's
    // deleted_at: the planner may read the table for it; the page reads the partial index.
    wholeCount: { pageIndex: 'news_stories_live_created_idx' },
  },
  { name: 'console: drafts', as: 'editor', run: (c) => fetchEditorStoryPage(consoleFilters({ status: 'draft' }), c) },
  {
    name: 'console: search',
    as: 'editor',
    run: (c) => fetchEditorStoryPage(consoleFilters({ search: 'harare' }), c),
    // The page itself walks news_stories_created_idx; the exact count must test every story.
    knownSeqScan:
      'under RLS PostgreSQL makes index conditions of leakproof operators only, and @@ is not one, so a ' +
      'table query never reaches news_stories_search_idx; a SECURITY DEFINER rpc that checks is_editor() ' +
      'would (as search_content does)',
  },
  {
    name: 'console: one category',
    as: 'editor',
    run: (c) => fetchEditorStoryPage(consoleFilters({ category: 'Foreign' }), c),
  },
  {
    name: 'console: essays',
    as: 'editor',
    run: (c) => fetchEditorEssayPage(NO_FILTERS, c),
    // 2,000 essays of a few hundred bytes: the plans of the count flip between runs (CI, 2026-11-27).
    wholeCount: { pageIndex: 'photo_essays_console_created_idx' },
  },
  { name: 'console: counts', as: 'editor', run: (c) => fetchStoryCounts(c) },
];

/** How many rows an answer holds (a list, a page of one, an object, or counts). */
function rowsOf(answer: unknown): number {
  if (Array.isArray(answer)) return answer.length;
  if (answer === null || answer === undefined) return 0;
  if (typeof answer !== 'object') return 1;
  const page = answer as { stories?: unknown[]; items?: unknown[]; hits?: unknown[] };
  return (page.stories ?? page.items ?? page.hits ?? [answer]).length;
}

async function factsOf(world: ApiWorld): Promise<Facts> {
  const db = world.test.backend.db;
  const oldest = await db.query<{ id: string; category: string }>(
    `select id, category from public.news_stories where status = 'published' order by published_at limit 1`,
  );
  // A month in the middle of the archive, for the sitemap's month page.
  const month = await db.query<{ month: string }>(
    `select to_char(min(published_at) + interval '30 months', 'YYYY-MM') as month from public.news_stories`,
  );
  return { oldest: oldest.rows[0], month: month.rows[0].month };
}

/** The watched tables read whole (auto_explain repeats the top-level plan: once each). */
function seqScans(nodes: PlanNode[]): string[] {
  const tables = nodes
    .filter((node) => node.type === 'Seq Scan' && WATCHED_TABLES.has(node.relation ?? ''))
    .map((node) => node.relation ?? '');
  return [...new Set(tables)];
}

/** The scans on the watched tables, for the printed figures. */
function watchedScans(nodes: PlanNode[]): string {
  const watched = nodes.filter(
    (node) => WATCHED_TABLES.has(node.relation ?? '') || /^(news_stories|photo_essays)_/.test(node.index ?? ''),
  );
  return scanSummary(watched).join(' · ');
}

describe.skipIf(!process.env.DATABASE_URL)('archive query plans [postgres]', () => {
  let world: ApiWorld;
  let facts: Facts;
  let archive: ArchiveReport;
  let session: Awaited<ReturnType<typeof openPlanSession>>;
  const figures: string[] = [];

  beforeAll(async () => {
    world = await startApiWorld({ database: 'postgres' });
    const db = world.test.backend.db;
    await applySeedSql(db, path.join(SUPABASE_DIR, 'seed.sql'));
    // No revision history: no page here reads it, and it is a fifth of the load's time.
    archive = await seedArchiveInDatabase(db, {
      stories: ARCHIVE_STORIES,
      essays: ARCHIVE_ESSAYS,
      seed: 33,
      revisions: false,
    });
    facts = await factsOf(world);
    session = await openPlanSession(world.test.backend.config.databaseUrl as string);
  }, 600_000);

  afterAll(async () => {
    const seconds = (milliseconds = 0) => (milliseconds / 1000).toFixed(1);
    console.info(
      [
        `Archive of ${ARCHIVE_STORIES.toLocaleString('en-GB')} stories and ${ARCHIVE_ESSAYS.toLocaleString('en-GB')} ` +
          `photo essays generated in ${seconds(archive?.milliseconds)} s (VACUUM ANALYZE ${seconds(archive?.vacuumMilliseconds)} s).`,
        'Query plans (EXPLAIN ANALYZE execution time, scans of news_stories and photo_essays):',
        ...figures,
      ].join('\n'),
    );
    await session?.close();
    await world?.stop();
  });

  it.each(PAGE_QUERIES.map((query) => [query.name, query] as const))('%s reads no table whole', async (_, query) => {
    const client = world.clients[query.as] as unknown as PortalClient;
    let answer: unknown;
    // The fetch functions throw the page's message when the backend refuses.
    const transactions = await recordTransactions(world.test.backend.db, async () => {
      answer = await query.run(client, facts);
    });
    if (!query.mayBeEmpty) expect(rowsOf(answer), 'rows answered').toBeGreaterThan(0);
    const statements = transactions.flatMap((transaction) => transaction.statements);
    expect(statements.length, 'the request reached the database').toBeGreaterThan(0);

    const found: string[] = [];
    const indexes = new Set<string>();
    for (const transaction of transactions) {
      for (const plan of await session.explainTransaction(transaction)) {
        const scans = seqScans(plan.nodes);
        found.push(...scans);
        for (const node of plan.nodes) if (node.index) indexes.add(node.index);
        const note = scans.length ? `  SEQ SCAN ${scans.join(', ')}${query.knownSeqScan ? ' (known)' : ''}` : '';
        figures.push(
          `  ${query.name.padEnd(28)} ${plan.executionMs.toFixed(1).padStart(8)} ms  ${watchedScans(plan.nodes)}${note}`,
        );
      }
    }
    if (query.wholeCount) expect([...indexes], 'the page read through its index').toContain(query.wholeCount.pageIndex);
    else if (query.knownSeqScan) expect(found, `no longer needs knownSeqScan: ${query.knownSeqScan}`).not.toEqual([]);
    else expect(found, 'Seq Scan on').toEqual([]);
  });
});

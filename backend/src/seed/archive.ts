import type { Database, Queryable } from '../db/database.ts';
import {
  archiveEssayRows,
  archiveStoryRows,
  type ArchiveEssayRow,
  type ArchiveImage,
  type ArchiveOptions,
  type ArchiveStoryRow,
} from './archiveRows.ts';

export { archiveEssayRows, archiveStoryRows } from './archiveRows.ts';
export type { ArchiveEssayRow, ArchiveImage, ArchiveOptions, ArchiveStoryRow } from './archiveRows.ts';
export { ARCHIVE_CATEGORIES } from './archiveText.ts';

/**
 * Fills a database with a generated archive (issue 33): years of published stories ending before
 * the oldest story already there, so the home page and every first screen stay as they were.
 * Two ways in: straight into the database (`seedArchiveInDatabase`, the backend stopped or on
 * PostgreSQL) or through a running backend's REST API (`seedArchiveThroughRest`, as the e2e suite does).
 */
export interface ArchivePlan {
  stories: number;
  /** Photo essays, dated like the stories. Default 0. */
  essays?: number;
  seed?: number;
  years?: number;
  /**
   * Direct mode: give each story its first revision, as the revision trigger would (default).
   * Off saves a fifth of the load where nobody opens a story's history (the plan test).
   */
  revisions?: boolean;
  /** Rows per INSERT (direct) or per POST (REST). */
  batchSize?: number;
  /** Told after each batch of stories. */
  onProgress?: (storiesDone: number) => void;
}

export interface ArchiveReport {
  stories: number;
  essays: number;
  /** The cutoff: every archive row is older. */
  before: string;
  /** The whole run. */
  milliseconds: number;
  /** Of which the closing VACUUM ANALYZE (direct mode). */
  vacuumMilliseconds?: number;
}

type Kind = 'stories' | 'essays';

const COLUMNS: Record<Kind, [string, string][]> = {
  stories: [
    ['id', 'uuid'],
    ['title', 'text'],
    ['summary', 'text'],
    ['author', 'text'],
    ['category', 'text'],
    ['read_time', 'text'],
    ['image_url', 'text'],
    ['image_alt', 'text'],
    ['image_caption', 'text'],
    ['image_author', 'text'],
    ['is_featured', 'boolean'],
    ['status', 'text'],
    ['published_at', 'timestamptz'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
  essays: [
    ['id', 'uuid'],
    ['title', 'text'],
    ['caption', 'text'],
    ['photographer', 'text'],
    ['image_url', 'text'],
    ['image_alt', 'text'],
    ['type', 'text'],
    ['status', 'text'],
    ['published_at', 'timestamptz'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
};

const REVISION_COLUMNS = [
  'version',
  'title',
  'summary',
  'author',
  'category',
  'read_time',
  'image_url',
  'image_alt',
  'image_caption',
  'image_author',
  'is_featured',
  'status',
  'published_at',
  'read_time_auto',
];

/** One statement per batch: rows from a JSON array; stories also start their revision history. */
function insertSql(kind: Kind, revisions: boolean): string {
  const names = COLUMNS[kind].map(([name]) => name).join(', ');
  const record = COLUMNS[kind].map(([name, type]) => `${name} ${type}`).join(', ');
  const rows = `select ${names} from json_to_recordset($1::json) as r(${record})`;
  if (kind === 'essays') return `insert into public.photo_essays (${names}) ${rows}`;
  if (!revisions) return `insert into public.news_stories (${names}) ${rows}`;
  // As the revision trigger would, and as the migration that added it did for existing stories.
  const copied = REVISION_COLUMNS.join(', ');
  return `with added as (
            insert into public.news_stories (${names}) ${rows}
            returning id, ${copied}, updated_at
          )
          insert into public.story_revisions (story_id, ${copied}, created_at)
          select id, ${copied}, updated_at from added`;
}

/** A batch's view counts (rows carry `view_count`; the counts live in story_view_counts, decision 136). */
const STORY_COUNTS_SQL = `insert into public.story_view_counts (story_id, view_count)
  select id, view_count from json_to_recordset($1::json) as r(id uuid, view_count integer) where view_count > 0`;

/** The story_view_counts rows of a batch of stories (those with views). */
function storyCounts(rows: ArchiveStoryRow[]): { story_id: string; view_count: number }[] {
  return rows.filter((row) => row.view_count > 0).map((row) => ({ story_id: row.id, view_count: row.view_count }));
}

/** A story row as news_stories takes it (view_count is not one of its columns). */
function withoutCount(row: ArchiveStoryRow): Omit<ArchiveStoryRow, 'view_count'> {
  const story: Partial<ArchiveStoryRow> = { ...row };
  delete story.view_count;
  return story as Omit<ArchiveStoryRow, 'view_count'>;
}

// Direct --------------------------------------------------------------------------------------------

/** The oldest story or essay date in the database (published or created); now when there is none. */
export async function archiveCutoff(db: Queryable): Promise<Date> {
  const { rows } = await db.query<{ oldest: string | null }>(
    `select least(
       (select min(least(published_at, created_at)) from public.news_stories),
       (select min(least(published_at, created_at)) from public.photo_essays)
     )::text as oldest`,
  );
  return rows[0]?.oldest ? new Date(rows[0].oldest) : new Date();
}

/** The illustrations already linked from published stories and essays (the seed's), minus broken hosts. */
export async function archiveImages(db: Queryable): Promise<ArchiveImage[]> {
  const { rows } = await db.query<ArchiveImage>(
    `select distinct on (url) url, alt, caption, author, category from (
       select image_url as url, image_alt as alt, image_caption as caption, image_author as author, category
         from public.news_stories where status = 'published' and image_url is not null
       union all
       select image_url, image_alt, null, photographer, null
         from public.photo_essays where status = 'published' and image_url is not null
     ) found
     where url not like '%.invalid/%'
     order by url, category nulls last
     limit 500`,
  );
  return rows;
}

/**
 * Bulk-load settings for this transaction. Triggers off (superuser only): the load must not queue
 * a realtime change per row, and the rows are already what the insert triggers would make them.
 * New search-index entries are merged into the GIN index 32 MB at a time with 64 MB of sort memory
 * rather than every 4 MB with 4 MB (that merging was half the load's time). A larger pending list
 * was no faster and left the index three times its size (freed pending pages stay in the file).
 */
async function bulkMode(tx: Queryable): Promise<void> {
  try {
    await tx.exec(
      `set local session_replication_role = replica;
       set local synchronous_commit = off;
       set local gin_pending_list_limit = '32MB';
       set local work_mem = '64MB'`,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The archive loads with triggers off, which needs a superuser connection (${reason}). ` +
        'Use the --url mode (through the running backend) instead.',
    );
  }
}

async function runBatches(
  db: Database,
  kind: Kind,
  total: number,
  plan: ArchivePlan,
  make: (start: number, end: number) => ArchiveStoryRow[] | ArchiveEssayRow[],
): Promise<void> {
  const size = plan.batchSize ?? 1000;
  const sql = insertSql(kind, plan.revisions ?? true);
  let next = 0;
  let done = 0;
  // PostgreSQL: two sessions build search vectors side by side; PGlite has one connection anyway.
  const workers = db.kind === 'postgres' ? 2 : 1;
  const worker = async () => {
    while (next < total) {
      const start = next;
      next = Math.min(total, next + size);
      const rows = make(start, next);
      await db.transaction(async (tx) => {
        await bulkMode(tx);
        const json = JSON.stringify(rows);
        await tx.query(sql, [json]);
        if (kind === 'stories') await tx.query(STORY_COUNTS_SQL, [json]);
      });
      done += rows.length;
      if (kind === 'stories') plan.onProgress?.(done);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
}

/**
 * Inserts the archive straight into `db` (PGlite or PostgreSQL, as a superuser), in multi-row
 * INSERTs. With PGlite the backend must not have the same data directory open.
 */
export async function seedArchiveInDatabase(db: Database, plan: ArchivePlan): Promise<ArchiveReport> {
  const started = performance.now();
  const options: ArchiveOptions = {
    count: plan.stories,
    before: await archiveCutoff(db),
    seed: plan.seed,
    years: plan.years,
    images: await archiveImages(db),
  };
  const essays = plan.essays ?? 0;
  await runBatches(db, 'stories', plan.stories, plan, (start, end) => archiveStoryRows({ ...options, start, end }));
  await runBatches(db, 'essays', essays, plan, (start, end) =>
    archiveEssayRows({ ...options, count: essays, start, end }),
  );
  const inserted = performance.now();
  // Merges the search index's pending entries, sets the visibility map and the planner's
  // statistics now: PGlite has no autovacuum, and PostgreSQL's would do it minutes later.
  await db.exec('vacuum analyze public.news_stories, public.story_revisions, public.photo_essays');
  return { ...report(plan, options.before, started), vacuumMilliseconds: Math.round(performance.now() - inserted) };
}

function report(plan: ArchivePlan, before: Date, started: number): ArchiveReport {
  return {
    stories: plan.stories,
    essays: plan.essays ?? 0,
    before: before.toISOString(),
    milliseconds: Math.round(performance.now() - started),
  };
}

// Through REST --------------------------------------------------------------------------------------

function restClient(url: string, serviceKey: string) {
  const headers = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' };
  const base = `${url.replace(/\/+$/, '')}/rest/v1`;
  return {
    async get<Row>(path: string): Promise<Row[]> {
      const response = await fetch(`${base}/${path}`, { headers });
      if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Row[];
    },
    async post(table: string, rows: unknown[]): Promise<void> {
      const response = await fetch(`${base}/${table}`, {
        method: 'POST',
        headers: { ...headers, Prefer: 'return=minimal' },
        body: JSON.stringify(rows),
      });
      if (!response.ok) throw new Error(`POST ${table}: ${response.status} ${await response.text()}`);
    },
  };
}

type Rest = ReturnType<typeof restClient>;

async function restCutoff(rest: Rest): Promise<Date> {
  const oldest: number[] = [];
  for (const table of ['news_stories', 'photo_essays']) {
    for (const column of ['published_at', 'created_at']) {
      const rows = await rest.get<Record<string, string>>(
        `${table}?select=${column}&${column}=not.is.null&order=${column}.asc&limit=1`,
      );
      if (rows[0]) oldest.push(new Date(rows[0][column]).getTime());
    }
  }
  return oldest.length ? new Date(Math.min(...oldest)) : new Date();
}

async function restImages(rest: Rest): Promise<ArchiveImage[]> {
  const rows = await rest.get<{ url: string; alt: string | null; caption: string | null; author: string | null }>(
    'news_stories?select=url:image_url,alt:image_alt,caption:image_caption,author:image_author,category' +
      '&status=eq.published&image_url=not.is.null&image_url=not.like.*.invalid/*&order=image_url.asc&limit=500',
  );
  return [...new Map(rows.map((row) => [row.url, row])).values()];
}

/**
 * Adds `count` archive stories (and `essays` photo essays) through a running backend's REST API
 * with the service role key, in POSTs of 500 rows. The database's triggers run as for any insert.
 */
export async function seedArchiveThroughRest(
  url: string,
  serviceKey: string,
  count: number,
  plan: Omit<ArchivePlan, 'stories'> = {},
): Promise<ArchiveReport> {
  const started = performance.now();
  const rest = restClient(url, serviceKey);
  const options: ArchiveOptions = {
    count,
    before: await restCutoff(rest),
    seed: plan.seed,
    years: plan.years,
    images: await restImages(rest),
  };
  const size = plan.batchSize ?? 500;
  for (let start = 0; start < count; start += size) {
    const rows = archiveStoryRows({ ...options, start, end: start + size });
    await rest.post('news_stories', rows.map(withoutCount));
    const counts = storyCounts(rows);
    if (counts.length) await rest.post('story_view_counts', counts);
    plan.onProgress?.(Math.min(count, start + size));
  }
  const essays = plan.essays ?? 0;
  for (let start = 0; start < essays; start += size) {
    await rest.post('photo_essays', archiveEssayRows({ ...options, count: essays, start, end: start + size }));
  }
  return report({ ...plan, stories: count }, options.before, started);
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { largeStoryDocument } from '../../shared/src/document/largeStory.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { createTemporaryDatabase, type TemporaryDatabase } from '../test/helpers/postgres.ts';
import { pgliteSchemaTemplate, postgresSchemaTemplate } from '../test/helpers/schemaTemplates.ts';
import { measure } from './stats.ts';
import type { BenchContext, BenchLine } from './types.ts';

const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase');

/** The measures' names, as budgets.json lists them. */
export const DOCUMENT_LINES = {
  check: 'document check, 5,000-word story',
  quick: 'document quick check alone',
  insert: 'story insert with that body',
} as const;

async function openProjectDatabase(context: BenchContext): Promise<{ db: Database; temporary?: TemporaryDatabase }> {
  if (context.database === 'postgres' && context.databaseUrl) {
    const template = await postgresSchemaTemplate(context.databaseUrl, SUPABASE_DIR);
    const temporary = await createTemporaryDatabase(context.databaseUrl, template);
    return { db: await openDatabase({ dataDir: 'memory://', databaseUrl: temporary.url }), temporary };
  }
  return {
    db: await openDatabase({ dataDir: 'memory://', pgliteTemplateFile: await pgliteSchemaTemplate(SUPABASE_DIR) }),
  };
}

/**
 * The database's check of issue 48's benchmark story (largeStory.ts: 5,000 words, 10 images,
 * 5 embeds, 20 headings, a table), one call at a time: what every write of that body costs. The
 * body is read from a table (not parsed from the request) so the figure is the check, not JSON input.
 */
export async function runDocumentBench(context: BenchContext): Promise<BenchLine[]> {
  const { db, temporary } = await openProjectDatabase(context);
  try {
    await db.exec(`create table public.bench_documents (body jsonb not null);
                   alter table public.bench_documents alter column body set storage external;`);
    await db.query('insert into public.bench_documents (body) values ($1)', [JSON.stringify(largeStoryDocument())]);
    const run = async (sql: string) => (await db.query<{ value: unknown }>(sql)).rows[0].value;
    const problem = await run(
      `select (private.story_document_check(body, 'story')).problem as value from public.bench_documents`,
    );
    if (problem !== null) throw new Error(`the benchmark story is refused: ${String(problem)}`);
    const durationMs = context.durationSeconds * 1000;
    const timed = (sql: string) => measure(() => run(sql), durationMs, 1);
    const check = await timed(
      `select (private.story_document_check(jsonb_path_query_first(body, '$'), 'story')).problem as value from public.bench_documents`,
    );
    const quick = await timed(
      `select private.story_document_passes(d, 'story', d::text) as value from (select jsonb_path_query_first(body, '$') as d from public.bench_documents) as b`,
    );
    const insert = await timed(`insert into public.news_stories (title, category, body)
                                select 'Benchmark', 'Feature', body from public.bench_documents returning id as value`);
    const line = (name: string, timings: { rps: number; p50Ms: number; p99Ms: number }, note: string): BenchLine => ({
      database: context.database,
      name,
      ...timings,
      note,
    });
    return [
      line(DOCUMENT_LINES.check, check, 'validation and plain text, as the trigger runs them'),
      line(DOCUMENT_LINES.quick, quick, 'the SQL/JSON paths and attribute lengths'),
      line(DOCUMENT_LINES.insert, insert, 'every trigger of news_stories, as the database owner'),
    ];
  } finally {
    await db.close();
    await temporary?.drop();
  }
}

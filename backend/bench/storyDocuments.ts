import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { largeStoryDocument } from '../../shared/src/document/largeStory.ts';
import type { StoryDocument } from '../../shared/src/document/types.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { createTemporaryDatabase, type TemporaryDatabase } from '../test/helpers/postgres.ts';
import { pgliteSchemaTemplate, postgresSchemaTemplate } from '../test/helpers/schemaTemplates.ts';
import { measure, type Timings } from './stats.ts';
import type { BenchContext, BenchLine } from './types.ts';

const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase');

/** The measures' names, as budgets.json lists them. */
export const DOCUMENT_LINES = {
  check: 'document check, 5,000-word story',
  edit: 'document check of an edit of one paragraph',
  quick: 'document quick check alone',
  insert: 'story insert with that body',
  update: 'story update editing one paragraph',
} as const;

/** The benchmark story with one paragraph in its middle rewritten: what an editor's save sends. */
function editedStoryDocument(): StoryDocument {
  const content = [...(largeStoryDocument().content ?? [])];
  const at = content.findIndex((node, i) => i >= content.length / 2 && node.type === 'paragraph');
  content[at] = { ...content[at], content: [...(content[at].content ?? []), { type: 'text', text: ' Updated.' }] };
  return { type: 'doc', content };
}

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
 * 5 embeds, 20 headings, a table), one call at a time: the full check an insert runs, and the check
 * an update runs when one paragraph changed (the trigger's cost on an editor's save; the 2 ms
 * budget), then the whole insert and update with every trigger of the table. Bodies are read from
 * a table (not parsed from the request) so the figures are the checks, not JSON input.
 */
export async function runDocumentBench(context: BenchContext): Promise<BenchLine[]> {
  const { db, temporary } = await openProjectDatabase(context);
  try {
    await db.exec(`create table public.bench_documents (body jsonb not null, edited jsonb not null);
                   alter table public.bench_documents alter column body set storage external,
                                                      alter column edited set storage external;`);
    await db.query('insert into public.bench_documents (body, edited) values ($1, $2)', [
      JSON.stringify(largeStoryDocument()),
      JSON.stringify(editedStoryDocument()),
    ]);
    const run = async (sql: string) => (await db.query<{ value: unknown }>(sql)).rows[0].value;
    const problem = await run(
      `select (private.story_document_check(body, 'story')).problem as value from public.bench_documents`,
    );
    if (problem !== null) throw new Error(`the benchmark story is refused: ${String(problem)}`);
    // What the trigger recorded of the story's check: the previous body's summary and block texts.
    await db.exec(`create table public.bench_checked as
                     select c.plain_text as summary, c.block_bytes, c.block_text, c.block_text_bytes
                       from public.bench_documents d, private.story_document_check_full(d.body, 'story') as c;
                   -- Unanalysed, two tables are planned as a million rows and PostgreSQL compiles the query (JIT, ~60 ms).
                   analyze public.bench_documents, public.bench_checked;`);
    const durationMs = context.durationSeconds * 1000;
    const timed = (sql: string) => measure(() => run(sql), durationMs, 1);
    const check = await timed(
      `select (private.story_document_check_full(jsonb_path_query_first(body, '$'), 'story')).problem as value from public.bench_documents`,
    );
    const edit = await timed(
      `select (private.story_document_check_changes(jsonb_path_query_first(d.edited, '$'), d.body, c.summary, c.block_bytes, c.block_text, c.block_text_bytes, 'story')).problem as value
         from public.bench_documents d, public.bench_checked c`,
    );
    const quick = await timed(
      `select private.story_document_passes(d, 'story', d::text) as value from (select jsonb_path_query_first(body, '$') as d from public.bench_documents) as b`,
    );
    const insert = await timed(`insert into public.news_stories (title, category, body)
                                select 'Benchmark', 'Feature', body from public.bench_documents returning id as value`);
    // Saves alternating between the story and its edit: each an update of one paragraph.
    const storyId = await run(`insert into public.news_stories (title, category, body)
                               select 'Edited', 'Feature', body from public.bench_documents returning id as value`);
    let saves = 0;
    const update = await measure(
      () =>
        db.query(
          `update public.news_stories s set body = case when $2 then d.edited else d.body end
             from public.bench_documents d where s.id = $1`,
          [storyId, (saves += 1) % 2 === 1],
        ),
      durationMs,
      1,
    );
    const line = (name: string, timings: Timings, note: string): BenchLine => ({
      database: context.database,
      name,
      ...timings,
      note,
    });
    return [
      line(DOCUMENT_LINES.check, check, 'validation and plain text, as the trigger runs them on an insert'),
      line(DOCUMENT_LINES.edit, edit, 'as the trigger runs it on an update: the changed block, the size, the text'),
      line(DOCUMENT_LINES.quick, quick, 'the SQL/JSON paths and attribute lengths'),
      line(DOCUMENT_LINES.insert, insert, 'every trigger of news_stories, as the database owner'),
      line(DOCUMENT_LINES.update, update, 'every trigger of news_stories (version, revision, audit, purge)'),
    ];
  } finally {
    await db.close();
    await temporary?.drop();
  }
}

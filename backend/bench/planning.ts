/**
 * Planning board benchmark (issue 52 item 4, decision 191): 300 stories across 10 desks planned for
 * one day, read by an editor through the local backend's real REST as the console reads them
 * (planning_board, one call), and the time from a status move by another editor to the move being
 * on an open board (realtime on news_stories, then the board's reload, as the Planning tab does).
 * Printed against the budgets (300 ms, 1 s), not asserted: `npm run bench:planning`, also
 * run by `npm run bench`. PGlite always; PostgreSQL too when DATABASE_URL is set.
 * PLANNING_LOADS (30) loads, PLANNING_MOVES (10) moves.
 */
import { performance } from 'node:perf_hooks';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DatabaseKind } from '../test/helpers/testBackend.ts';
import { startApiWorld, type ApiWorld } from '../test/schema/apiWorld.ts';
import { staffAccount } from '../test/schema/twoFactorSessions.ts';
import { percentile } from './stats.ts';

const STORIES = 300;
const LOADS = Number(process.env.PLANNING_LOADS ?? 30);
const MOVES = Number(process.env.PLANNING_MOVES ?? 10);
const LOAD_BUDGET_MS = 300;
const UPDATE_BUDGET_MS = 1_000;
const SEEN_TIMEOUT_MS = 10_000;
/** Tomorrow (UTC): every slot is ahead, as the planning rule wants of API writers. */
const DAY = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

interface BoardRow {
  id: string;
  workflow_status: string;
}

/** Three desks beside the seven seeded, and 300 stories spread over them and the day (as the owner: a seed). */
async function seedDay(world: ApiWorld): Promise<string[]> {
  const db = world.test.backend.db;
  await db.query(`insert into public.desks (slug, name, position) values
    ('africa', 'Africa', 8), ('science', 'Science', 9), ('travel', 'Travel', 10) on conflict do nothing`);
  const { rows } = await db.query<{ id: string }>(
    `insert into public.news_stories (title, summary, category, status, workflow_status)
     select 'Planned story ' || i, 'A summary.', 'Feature', 'draft',
            (array['pitch', 'assigned', 'in_progress', 'ready_for_edit', 'ready_to_publish'])[1 + i % 5]
       from generate_series(1, $1::integer) i
     returning id`,
    [STORIES],
  );
  await db.query(
    `update public.story_assignments a
        set desk = d.slug,
            planned_for = $2::date + make_interval(mins => (6 * 60 + (s.n * 7) % (16 * 60))::integer),
            deadline = $2::date + make_interval(mins => (5 * 60 + (s.n * 7) % (16 * 60))::integer)
       from (select id, row_number() over (order by id) as n from public.news_stories where id = any($1::uuid[])) s,
            lateral (select slug from public.desks order by position offset (s.n % 10) limit 1) d
      where a.story_id = s.id`,
    [rows.map((row) => row.id), DAY],
  );
  return rows.map((row) => row.id);
}

async function board(client: SupabaseClient): Promise<BoardRow[]> {
  const { data, error } = await client.rpc('planning_board', { day: DAY, tz: 'UTC' });
  if (error) throw new Error(`planning_board: ${error.message}`);
  return data as BoardRow[];
}

async function loadTimes(client: SupabaseClient): Promise<{ sorted: number[]; rows: number }> {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < LOADS; i += 1) {
    const started = performance.now();
    rows = (await board(client)).length;
    times.push(performance.now() - started);
  }
  return { sorted: times.sort((a, b) => a - b), rows };
}

/** An open board: reloads on every change of the two tables and reports each reload's rows. */
function openBoard(client: SupabaseClient, onRows: (rows: BoardRow[]) => void) {
  const reload = () => void board(client).then(onRows);
  const channels = ['news_stories', 'story_assignments'].map((table) =>
    client
      .channel(`public:${table}:changes`, { config: { private: true } })
      .on('postgres_changes', { event: '*', schema: 'public', table }, reload)
      .subscribe(),
  );
  return () => Promise.all(channels.map((channel) => client.removeChannel(channel)));
}

async function updateTimes(watcher: SupabaseClient, mover: SupabaseClient, ids: string[]): Promise<number[]> {
  let waiting: { id: string; status: string; resolve: () => void } | null = null;
  const close = openBoard(watcher, (rows) => {
    const wanted = waiting;
    if (wanted && rows.some((row) => row.id === wanted.id && row.workflow_status === wanted.status)) wanted.resolve();
  });
  // Let the channels join before the first move.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const times: number[] = [];
  for (let i = 0; i < MOVES; i += 1) {
    const id = ids[i];
    const status = 'ready_for_edit';
    const started = performance.now();
    const seen = new Promise<void>((resolve, reject) => {
      waiting = { id, status, resolve };
      setTimeout(() => reject(new Error(`move ${i + 1} not seen within ${SEEN_TIMEOUT_MS} ms`)), SEEN_TIMEOUT_MS);
    });
    const moved = await mover.rpc('set_story_status', { story: id, next_status: status });
    if (moved.error) throw new Error(`set_story_status: ${moved.error.message}`);
    await seen;
    times.push(performance.now() - started);
    waiting = null;
  }
  await close();
  return times.sort((a, b) => a - b);
}

const verdict = (value: number, budget: number) => (value <= budget ? 'PASS' : 'FAIL');

async function run(database: DatabaseKind): Promise<void> {
  const world = await startApiWorld({ database });
  try {
    const ids = await seedDay(world);
    // Stories not yet ready for edit: each move below is a real change of status.
    const movable = (
      await world.test.backend.db.query<{ id: string }>(
        `select id from public.news_stories where id = any($1::uuid[]) and workflow_status <> 'ready_for_edit'`,
        [ids],
      )
    ).rows.map((row) => row.id);
    const [watcher, mover] = await Promise.all([
      staffAccount(world, 'editor').then((account) => account.signIn()),
      staffAccount(world, 'editor').then((account) => account.signIn()),
    ]);
    const loads = await loadTimes(watcher);
    const updates = await updateTimes(watcher, mover, movable);
    const loadP50 = percentile(loads.sorted, 50);
    const updateP50 = percentile(updates, 50);
    const updateMax = updates.at(-1) ?? 0;
    console.log(
      [
        `planning board, ${STORIES} stories / 10 desks: load p50 ${loadP50.toFixed(1)} ms; update seen on an open board ${updateP50.toFixed(0)} ms [${database}]`,
        `  load: ${loads.rows} rows, p50 ${loadP50.toFixed(1)} ms, p95 ${percentile(loads.sorted, 95).toFixed(1)} ms over ${LOADS} loads (budget ${LOAD_BUDGET_MS} ms: ${verdict(loadP50, LOAD_BUDGET_MS)})`,
        `  update seen: p50 ${updateP50.toFixed(0)} ms, max ${updateMax.toFixed(0)} ms over ${updates.length} moves (budget ${UPDATE_BUDGET_MS} ms: ${verdict(updateMax, UPDATE_BUDGET_MS)})`,
      ].join('\n'),
    );
  } finally {
    await world.stop();
  }
}

const databases: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
if (!process.env.DATABASE_URL) console.log('PostgreSQL variant skipped: DATABASE_URL is not set.');
for (const database of databases) await run(database);

import { Cron } from 'croner';
import type { Database } from '../db/database.ts';

export interface NightlyJobSpec {
  /** Shown in the log: `[name] …`. */
  name: string;
  /** A database function of no arguments answering how many rows it removed, e.g. `public.purge_expired_trash`. */
  fn: string;
  /** When pg_cron runs the same function on hosted Supabase (its migration's `cron.schedule`), UTC. */
  cron: string;
  /** What the log says when rows went, e.g. `${count} item(s) … deleted for good`. */
  done: (count: number) => string;
}

export interface NightlyJob {
  /** Runs the job now; answers how many rows went. */
  run(): Promise<number>;
  stop(): void;
}

/**
 * The local backend's stand-in for pg_cron: PGlite and a plain PostgreSQL have none, so the
 * backend calls the job's database function itself, as the database owner, at the hour its
 * migration gives pg_cron. `cron` null: never by itself (tests call `run`).
 */
export function startNightlyJob(
  db: Pick<Database, 'query'>,
  spec: NightlyJobSpec,
  cron: string | null = spec.cron,
): NightlyJob {
  async function run(): Promise<number> {
    const { rows } = await db.query<{ count: number }>(`select ${spec.fn}() as count`);
    return Number(rows[0]?.count ?? 0);
  }
  const schedule = cron
    ? new Cron(cron, { timezone: 'UTC', unref: true }, () => {
        run().then(
          (count) => count > 0 && console.log(`[${spec.name}] ${spec.done(count)}`),
          (error: unknown) => console.error(`[${spec.name}] failed: ${(error as Error).message}`),
        );
      })
    : null;
  return { run, stop: () => schedule?.stop() };
}

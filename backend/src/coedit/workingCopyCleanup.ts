import { Cron } from 'croner';
import type { Database } from '../db/database.ts';

/** Nightly at 03:47 UTC, as pg_cron runs it on hosted Supabase (20261205600000_working_copy_cleanup.sql). */
export const WORKING_COPY_CLEANUP_CRON = '47 3 * * *';

export interface WorkingCopyCleanup {
  /** Drops the working copies idle 30 days with nothing unsaved; answers how many went. */
  cleanUp(): Promise<number>;
  stop(): void;
}

/**
 * The local backend's scheduler for idle working copies (decision 202): PGlite and a plain
 * PostgreSQL have no pg_cron, so the backend calls purge_stale_working_copies() itself.
 * `cron` null: never by itself (tests call `cleanUp`).
 */
export function startWorkingCopyCleanup(
  db: Pick<Database, 'query'>,
  cron: string | null = WORKING_COPY_CLEANUP_CRON,
): WorkingCopyCleanup {
  async function cleanUp(): Promise<number> {
    const { rows } = await db.query<{ dropped: number }>('select public.purge_stale_working_copies() as dropped');
    return Number(rows[0]?.dropped ?? 0);
  }
  const schedule = cron
    ? new Cron(cron, { timezone: 'UTC', unref: true }, () => {
        cleanUp().then(
          (dropped) => dropped > 0 && console.log(`[coedit] ${dropped} working copy(ies) idle 30 days dropped`),
          (error: unknown) => console.error(`[coedit] working copy clean-up failed: ${(error as Error).message}`),
        );
      })
    : null;
  return { cleanUp, stop: () => schedule?.stop() };
}

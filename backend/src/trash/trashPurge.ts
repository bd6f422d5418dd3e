import { Cron } from 'croner';
import type { Database } from '../db/database.ts';

/** Nightly at 03:17 UTC, as pg_cron runs it on hosted Supabase (supabase/migrations/20261204500000_trash.sql). */
export const TRASH_PURGE_CRON = '17 3 * * *';

export interface TrashPurge {
  /** Deletes for good what was trashed more than 30 days ago; answers how many rows went. */
  purge(): Promise<number>;
  stop(): void;
}

/**
 * The local backend's scheduler for the trash (decision 195): PGlite and a plain PostgreSQL have
 * no pg_cron, so the backend calls purge_expired_trash() itself, as the database owner (the audit
 * log records the purges with no actor). `cron` null: never by itself (tests call `purge`).
 */
export function startTrashPurge(db: Pick<Database, 'query'>, cron: string | null = TRASH_PURGE_CRON): TrashPurge {
  async function purge(): Promise<number> {
    const { rows } = await db.query<{ purged: number }>('select public.purge_expired_trash() as purged');
    return Number(rows[0]?.purged ?? 0);
  }
  const schedule = cron
    ? new Cron(cron, { timezone: 'UTC', unref: true }, () => {
        purge().then(
          (purged) => purged > 0 && console.log(`[trash] ${purged} item(s) trashed over 30 days ago deleted for good`),
          (error: unknown) => console.error(`[trash] purge failed: ${(error as Error).message}`),
        );
      })
    : null;
  return { purge, stop: () => schedule?.stop() };
}

import { RestError } from '../errors.ts';

/**
 * The schema cache is loaded once and reloaded only on a miss, so a column added by a migration after
 * it loaded looks unknown: the planner rejects it (PGRST204 for a write body, 42703 for a select or
 * filter). Such a request is worth one more try after the cache reloads; anything else is not.
 */
const STALE_SCHEMA_CODES: ReadonlySet<string> = new Set(['42703', 'PGRST204']);

/** One retry: a second miss after a fresh reload means the column really does not exist. */
export const STALE_SCHEMA_RETRIES = 1;

export function isStaleSchemaError(error: unknown): boolean {
  return error instanceof RestError && STALE_SCHEMA_CODES.has(error.code);
}

/**
 * Runs `attempt`; when it fails on a column the schema cache may not know yet, asks `reload` to reload
 * the cache and, if it did (the cache throttles reloads), runs `attempt` again, at most
 * {@link STALE_SCHEMA_RETRIES} times. Every other failure is rethrown untouched.
 */
export async function retryOnStaleSchema<T>(attempt: () => Promise<T>, reload: () => Promise<boolean>): Promise<T> {
  for (let retries = 0; ; retries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const retry = retries < STALE_SCHEMA_RETRIES && isStaleSchemaError(error) && (await reload());
      if (!retry) throw error;
    }
  }
}

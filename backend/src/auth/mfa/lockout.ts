import type { Queryable } from '../../db/database.ts';

/** Wrong codes a factor takes within the window before it locks, and how long it stays locked. */
export interface LockoutSettings {
  attempts: number;
  windowSeconds: number;
  lockSeconds: number;
}

export const DEFAULT_LOCKOUT: LockoutSettings = { attempts: 5, windowSeconds: 300, lockSeconds: 900 };

/**
 * Wrong TOTP codes counted per factor, whatever address they come from: a million-code space
 * guessed from many addresses at once still stops after `attempts` tries. While locked, even the
 * right code is refused, so a guess that lands during the lock tells the guesser nothing. The count
 * is kept in the database (auth.mfa_factor_lockouts), so neither a restart nor a second backend
 * process on the same database starts it again. Callers hold the factor's row lock (factorOf):
 * guesses sent at once are counted one after the other.
 */
export class FactorLockout {
  constructor(private readonly settings: LockoutSettings = DEFAULT_LOCKOUT) {}

  /** Seconds until the factor unlocks; 0 when it is not locked. */
  async lockedFor(db: Queryable, factorId: string): Promise<number> {
    const { rows } = await db.query<{ seconds: number }>(
      `select ceil(extract(epoch from locked_until - now()))::int as seconds
         from auth.mfa_factor_lockouts where factor_id = $1::uuid and locked_until > now()`,
      [factorId],
    );
    return rows[0] ? Math.max(1, rows[0].seconds) : 0;
  }

  /**
   * Counts a wrong code; returns the lock's seconds when this one locked the factor, else 0. A
   * window that ran out, or a lock that ended, starts the count again.
   */
  async failed(db: Queryable, factorId: string): Promise<number> {
    const { rows } = await db.query<{ failures: number }>(
      `select failures from auth.mfa_factor_lockouts
        where factor_id = $1::uuid and locked_until is null
          and window_started_at > now() - make_interval(secs => $2::int)`,
      [factorId, this.settings.windowSeconds],
    );
    const failures = (rows[0]?.failures ?? 0) + 1;
    const locks = failures >= this.settings.attempts;
    await db.query(
      `insert into auth.mfa_factor_lockouts as l (factor_id, failures, window_started_at, locked_until)
       values ($1::uuid, $2::int, now(), case when $3::boolean then now() + make_interval(secs => $4::int) end)
       on conflict (factor_id) do update
         set failures = excluded.failures, locked_until = excluded.locked_until,
             window_started_at = case when excluded.failures = 1 then excluded.window_started_at else l.window_started_at end`,
      [factorId, failures, locks, this.settings.lockSeconds],
    );
    return locks ? this.settings.lockSeconds : 0;
  }

  async succeeded(db: Queryable, factorId: string): Promise<void> {
    await db.query('delete from auth.mfa_factor_lockouts where factor_id = $1::uuid', [factorId]);
  }
}

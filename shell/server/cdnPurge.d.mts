export interface CdnPurgerOptions {
  /** CDN_PURGE_URL; empty or unset: purge() does nothing. */
  url?: string;
  fetch?: typeof fetch;
  log?: { error(...args: unknown[]): void };
  /** Keys asked for within this many ms share one request (default 5). */
  batchMs?: number;
  /** Retries of a failed request (default 2), after backoffMs, then twice that (default 100). */
  retries?: number;
  backoffMs?: number;
  /** Time box of one request (default 5000 ms). */
  timeoutMs?: number;
}
export interface CdnPurger {
  /** Resolves once the batch holding these keys is purged or given up (logged); never rejects. */
  purge(keys: string[]): Promise<void>;
}
export declare function createCdnPurger(options: CdnPurgerOptions): CdnPurger;

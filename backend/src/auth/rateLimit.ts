/**
 * Fixed-window attempt counter kept in memory (one backend process). Real GoTrue limits sign-ins per
 * IP; counting per e-mail too slows password guessing against one account from many addresses.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records one attempt for key; returns false when the key is over its limit. */
  hit(key: string): boolean {
    const now = this.now();
    if (this.windows.size > 10_000) this.prune(now);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    current.count += 1;
    return current.count <= this.limit;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

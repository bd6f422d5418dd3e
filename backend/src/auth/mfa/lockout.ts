import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

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
 * right code is refused, so a guess that lands during the lock tells the guesser nothing.
 */
export class FactorLockout {
  private readonly failures: RateLimiterMemory;

  constructor(private readonly settings: LockoutSettings = DEFAULT_LOCKOUT) {
    this.failures = new RateLimiterMemory({
      keyPrefix: 'mfa-factor',
      points: settings.attempts,
      duration: settings.windowSeconds,
      blockDuration: settings.lockSeconds,
    });
  }

  /** Seconds until the factor unlocks; 0 when it is not locked. */
  async lockedFor(factorId: string): Promise<number> {
    const state = await this.failures.get(factorId);
    if (!state || state.consumedPoints < this.settings.attempts) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  /** Counts a wrong code; returns the lock's seconds when this one locked the factor, else 0. */
  async failed(factorId: string): Promise<number> {
    try {
      const state = await this.failures.consume(factorId);
      if (state.remainingPoints > 0) return 0;
      await this.failures.block(factorId, this.settings.lockSeconds);
      return this.settings.lockSeconds;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }

  async succeeded(factorId: string): Promise<void> {
    await this.failures.delete(factorId);
  }
}

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AuthRateLimitConfig } from '../config.ts';

/** The auth requests a stranger could repeat to guess, flood or probe; each has its own counters. */
export type AuthAction = 'signup' | 'signin' | 'recover' | 'mfa' | 'otp';

/**
 * Per source (client address) and per target (e-mail) limits for sign-up, sign-in and recovery,
 * one fixed window each (rate-limiter-flexible, in this process's memory: auth runs in the
 * backend alone, and hosted GoTrue keeps its own). Per e-mail as well as per address, so guessing
 * one account's password or filling one inbox from many addresses stops too.
 */
export class AuthLimits {
  private readonly perSource: RateLimiterMemory;
  private readonly perEmail: RateLimiterMemory;

  constructor(config: AuthRateLimitConfig) {
    this.perSource = new RateLimiterMemory({
      keyPrefix: 'auth-source',
      points: config.perIp,
      duration: config.windowSeconds,
    });
    this.perEmail = new RateLimiterMemory({
      keyPrefix: 'auth-email',
      points: config.perEmail,
      duration: config.windowSeconds,
    });
  }

  /**
   * Counts one attempt; 0 when it may go on, else the seconds until the caller may try again.
   * A refusal by source does not count against the e-mail: a flood from one address must not
   * lock its target out for others.
   */
  async take(action: AuthAction, source: string, email?: string): Promise<number> {
    const bySource = await consume(this.perSource, `${action}:${source}`);
    if (bySource > 0 || !email) return bySource;
    return consume(this.perEmail, `${action}:${email}`);
  }
}

async function consume(limiter: RateLimiterMemory, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw refusal;
  }
}

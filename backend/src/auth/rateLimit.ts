import { isIP } from 'node:net';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AuthRateLimitConfig } from '../config.ts';

/** The auth requests a stranger could repeat to guess, flood or probe; each has its own counters. */
export type AuthAction = 'signup' | 'signin' | 'recover' | 'mfa' | 'otp';

/** A trailing dotted IPv4 part (`::ffff:192.0.2.1`) written as the two 16-bit groups it is. */
function dottedAsGroups(address: string): string {
  return address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) => {
    const group = (high: string, low: string) => ((Number(high) << 8) | Number(low)).toString(16);
    return `${group(a, b)}:${group(c, d)}`;
  });
}

/** An IPv6 address's eight 16-bit groups, "::" filled in. */
function ipv6Groups(address: string): number[] {
  const [head, tail] = dottedAsGroups(address).split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/**
 * What a client address is counted under: an IPv4 address alone (an IPv4-mapped IPv6 address is
 * that IPv4 address), an IPv6 address by its /64. A /64 is the least a provider gives one
 * customer, so per address a single client would have 2^64 fresh counts to rotate through.
 */
export function sourceKey(address: string): string {
  const bare = address.split('%')[0]!;
  if (isIP(bare) !== 6) return address;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  const network = groups.slice(0, 4).map((group) => group.toString(16));
  return `${network.join(':')}::/64`;
}

/**
 * Per source (client address; an IPv6 one by its /64) and per target (e-mail) limits for sign-up,
 * sign-in and recovery, one fixed window each (rate-limiter-flexible, in this process's memory:
 * auth runs in the backend alone, and hosted GoTrue keeps its own). Per e-mail as well as per
 * address, so guessing one account's password or filling one inbox from many addresses stops too.
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
    const bySource = await consume(this.perSource, `${action}:${sourceKey(source)}`);
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

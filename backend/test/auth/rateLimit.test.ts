import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthLimits } from '../../src/auth/rateLimit.ts';
import { trustedProxiesFromEnv } from '../../src/http/clientAddress.ts';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/testBackend.ts';

describe('AuthLimits', () => {
  it('allows the limit per source and per e-mail for each action, then answers the seconds to wait', async () => {
    const limits = new AuthLimits({ perIp: 3, perEmail: 2, windowSeconds: 60 });
    const victim = [
      await limits.take('signin', '203.0.113.5', 'v@example.com'),
      await limits.take('signin', '203.0.113.6', 'v@example.com'),
    ];
    expect(victim).toEqual([0, 0]);
    // A third address cannot go on guessing the same account.
    const third = await limits.take('signin', '203.0.113.7', 'v@example.com');
    expect(third).toBeGreaterThan(0);
    expect(third).toBeLessThanOrEqual(60);
    // Recovery counts apart from sign-in.
    expect(await limits.take('recover', '203.0.113.7', 'v@example.com')).toBe(0);
    // One address: 3 attempts on any e-mails, then refused, without using up the e-mails' counts.
    expect(await limits.take('signup', '198.51.100.1', 'a@example.com')).toBe(0);
    expect(await limits.take('signup', '198.51.100.1', 'b@example.com')).toBe(0);
    expect(await limits.take('signup', '198.51.100.1', 'c@example.com')).toBe(0);
    expect(await limits.take('signup', '198.51.100.1', 'd@example.com')).toBeGreaterThan(0);
    expect(await limits.take('signup', '198.51.100.2', 'd@example.com')).toBe(0);
  });
});

describe('AuthLimits by network', () => {
  it('counts an IPv6 client by its /64, an IPv4 client (mapped into IPv6 too) by its address', async () => {
    const limits = new AuthLimits({ perIp: 2, perEmail: 100, windowSeconds: 60 });
    const take = (source: string) => limits.take('signup', source);
    expect([await take('2001:db8:1:2::1'), await take('2001:DB8:1:2:ffff:ffff:ffff:fffe')]).toEqual([0, 0]);
    expect(await take('2001:0db8:0001:0002:abcd::9')).toBeGreaterThan(0);
    expect(await take('2001:db8:1:3::1')).toBe(0);

    expect([await take('203.0.113.5'), await take('::ffff:203.0.113.5')]).toEqual([0, 0]);
    expect(await take('::ffff:cb00:7105')).toBeGreaterThan(0);
    expect(await take('203.0.113.6')).toBe(0);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('skips a prefix longer than the address (a typo) with a warning instead of stopping the backend', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const list = trustedProxiesFromEnv({ TRUSTED_PROXIES: '10.0.0.0/33, 2001:db8::/129, 10.0.0.5, 10.1.0.0/x' });
      expect(warn).toHaveBeenCalledTimes(3);
      expect([list.check('10.0.0.5', 'ipv4'), list.check('10.0.0.6', 'ipv4')]).toEqual([true, false]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('sign-up limit for IPv6 clients behind a trusted proxy', () => {
  let tb: TestBackend;
  beforeAll(async () => {
    tb = await startTestBackend({
      overrides: {
        authRateLimit: { perIp: 3, perEmail: 100, windowSeconds: 60 },
        trustedProxies: trustedProxiesFromEnv({ TRUSTED_PROXIES: '127.0.0.1' }),
      },
    });
  });
  afterAll(() => tb?.stop());

  async function signUpFrom(address: string): Promise<number> {
    const response = await fetch(`${tb.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: tb.backend.anonKey, 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: uniqueEmail('v6'), password: 'correct-horse-1' }),
    });
    return response.status;
  }

  it('a client rotating through the addresses of its /64 shares one count; another /64 has its own', async () => {
    const statuses = [];
    for (let host = 1; host <= 4; host += 1) statuses.push(await signUpFrom(`2001:db8:aa:bb::${host.toString(16)}`));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await signUpFrom('2001:db8:aa:bc::1')).toBe(200);
  });
});

describe('sign-in rate limit', () => {
  let tb: TestBackend;
  beforeAll(async () => {
    tb = await startTestBackend({ overrides: { authRateLimit: { perIp: 1000, perEmail: 3, windowSeconds: 60 } } });
  });
  afterAll(() => tb?.stop());

  it('answers 429 over_request_rate_limit after too many attempts on one e-mail', async () => {
    const email = uniqueEmail();
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const { error } = await tb.client().auth.signInWithPassword({ email, password: 'wrong-password' });
      codes.push(error?.code);
    }
    expect(codes).toEqual([
      'invalid_credentials',
      'invalid_credentials',
      'invalid_credentials',
      'over_request_rate_limit',
    ]);
    // Another account from the same address is unaffected.
    const other = await tb.client().auth.signInWithPassword({ email: uniqueEmail(), password: 'wrong-password' });
    expect(other.error?.code).toBe('invalid_credentials');
  });
});

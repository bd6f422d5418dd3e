import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthLimits } from '../../src/auth/rateLimit.ts';
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

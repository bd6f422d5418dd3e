import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../../src/auth/rateLimit.ts';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/testBackend.ts';

describe('AttemptLimiter', () => {
  it('allows the limit per window, then refuses until the window passes', () => {
    let now = 0;
    const limiter = new AttemptLimiter(2, 1000, () => now);
    expect([limiter.hit('k'), limiter.hit('k'), limiter.hit('k')]).toEqual([true, true, false]);
    expect(limiter.hit('other')).toBe(true);
    now = 1000;
    expect(limiter.hit('k')).toBe(true);
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

import { describe, expect, it } from 'vitest';
import { fakePostgrest } from './fakePostgrest.ts';
import { subscribeToNewsletter } from './useNewsletterSignup.ts';

describe('subscribeToNewsletter', () => {
  it('rejects an invalid address without calling the server', async () => {
    const { client, calls } = fakePostgrest({});
    expect(await subscribeToNewsletter('not-an-email', client)).toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
    });
    expect(calls).toEqual([]);
  });

  it('stores the trimmed address and thanks a re-subscriber alike, saying nothing of the list', async () => {
    const ok = fakePostgrest({});
    expect((await subscribeToNewsletter(' ann@example.com ', ok.client)).ok).toBe(true);
    expect(ok.calls).toContainEqual(['insert', { email: 'ann@example.com' }]);
    const dup = fakePostgrest({ error: { code: '23505', message: 'duplicate key' } });
    expect(await subscribeToNewsletter('ann@example.com', dup.client)).toEqual(
      await subscribeToNewsletter('ann@example.com', ok.client),
    );
  });

  it('says to wait, in the database’s words, when the sign-up is over a request limit', async () => {
    const message = 'Too many sign-ups from your connection. Please try again later.';
    const limited = fakePostgrest({ error: { code: 'P0001', message, hint: 'rate_limited' } });
    expect(await subscribeToNewsletter('ann@example.com', limited.client)).toEqual({ ok: false, message });
  });
});

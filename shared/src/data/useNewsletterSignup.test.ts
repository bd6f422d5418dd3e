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
    expect(ok.calls).toContainEqual([
      'insert',
      { email: 'ann@example.com', morning_edition: true, breaking_alerts: false },
    ]);
    const dup = fakePostgrest({ error: { code: '23505', message: 'duplicate key' } });
    expect(await subscribeToNewsletter('ann@example.com', dup.client)).toEqual(
      await subscribeToNewsletter('ann@example.com', ok.client),
    );
  });

  it('sends the choices asked for, and asks for one when none is ticked', async () => {
    const ok = fakePostgrest({});
    const signup = { email: 'ann@example.com', morningEdition: false, breakingAlerts: true };
    expect(await subscribeToNewsletter(signup, ok.client)).toEqual({
      ok: true,
      message: 'Almost done: we have sent you an e-mail. Follow its link to confirm your subscription.',
    });
    expect(ok.calls).toContainEqual([
      'insert',
      { email: 'ann@example.com', morning_edition: false, breaking_alerts: true },
    ]);
    const none = fakePostgrest({});
    expect(await subscribeToNewsletter({ ...signup, breakingAlerts: false }, none.client)).toEqual({
      ok: false,
      message: 'Please choose at least one newsletter.',
    });
    expect(none.calls).toEqual([]);
  });

  it('says to wait, in the database’s words, when the sign-up is over a request limit', async () => {
    const message = 'Too many sign-ups from your connection. Please try again later.';
    const limited = fakePostgrest({ error: { code: 'P0001', message, hint: 'rate_limited' } });
    expect(await subscribeToNewsletter('ann@example.com', limited.client)).toEqual({ ok: false, message });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startMailCatcher, type RunningMailCatcher } from '../../src/mail/catcher/mailCatcher.ts';
import { createMailbox, type Mailbox } from '../helpers/mailbox.ts';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/testBackend.ts';

/**
 * Authentication abuse through supabase-js, with the limits a deployment gets by default (the
 * shipped figures, not the raised ones the other suites use): sign-in guessing per e-mail and per
 * IP, a sign-up flood from one IP, password-reset probing, a stolen refresh token replayed after
 * rotation, and sign-out everywhere.
 */
const DEFAULTS = loadConfig({});
const PASSWORD = 'correct-horse-1';

function withDefaultLimits(): Promise<TestBackend> {
  return startTestBackend({
    overrides: {
      authRateLimit: DEFAULTS.authRateLimit,
      refreshTokenReuseIntervalSeconds: DEFAULTS.refreshTokenReuseIntervalSeconds,
    },
  });
}

describe('shipped auth limits', () => {
  it('are 30 attempts per IP and 10 per e-mail in a 5-minute window, 10 s refresh-token reuse tolerance', () => {
    expect(DEFAULTS.authRateLimit).toEqual({ perIp: 30, perEmail: 10, windowSeconds: 300 });
    expect(DEFAULTS.refreshTokenReuseIntervalSeconds).toBe(10);
  });
});

describe('sign-in brute force (default limits)', () => {
  let tb: TestBackend;
  beforeAll(async () => {
    tb = await withDefaultLimits();
  });
  afterAll(() => tb?.stop());

  it('stops guessing one account after 10 attempts, then any account from the IP after 30', async () => {
    const victim = uniqueEmail('victim');
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const { error } = await tb.client().auth.signInWithPassword({ email: victim, password: `guess-${attempt}` });
      codes.push(error?.code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('invalid_credentials'));
    expect(codes[10]).toBe('over_request_rate_limit');

    // 11 attempts so far from this IP; 19 more on other e-mails are still answered, the 31st is not.
    const spray: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const { error } = await tb.client().auth.signInWithPassword({ email: uniqueEmail('spray'), password: 'x-guess' });
      spray.push(error?.code);
    }
    expect(spray.slice(0, 19)).toEqual(Array(19).fill('invalid_credentials'));
    expect(spray[19]).toBe('over_request_rate_limit');
    const limited = await fetch(`${tb.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: tb.backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'x' }),
    });
    expect(limited.status).toBe(429);
  });
});

describe('sign-up flood (default limits)', () => {
  let tb: TestBackend;
  beforeAll(async () => {
    tb = await withDefaultLimits();
  });
  afterAll(() => tb?.stop());

  it('creates at most 30 accounts from one IP in the window, then answers 429', async () => {
    const results = [];
    for (let attempt = 0; attempt < 35; attempt += 1) {
      const { data, error } = await tb.client().auth.signUp({ email: uniqueEmail('flood'), password: PASSWORD });
      results.push({ created: Boolean(data.user), code: error?.code, status: error?.status });
    }
    expect(results.filter((r) => r.created)).toHaveLength(30);
    expect(results.slice(30)).toEqual(Array(5).fill({ created: false, code: 'over_request_rate_limit', status: 429 }));
    const { rows } = await tb.backend.db.query<{ n: number }>(
      `select count(*)::int as n from auth.users where email like 'flood-%'`,
    );
    expect(rows[0].n).toBe(30);
  });
});

describe('account probing and stolen tokens', () => {
  let tb: TestBackend;
  beforeAll(async () => {
    tb = await startTestBackend();
  });
  afterAll(() => tb?.stop());

  async function rawRecover(email: string) {
    const response = await fetch(`${tb.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: tb.backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
    return { status: response.status, headers, body: await response.text() };
  }

  it('answers a password reset the same way whether or not the e-mail has an account', async () => {
    const { email } = await tb.signedInClient();
    const unknown = uniqueEmail('nobody');
    const [known, missing] = await Promise.all([
      tb.client().auth.resetPasswordForEmail(email),
      tb.client().auth.resetPasswordForEmail(unknown),
    ]);
    expect(known).toEqual(missing);
    expect(known.error).toBeNull();
    expect(await rawRecover(email)).toEqual(await rawRecover(unknown));
  });

  it('answers a wrong password and an unknown e-mail with the same error', async () => {
    const { email } = await tb.signedInClient();
    const wrong = await tb.client().auth.signInWithPassword({ email, password: 'not-the-password' });
    const unknown = await tb.client().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'x-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(unknown.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe(unknown.error?.message);
    expect(wrong.error?.status).toBe(unknown.error?.status);
  });

  it('ends the whole session family when a rotated refresh token is replayed', async () => {
    const { client: victim, email } = await tb.signedInClient();
    const otherDevice = tb.client();
    expect((await otherDevice.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const stolen = (await victim.auth.getSession()).data.session!.refresh_token;
    expect((await victim.auth.refreshSession()).error).toBeNull();
    expect((await victim.auth.refreshSession()).error).toBeNull();
    const victimAccess = (await victim.auth.getSession()).data.session!.access_token;

    // The thief replays the token rotated two steps ago: refused, and the family is revoked.
    const thief = tb.client();
    const replay = await thief.auth.refreshSession({ refresh_token: stolen });
    expect(replay.error?.code).toBe('refresh_token_already_used');

    const victimRefresh = await victim.auth.refreshSession();
    expect(victimRefresh.error?.code).toBe('refresh_token_not_found');
    const user = await fetch(`${tb.url}/auth/v1/user`, {
      headers: { apikey: tb.backend.anonKey, authorization: `Bearer ${victimAccess}` },
    });
    expect(user.status).toBe(403);
    expect((await user.json()).code).toBe('session_not_found');

    // Only that session: the account's other device is still signed in.
    expect((await otherDevice.auth.refreshSession()).error).toBeNull();
    expect((await otherDevice.auth.getUser()).data.user?.email).toBe(email);
  });

  /** What the auth API answers a session's tokens: its refresh, and /user with its access token. */
  async function tokensAnswer(session: { access_token: string; refresh_token: string }) {
    const refresh = await tb.client().auth.refreshSession({ refresh_token: session.refresh_token });
    const user = await fetch(`${tb.url}/auth/v1/user`, {
      headers: { apikey: tb.backend.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    return { refresh: refresh.error?.code ?? 'refreshed', user: ((await user.json()) as { code?: string }).code };
  }
  const ENDED = {
    refresh: expect.stringMatching(/refresh_token_not_found|session_not_found/),
    user: 'session_not_found',
  };

  it('a password change ends every other session of the account (GoTrue); an admin’s ends them all', async () => {
    const { client: laptop, email } = await tb.signedInClient();
    const thief = tb.client();
    await thief.auth.signInWithPassword({ email, password: PASSWORD });
    const stolen = (await thief.auth.getSession()).data.session!;

    expect((await laptop.auth.updateUser({ password: 'owners-new-1' })).error).toBeNull();

    expect(await tokensAnswer(stolen)).toEqual(ENDED);
    expect((await thief.auth.mfa.enroll({ factorType: 'totp' })).error).not.toBeNull();
    expect((await laptop.auth.getUser()).data.user?.email).toBe(email);

    const phone = tb.client();
    const { data } = await phone.auth.signInWithPassword({ email, password: 'owners-new-1' });
    const phoneSession = (await phone.auth.getSession()).data.session!;
    const byAdmin = await tb.client('service_role').auth.admin.updateUserById(data.user!.id, { password: 'reset-1' });
    expect(byAdmin.error).toBeNull();
    expect(await tokensAnswer(phoneSession)).toEqual(ENDED);
    expect((await laptop.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it('signOut({ scope: "global" }) ends every session of the account, nobody else’s', async () => {
    const { client: laptop, email } = await tb.signedInClient();
    const phone = tb.client();
    const tablet = tb.client();
    await phone.auth.signInWithPassword({ email, password: PASSWORD });
    await tablet.auth.signInWithPassword({ email, password: PASSWORD });
    const { client: stranger } = await tb.signedInClient();
    const phoneSession = (await phone.auth.getSession()).data.session!;

    expect((await laptop.auth.signOut({ scope: 'global' })).error).toBeNull();

    expect((await laptop.auth.getSession()).data.session).toBeNull();
    for (const device of [phone, tablet]) {
      expect((await device.auth.refreshSession()).error?.code).toMatch(/refresh_token_not_found|session_not_found/);
    }
    const user = await fetch(`${tb.url}/auth/v1/user`, {
      headers: { apikey: tb.backend.anonKey, authorization: `Bearer ${phoneSession.access_token}` },
    });
    expect(user.status).toBe(403);
    expect((await stranger.auth.getUser()).error).toBeNull();
  });
});

describe('sign-in codes without sign-up (shipped mail interval)', () => {
  let tb: TestBackend;
  let catcher: RunningMailCatcher;
  let mailbox: Mailbox;
  beforeAll(async () => {
    // Its own catcher: the backend keeps the shipped minute between two mails of a kind.
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    mailbox = createMailbox(catcher.inboxUrl);
    const smtp = { host: '127.0.0.1', port: catcher.smtpPort };
    tb = await startTestBackend({ overrides: { mail: { ...DEFAULTS.mail, smtp } } });
  });
  afterAll(async () => {
    await tb?.stop();
    await catcher?.close();
  });

  async function rawOtp(email: string) {
    const response = await fetch(`${tb.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { apikey: tb.backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, create_user: false }),
    });
    const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
    return { status: response.status, headers, body: await response.text() };
  }

  it('answers a known and an unknown address alike, asked again within the minute too; mails the known once', async () => {
    const known = uniqueEmail('known');
    await tb.client('service_role').auth.admin.createUser({ email: known, password: PASSWORD, email_confirm: true });
    const unknown = uniqueEmail('nobody');
    const first = [await rawOtp(known), await rawOtp(unknown)];
    expect(first[0]).toEqual(first[1]);
    expect(first[0].status).toBe(200);
    const again = [await rawOtp(known), await rawOtp(unknown)];
    expect(again[0]).toEqual(again[1]);

    await tb.backend.mailer.idle();
    expect((await mailbox.messages(known)).map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Your sign-in link/),
    ]);
    expect(await mailbox.messages(unknown)).toEqual([]);
    const { rows } = await tb.backend.db.query('select 1 from auth.users where email = $1', [unknown]);
    expect(rows).toEqual([]);
  });
});

describe('refresh-token reuse tolerance (default 10 s)', () => {
  let tb: TestBackend;
  beforeAll(async () => {
    tb = await startTestBackend({ overrides: { refreshTokenReuseIntervalSeconds: 10 } });
  });
  afterAll(() => tb?.stop());

  it('gives a token rotated seconds ago the active one back instead of revoking (two tabs racing)', async () => {
    const { client } = await tb.signedInClient();
    const first = (await client.auth.getSession()).data.session!.refresh_token;
    await client.auth.refreshSession();
    await client.auth.refreshSession();
    const active = (await client.auth.getSession()).data.session!.refresh_token;
    const racing = await tb.client().auth.refreshSession({ refresh_token: first });
    expect(racing.error).toBeNull();
    expect(racing.data.session?.refresh_token).toBe(active);
  });
});

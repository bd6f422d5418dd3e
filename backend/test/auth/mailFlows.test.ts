import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { verifyLink } from '../helpers/mailbox.ts';
import { uniqueEmail } from '../helpers/testBackend.ts';

const PASSWORD = 'correct-horse-1';
const PORTAL = 'http://localhost:3000';

/** The fragment GET /verify redirects the browser to, as supabase-js reads it. */
async function follow(link: URL): Promise<{ location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describeEachDatabase('auth e-mails through the mail catcher', (tb) => {
  async function signUp(email: string, redirectTo?: string) {
    const result = await tb()
      .client()
      .auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: redirectTo, data: { full_name: 'N' } } });
    expect(result.error).toBeNull();
    return result.data;
  }

  describe('sign-up confirmation', () => {
    it('mails one link to one recipient; no sign-in until it is followed; it signs in once, then is spent', async () => {
      const email = uniqueEmail('confirm');
      const data = await signUp(email, `${PORTAL}/`);
      expect(data.session).toBeNull();
      const refused = await tb().client().auth.signInWithPassword({ email, password: PASSWORD });
      expect(refused.error?.code).toBe('email_not_confirmed');

      const message = await tb().mailbox.waitFor(email, /^Confirm your e-mail address/);
      expect(message.to).toEqual([email.toLowerCase()]);
      expect(message.headers.cc).toBeUndefined();
      expect(message.from).toBe('"The Daily Chronicle" <no-reply@dailychronicle.example>');
      expect(message.text).toContain('Confirm my e-mail');
      const link = verifyLink(message);
      expect(link.origin).toBe(tb().url);
      expect(link.searchParams.get('type')).toBe('signup');

      const first = await follow(link);
      expect(first.location.origin + first.location.pathname).toBe(`${PORTAL}/`);
      expect(first.fragment.get('type')).toBe('signup');
      expect(first.fragment.get('token_type')).toBe('bearer');
      const session = await tb().client().auth.getUser(first.fragment.get('access_token')!);
      expect(session.data.user?.email_confirmed_at).toBeTruthy();
      expect((await tb().client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

      const replay = await follow(link);
      expect(replay.fragment.get('error_code')).toBe('otp_expired');
      expect(replay.fragment.get('access_token')).toBeNull();
    });

    it('refuses a forged, truncated or expired link, and sends a redirect elsewhere to the site', async () => {
      const email = uniqueEmail('forge');
      await signUp(email, 'https://evil.example/steal');
      const link = verifyLink(await tb().mailbox.waitFor(email, /^Confirm/));
      const forged = new URL(link);
      forged.searchParams.set('token', 'A'.repeat(43));
      expect((await follow(forged)).fragment.get('error_code')).toBe('otp_expired');
      const truncated = new URL(link);
      truncated.searchParams.set('token', link.searchParams.get('token')!.slice(0, 20));
      expect((await follow(truncated)).fragment.get('error_code')).toBe('otp_expired');
      const tricked = new URL(link);
      tricked.searchParams.set('redirect_to', 'http://localhost:3000@evil.example/');
      expect((await follow(tricked)).location.host).toBe('localhost:3000');
      expect(link.searchParams.get('redirect_to')).toBe(tb().backend.config.mail.siteUrl);

      await tb().backend.db.query(
        `update auth.users set confirmation_sent_at = now() - interval '61 minutes' where email = $1`,
        [email.toLowerCase()],
      );
      expect((await follow(link)).fragment.get('error_code')).toBe('otp_expired');
      const verify = await tb()
        .client()
        .auth.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'signup' });
      expect(verify.error?.code).toBe('otp_expired');
    });

    it('"Resend confirmation" mails a new link and the old one stops working; a confirmed address gets none', async () => {
      const email = uniqueEmail('resend');
      await signUp(email);
      const first = verifyLink(await tb().mailbox.waitFor(email, /^Confirm/));
      expect((await tb().client().auth.resend({ type: 'signup', email })).error).toBeNull();
      await tb().backend.mailer.idle();
      const messages = await tb().mailbox.messages(email);
      expect(messages).toHaveLength(2);
      const second = verifyLink(messages[0]);
      expect((await follow(first)).fragment.get('error_code')).toBe('otp_expired');
      expect((await follow(second)).fragment.get('type')).toBe('signup');
      expect((await tb().client().auth.resend({ type: 'signup', email })).error).toBeNull();
      await tb().backend.mailer.idle();
      expect(await tb().mailbox.messages(email)).toHaveLength(2);
    });

    it('answers a taken address like a new one (no session, same shape); the owner gets a mail, not the caller', async () => {
      const { email } = await tb().signedInClient(uniqueEmail('taken'));
      const fresh = await signUp(uniqueEmail('fresh'));
      const again = await signUp(email.toUpperCase());
      expect(again.session).toBeNull();
      expect(again.user?.email).toBe(email);
      expect(Object.keys(again.user!).sort()).toEqual(Object.keys(fresh.user!).sort());
      expect(again.user?.identities).toHaveLength(1);
      expect(Object.keys(again.user!.identities![0]).sort()).toEqual(Object.keys(fresh.user!.identities![0]).sort());
      const notice = await tb().mailbox.waitFor(email, /already have an account/);
      expect(notice.html).not.toContain('/auth/v1/verify');
      const { rows } = await tb().backend.db.query('select 1 from auth.users where email like $1', ['%lookalike%']);
      expect(rows).toHaveLength(0);
    });

    it('refuses header injection and over-long addresses, and mails nothing', async () => {
      for (const email of ['a@example.com\r\nBcc: victim@example.com', `${'x'.repeat(250)}@example.com`, 'a@b']) {
        const { error } = await tb().client().auth.signUp({ email, password: PASSWORD });
        expect(error?.code).toBe('validation_failed');
      }
      await tb().backend.mailer.idle();
      expect(await tb().mailbox.messages('victim@example.com')).toHaveLength(0);
    });
  });

  describe('password recovery', () => {
    it('mails a link that signs in as PASSWORD_RECOVERY; the new password works, the link works once', async () => {
      const { email } = await tb().signedInClient(uniqueEmail('recover'));
      const client = tb().client();
      expect((await client.auth.resetPasswordForEmail(email, { redirectTo: `${PORTAL}/reset-password` })).data).toEqual(
        {},
      );
      const message = await tb().mailbox.waitFor(email, /^Reset your password/);
      const link = verifyLink(message);
      const landing = await follow(link);
      expect(landing.location.pathname).toBe('/reset-password');
      expect(landing.fragment.get('type')).toBe('recovery');

      const events: string[] = [];
      client.auth.onAuthStateChange((event) => events.push(event));
      const verified = await client.auth.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'recovery' });
      expect(verified.error?.code).toBe('otp_expired'); // spent by the click above
      const again = await tb().client().auth.resetPasswordForEmail(email);
      expect(again.error).toBeNull();
      await tb().backend.mailer.idle();
      const second = verifyLink((await tb().mailbox.messages(email))[0]);
      expect(
        (await client.auth.verifyOtp({ token_hash: second.searchParams.get('token')!, type: 'recovery' })).error,
      ).toBeNull();
      expect(events).toContain('PASSWORD_RECOVERY');
      expect((await client.auth.updateUser({ password: 'brand-new-pass' })).error).toBeNull();
      expect((await tb().client().auth.signInWithPassword({ email, password: 'brand-new-pass' })).error).toBeNull();
    });

    it('signs nobody in from a link while the account is banned', async () => {
      const { userId, email } = await tb().signedInClient(uniqueEmail('banned'));
      await tb().client().auth.resetPasswordForEmail(email);
      const link = verifyLink(await tb().mailbox.waitFor(email, /^Reset your password/));
      expect(
        (await tb().client('service_role').auth.admin.updateUserById(userId, { ban_duration: '24h' })).error,
      ).toBeNull();
      const landing = await follow(link);
      expect(landing.fragment.get('error_code')).toBe('user_banned');
      expect(landing.fragment.get('access_token')).toBeNull();
    });

    it('answers an unknown address exactly as a known one, and mails nothing', async () => {
      const { email } = await tb().signedInClient(uniqueEmail('known'));
      const unknown = uniqueEmail('nobody');
      const known = await tb().client().auth.resetPasswordForEmail(email);
      const stranger = await tb().client().auth.resetPasswordForEmail(unknown);
      expect(stranger).toEqual(known);
      await tb().backend.mailer.idle();
      expect(await tb().mailbox.messages(unknown)).toHaveLength(0);
    });
  });

  describe('mail floods', () => {
    it('mails one address at most once a minute per kind, whatever the requests (same answers)', async () => {
      const { config } = tb().backend;
      config.mail.minSecondsBetweenMails = 60;
      try {
        const email = uniqueEmail('flood');
        for (let i = 0; i < 4; i += 1) await signUp(email);
        for (let i = 0; i < 4; i += 1)
          expect((await tb().client().auth.resend({ type: 'signup', email })).error).toBeNull();
        await tb().backend.mailer.idle();
        expect(await tb().mailbox.messages(email)).toHaveLength(1);

        const { email: known } = await tb().signedInClient(uniqueEmail('flood-known'));
        for (let i = 0; i < 4; i += 1) expect((await tb().client().auth.resetPasswordForEmail(known)).data).toEqual({});
        await tb().backend.mailer.idle();
        expect((await tb().mailbox.messages(known)).filter((m) => /^Reset/.test(m.subject))).toHaveLength(1);
      } finally {
        config.mail.minSecondsBetweenMails = 0;
      }
    });
  });

  describe('e-mail change', () => {
    it('takes effect once both the current and the new address follow their link', async () => {
      const { client, email } = await tb().signedInClient(uniqueEmail('old'));
      const next = uniqueEmail('new');
      const { data, error } = await client.auth.updateUser({ email: next }, { emailRedirectTo: `${PORTAL}/` });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
      expect(data.user?.new_email).toBe(next);
      const toNew = verifyLink(await tb().mailbox.waitFor(next, /change of your e-mail/));
      const toOld = verifyLink(await tb().mailbox.waitFor(email, /change of your e-mail/));
      expect((await follow(toNew)).fragment.get('message')).toMatch(/confirm link sent to the other email/);
      expect((await client.auth.getUser()).data.user?.email).toBe(email);
      const done = await follow(toOld);
      expect(done.fragment.get('type')).toBe('email_change');
      expect((await client.auth.getUser()).data.user?.email).toBe(next);
      expect((await tb().client().auth.signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull();
    });
  });
});

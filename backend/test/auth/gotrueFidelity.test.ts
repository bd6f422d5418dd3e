import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { verifyLink } from '../helpers/mailbox.ts';
import { uniqueEmail } from '../helpers/testBackend.ts';

/**
 * What supabase-js reaches beyond e-mail and password: features this product does not offer answer
 * GoTrue's own disabled errors, and the admin API answers and validates as GoTrue does.
 */
describeEachDatabase('GoTrue fidelity: disabled features and admin answers', (tb) => {
  async function raw(method: string, path: string, key: 'anon' | 'service_role', body?: unknown) {
    const apiKey = key === 'anon' ? tb().backend.anonKey : tb().backend.serviceRoleKey;
    const response = await fetch(`${tb().url}/auth/v1${path}`, {
      method,
      headers: { apikey: apiKey, Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { code?: string; msg?: string } };
  }

  it('features not offered answer their disabled error and code, not "No route"', async () => {
    const anon = tb().client().auth;
    expect((await anon.signInAnonymously()).error?.code).toBe('anonymous_provider_disabled');
    expect((await anon.signInWithIdToken({ provider: 'google', token: 'x' })).error?.message).toContain('not enabled');
    expect((await anon.signInWithSSO({ domain: 'example.com' })).error?.message).toBe('SAML 2.0 is disabled');
    expect((await anon.signInWithOtp({ phone: '+15555550100' })).error?.code).toBe('phone_provider_disabled');
    expect((await raw('POST', '/token?grant_type=web3', 'anon', {})).body.code).toBe('web3_provider_disabled');
    expect((await raw('GET', '/user/identities/authorize?provider=github', 'anon')).body.code).toBe(
      'manual_linking_disabled',
    );
    expect((await raw('GET', '/admin/oauth/clients', 'service_role')).body.code).toBe('oauth_server_disabled');
    expect((await raw('POST', '/passkeys/registration/options', 'anon', {})).body.code).toBe('passkey_disabled');
    expect((await raw('GET', '/admin/sso/providers', 'service_role')).body.code).toBe('saml_provider_disabled');
  });

  it('signInWithOtp mails a magic link and a code; each signs in once; unknown addresses only with create_user', async () => {
    const email = uniqueEmail('otp');
    const anon = tb().client().auth;
    // GoTrue answers otp_disabled here; the local backend answers as for a known address (abuse.test.ts).
    expect((await anon.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    expect((await tb().backend.db.query('select 1 from auth.users where email = $1', [email])).rows).toEqual([]);
    expect((await anon.signInWithOtp({ email })).error).toBeNull();
    const first = await tb().mailbox.waitFor(email, /^Your sign-in link/);
    const code = first.text.match(/\b(\d{6})\b/)![1]!;
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await anon.verifyOtp({ email, token: wrong, type: 'email' })).error?.code).toBe('otp_expired');
    const signedIn = await tb().client().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();
    expect((await anon.verifyOtp({ email, token: code, type: 'email' })).error?.code).toBe('otp_expired');
    // The link of the same mail was spent with its code.
    const link = verifyLink(first);
    expect(link.searchParams.get('type')).toBe('magiclink');
    const landing = await fetch(link, { redirect: 'manual' });
    expect(new URL(landing.headers.get('location')!).hash).toContain('error_code=otp_expired');
  });

  it('admin createUser keeps the metadata given; listUsers is newest first; bad e-mails and pages refused', async () => {
    const admin = tb().client('service_role').auth.admin;
    const first = await admin.createUser({ email: uniqueEmail('first'), user_metadata: { full_name: 'A' } });
    expect(first.data.user?.user_metadata).toEqual({ full_name: 'A' });
    const second = await admin.createUser({ email: uniqueEmail('second') });
    expect(second.data.user?.user_metadata).toEqual({});
    const listed = await admin.listUsers({ page: 1, perPage: 2 });
    expect(listed.data.users.map((user) => user.id)).toEqual([second.data.user!.id, first.data.user!.id]);

    const invalid = await admin.createUser({ email: 'xx:;x@x.x' });
    expect(invalid.error?.status).toBe(400);
    expect((await raw('GET', '/admin/users?page=-1', 'service_role')).status).toBe(400);
    expect((await raw('GET', '/admin/users?per_page=0', 'service_role')).status).toBe(400);
  });
});

import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createTestClient, startTestBackend, uniqueEmail, type TestBackend } from '../helpers/testBackend.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../src/keys.ts';

const PASSWORD = 'correct-horse-1';

/** Resolves when `check` passes, polling (realtime delivery is asynchronous). */
async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeEachDatabase('API keys: publishable and secret beside the legacy JWT keys (default: both)', (tb) => {
  const publishable = () => createTestClient(tb().url, tb().backend.publishableKey);
  const secret = () => createTestClient(tb().url, tb().backend.secretKey);

  it('uses the Supabase CLI’s local keys by default', () => {
    expect(tb().backend.publishableKey).toBe(LOCAL_PUBLISHABLE_KEY);
    expect(tb().backend.secretKey).toBe(LOCAL_SECRET_KEY);
  });

  it('REST: the publishable key is anon (RLS applies), the secret key is service_role', async () => {
    const written = await secret().from('audit_log').insert({ note: 'by secret key' }).select('note');
    expect(written.error).toBeNull();
    expect(written.data).toEqual([{ note: 'by secret key' }]);
    // audit_log has RLS and no policy: anon sees nothing, service_role everything.
    const hidden = await publishable().from('audit_log').select('note');
    expect(hidden.data).toEqual([]);
    expect((await publishable().rpc('whoami')).data).toBe('anon');
    expect((await secret().rpc('whoami')).data).toBe('service_role');
  });

  it('refuses an unknown sb_ key with 401 Invalid API key (REST, storage, auth)', async () => {
    const forged = createTestClient(tb().url, 'sb_publishable_not-a-real-key');
    const rest = await forged.from('articles').select('id');
    expect(rest.status).toBe(401);
    expect(rest.error?.message).toBe('Invalid API key');
    const storage = await forged.storage.listBuckets();
    expect(storage.error).not.toBeNull();
    const auth = await fetch(`${tb().url}/auth/v1/settings`, { headers: { apikey: 'sb_secret_forged' } });
    expect(auth.status).toBe(401);
  });

  it('auth: sign-up and sign-in through a publishable-key client; the session then drives REST', async () => {
    const client = publishable();
    const email = uniqueEmail('pub');
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    await tb().confirm(client, email);
    expect((await client.rpc('whoami')).data).toBe(data.user?.id);
    const users = await secret().auth.admin.listUsers();
    expect(users.error).toBeNull();
    expect(users.data.users.some((user) => user.email === email.toLowerCase())).toBe(true);
  });

  it('storage: the secret key administers buckets, the publishable key cannot', async () => {
    const created = await secret().storage.createBucket(`keys-${Date.now()}`, { public: false });
    expect(created.error).toBeNull();
    const refused = await publishable().storage.createBucket(`nope-${Date.now()}`);
    expect(refused.error).not.toBeNull();
  });

  it('realtime: a publishable-key client connects, joins and exchanges broadcasts', async () => {
    const client = publishable();
    const received: string[] = [];
    const channel = client
      .channel('keys-room', { config: { broadcast: { self: true } } })
      .on('broadcast', { event: 'note' }, (message) => received.push(String(message.payload.text)));
    const status = await new Promise<string>((resolve) => channel.subscribe((s) => s !== 'CLOSED' && resolve(s)));
    expect(status).toBe('SUBSCRIBED');
    await channel.send({ type: 'broadcast', event: 'note', payload: { text: 'hello' } });
    await eventually(() => received.includes('hello'));
    await client.removeAllChannels();
  });

  it('publishes no JWKS while tokens are HS256 (the CLI default)', async () => {
    const jwks = await fetch(`${tb().url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    expect(await jwks.json()).toEqual({ keys: [] });
  });
});

for (const algorithm of ['ES256', 'RS256'] as const) {
  describe(`asymmetric user JWTs (${algorithm}) with JWKS`, () => {
    let tb: TestBackend;
    beforeAll(async () => {
      tb = await startTestBackend({ overrides: { jwtSigningAlgorithm: algorithm } });
    });
    afterAll(async () => {
      await tb?.stop();
    });

    it('signs access tokens with a kid, publishes the public key, and getClaims() verifies locally', async () => {
      const client = createTestClient(tb.url, tb.backend.publishableKey);
      const email = uniqueEmail('asym');
      expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
      await tb.confirm(client, email);
      const session = (await client.auth.getSession()).data.session;
      const token = session?.access_token ?? '';
      const header = decodeProtectedHeader(token);
      expect(header.alg).toBe(algorithm);
      const jwks = (await (await fetch(`${tb.url}/auth/v1/.well-known/jwks.json`)).json()) as {
        keys: { kid: string; d?: string }[];
      };
      expect(jwks.keys.map((key) => key.kid)).toEqual([header.kid]);
      expect(jwks.keys[0].d).toBeUndefined();
      const claims = await client.auth.getClaims();
      expect(claims.error).toBeNull();
      expect(claims.data?.claims.sub).toBe(session?.user.id);
      expect(claims.data?.header.alg).toBe(algorithm);
    });

    it('REST, realtime and /user accept the asymmetric token; a tampered one is 401', async () => {
      const { client, userId } = await tb.signedInClient();
      expect((await client.rpc('whoami')).data).toBe(userId);
      expect((await client.auth.getUser()).data.user?.id).toBe(userId);
      const received: string[] = [];
      const channel = client
        .channel(`asym-${algorithm}`, { config: { broadcast: { self: true } } })
        .on('broadcast', { event: 'note' }, (message) => received.push(String(message.payload.text)));
      const status = await new Promise<string>((resolve) => channel.subscribe((s) => s !== 'CLOSED' && resolve(s)));
      expect(status).toBe('SUBSCRIBED');
      await channel.send({ type: 'broadcast', event: 'note', payload: { text: 'signed' } });
      await eventually(() => received.includes('signed'));
      await client.removeAllChannels();
      const session = (await client.auth.getSession()).data.session;
      const forged = `${session?.access_token.slice(0, -4)}AAAA`;
      const refused = await fetch(`${tb.url}/rest/v1/articles`, {
        headers: { apikey: tb.backend.anonKey, authorization: `Bearer ${forged}` },
      });
      expect(refused.status).toBe(401);
    });
  });
}

describe('API_KEYS=new: the legacy anon/service_role keys are refused', () => {
  let tb: TestBackend;
  beforeAll(async () => {
    tb = await startTestBackend({ overrides: { apiKeys: 'new' } });
  });
  afterAll(async () => {
    await tb?.stop();
  });

  it('answers 401 to the legacy key and serves the publishable one', async () => {
    const legacy = await tb.client().from('articles').select('id');
    expect(legacy.status).toBe(401);
    expect(legacy.error?.message).toBe('Legacy API keys are disabled');
    const fresh = await createTestClient(tb.url, tb.backend.publishableKey).from('articles').select('id');
    expect(fresh.error).toBeNull();
  });
});

describe('API_KEYS=legacy: the sb_ keys are refused', () => {
  let tb: TestBackend;
  beforeAll(async () => {
    tb = await startTestBackend({ overrides: { apiKeys: 'legacy' } });
  });
  afterAll(async () => {
    await tb?.stop();
  });

  it('answers 401 to a publishable key and serves the legacy anon key', async () => {
    const fresh = await createTestClient(tb.url, tb.backend.publishableKey).from('articles').select('id');
    expect(fresh.status).toBe(401);
    expect((await tb.client().from('articles').select('id')).error).toBeNull();
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { createTestClient } from '../helpers/testBackend.ts';
import { startFixtureBackend, type FixtureBackend } from '../storage/fixtureBackend.ts';

const MIGRATION = `
create table public.messages (id serial primary key, body text not null);
alter table public.messages enable row level security;
grant select, insert on public.messages to anon, authenticated, service_role;
grant usage on sequence public.messages_id_seq to anon, authenticated, service_role;
`;

// Written exactly as for Supabase Edge Functions: Deno.serve + Deno.env, npm package by bare name.
const FUNCTIONS: Record<string, string> = {
  echo: `
import { greeting } from '../_shared/greeting.ts';
Deno.serve(async (req: Request) => {
  const url = new URL(req.url);
  return new Response(JSON.stringify({
    method: req.method,
    path: url.pathname,
    search: url.search,
    custom: req.headers.get('x-custom'),
    body: req.method === 'GET' ? null : await req.text(),
    supabaseUrl: Deno.env.get('SUPABASE_URL'),
    hasServiceKey: Boolean(Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')),
    greeting: greeting(),
  }), { headers: { 'Content-Type': 'application/json', 'X-From-Function': 'yes' } });
});
`,
  store: `
import { createClient } from '@supabase/supabase-js';
Deno.serve(async (req: Request) => {
  const { body } = await req.json();
  const admin = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!);
  const { data, error } = await admin.from('messages').insert({ body }).select('id, body').single();
  if (error) return new Response(JSON.stringify({ error: error.message }), { status: 500 });
  return Response.json(data, { status: 201 });
});
`,
  public: `Deno.serve(() => new Response('open to all', { headers: { 'Content-Type': 'text/plain' } }));`,
  teapot: `Deno.serve(() => Response.json({ error: 'short and stout' }, { status: 418 }));`,
  keys: `Deno.serve((req: Request) => Response.json({
    authorization: req.headers.get('authorization'),
    publishable: JSON.parse(Deno.env.get('SUPABASE_PUBLISHABLE_KEYS') ?? '{}').default ?? null,
    secret: JSON.parse(Deno.env.get('SUPABASE_SECRET_KEYS') ?? '{}').default ?? null,
    jwks: JSON.parse(Deno.env.get('SUPABASE_JWKS') ?? 'null'),
  }));`,
  crash: `Deno.serve(() => { throw new Error('boom'); });`,
  slow: `Deno.serve(() => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('late')), 8000)));`,
  noserve: `export const nothing = 1;`,
  // Node would find supabase-js in node_modules; `supabase functions deploy` would not without a map.
  unmapped: `import { createClient } from '@supabase/supabase-js';
Deno.serve(() => new Response(typeof createClient));`,
};

const here = path.dirname(fileURLToPath(import.meta.url));

for (const database of databaseKinds()) {
  describe(`functions [${database}]`, () => {
    let backend: FixtureBackend;
    let client: SupabaseClient;

    beforeAll(async () => {
      process.env.FUNCTIONS_TIMEOUT_MS = '4000';
      backend = await startFixtureBackend({
        database,
        migration: MIGRATION,
        functions: FUNCTIONS,
        configToml: '[functions.public]\nverify_jwt = false\n',
        importMaps: { unmapped: null },
        // Inside the repository, so the functions resolve @supabase/supabase-js from node_modules.
        parentDir: here,
      });
      const { writeFile, mkdir } = await import('node:fs/promises');
      await mkdir(path.join(backend.supabaseDir, 'functions', '_shared'), { recursive: true });
      await writeFile(
        path.join(backend.supabaseDir, 'functions', '_shared', 'greeting.ts'),
        `export const greeting = () => 'hello from _shared';`,
      );
      client = backend.client(await backend.userToken('33333333-3333-4333-8333-333333333333'));
    }, 180_000);

    afterAll(async () => {
      delete process.env.FUNCTIONS_TIMEOUT_MS;
      await backend?.dispose();
    });

    describe('edge functions', () => {
      it('passes method, path, query, headers and body, and returns the Response as is', async () => {
        const { data, error, response } = await client.functions.invoke('echo/sub/path?x=1', {
          body: { hello: 'world' },
          headers: { 'x-custom': 'custom value' },
        });
        expect(error).toBeNull();
        expect(response?.headers.get('x-from-function')).toBe('yes');
        expect(data).toEqual({
          method: 'POST',
          path: '/echo/sub/path',
          search: '?x=1',
          custom: 'custom value',
          body: '{"hello":"world"}',
          supabaseUrl: backend.url,
          hasServiceKey: true,
          greeting: 'hello from _shared',
        });
        const get = await client.functions.invoke('echo', { method: 'GET' });
        expect(get.data).toMatchObject({ method: 'GET', body: null });
      });

      it('lets a function use supabase-js with the service role key from Deno.env', async () => {
        const { data, error } = await client.functions.invoke('store', { body: { body: 'via function' } });
        expect(error).toBeNull();
        expect(data).toMatchObject({ body: 'via function' });
        const { rows } = await backend.db.query('select body from public.messages');
        expect(rows).toEqual([{ body: 'via function' }]);
      });

      it('requires a valid JWT unless config.toml sets verify_jwt = false', async () => {
        const endpoint = `${backend.url}/functions/v1/echo`;
        const missing = await fetch(endpoint, { method: 'POST' });
        expect([missing.status, await missing.json()]).toEqual([401, { msg: 'Missing authorization header' }]);
        const forged = await backend.userToken('x', { secret: 'another-secret-that-is-long-enough-000' });
        const bad = await fetch(endpoint, { method: 'POST', headers: { Authorization: `Bearer ${forged}` } });
        expect([bad.status, await bad.json()]).toEqual([401, { msg: 'Invalid JWT' }]);
        const expired = await backend.userToken('x', { expiresIn: -3600 });
        const late = await fetch(endpoint, { method: 'POST', headers: { Authorization: `Bearer ${expired}` } });
        expect(late.status).toBe(401);
        const open = await fetch(`${backend.url}/functions/v1/public`);
        expect([open.status, await open.text()]).toEqual([200, 'open to all']);
      });

      it('takes the new API keys as the CLI gateway does: a publishable key stands in for the anon JWT', async () => {
        const signedOut = createTestClient(backend.url, backend.publishableKey);
        const { data, error } = await signedOut.functions.invoke('keys');
        expect(error).toBeNull();
        expect(data).toEqual({
          authorization: `Bearer ${backend.anonKey}`,
          publishable: backend.publishableKey,
          secret: backend.secretKey,
          jwks: { keys: [] },
        });
        const admin = await createTestClient(backend.url, backend.secretKey).functions.invoke('keys');
        expect(admin.data.authorization).toBe(`Bearer ${backend.serviceRoleKey}`);
        const forged = await createTestClient(backend.url, 'sb_publishable_forged').functions.invoke('keys');
        expect(forged.error).toBeInstanceOf(FunctionsHttpError);
        expect((forged.error as FunctionsHttpError).context.status).toBe(401);
      });

      it('hands non-2xx responses to the app as FunctionsHttpError with the body readable', async () => {
        const { data, error } = await client.functions.invoke('teapot');
        expect(data).toBeNull();
        expect(error).toBeInstanceOf(FunctionsHttpError);
        const context = (error as FunctionsHttpError).context as Response;
        expect([context.status, await context.json()]).toEqual([418, { error: 'short and stout' }]);
      });

      it('answers a throwing handler with 500, a hung one with 504, and keeps serving', async () => {
        const crash = await fetch(`${backend.url}/functions/v1/crash`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${backend.anonKey}` },
        });
        expect(crash.status).toBe(500);
        expect(await crash.json()).toMatchObject({ code: 'WORKER_ERROR' });
        const slow = await fetch(`${backend.url}/functions/v1/slow`, {
          headers: { Authorization: `Bearer ${backend.anonKey}` },
        });
        expect(slow.status).toBe(504);
        const noServe = await fetch(`${backend.url}/functions/v1/noserve`, {
          headers: { Authorization: `Bearer ${backend.anonKey}` },
        });
        expect(noServe.status).toBe(503);
        expect((await client.functions.invoke('echo')).error).toBeNull();
      });

      it('refuses to boot a function whose deno.json does not map a bare import, as deploy would', async () => {
        const response = await fetch(`${backend.url}/functions/v1/unmapped`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${backend.anonKey}` },
        });
        expect([response.status, await response.json()]).toEqual([
          503,
          { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
        ]);
      });

      it('answers unknown or malformed names with 404 and CORS preflights', async () => {
        for (const name of ['missing', '..%2F..%2Fetc', 'a.b']) {
          const response = await fetch(`${backend.url}/functions/v1/${name}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${backend.anonKey}` },
          });
          expect(response.status, name).toBe(404);
        }
        const preflight = await fetch(`${backend.url}/functions/v1/echo`, {
          method: 'OPTIONS',
          headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
        });
        expect(preflight.status).toBeLessThan(300);
        expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      });
    });
  });
}

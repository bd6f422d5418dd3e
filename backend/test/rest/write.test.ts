import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createTestClient } from '../helpers/testBackend.ts';

describeEachDatabase('REST writes, rpc and security /rest/v1', (tb) => {
  let author: Awaited<ReturnType<ReturnType<typeof tb>['signedInClient']>>;
  let other: Awaited<ReturnType<ReturnType<typeof tb>['signedInClient']>>;
  beforeAll(async () => {
    author = await tb().signedInClient();
    other = await tb().signedInClient();
  });

  const service = () => tb().client('service_role');
  const countArticles = async () =>
    (await service().from('articles').select('*', { count: 'exact', head: true })).count ?? -1;

  describe('insert', () => {
    it('inserts one object: 201, minimal by default, representation with select()', async () => {
      const minimal = await author.client.from('articles').insert({ slug: 'w-1', title: 'One', published: true });
      expect(minimal.status).toBe(201);
      expect(minimal.data).toBeNull();
      const full = await author.client
        .from('articles')
        .insert({ slug: 'w-2', title: 'Two' })
        .select('slug, author_id')
        .single();
      expect(full.status).toBe(201);
      expect(full.data).toEqual({ slug: 'w-2', author_id: author.userId });
    });

    it('inserts arrays with ?columns and returns every row', async () => {
      const { data, error, status } = await author.client
        .from('articles')
        .insert([
          { slug: 'w-3', title: 'Three', views: 3 },
          { slug: 'w-4', title: 'Four', views: 4 },
        ])
        .select('slug, views');
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toEqual([
        { slug: 'w-3', views: 3 },
        { slug: 'w-4', views: 4 },
      ]);
    });

    it('lets RLS refuse a row for someone else: 403 for a user, 401 for anon; nothing written', async () => {
      const before = await countArticles();
      const forged = await author.client.from('articles').insert({ slug: 'w-x', title: 'X', author_id: other.userId });
      expect(forged.status).toBe(403);
      expect(forged.error?.code).toBe('42501');
      const anon = await tb().client().from('articles').insert({ slug: 'w-y', title: 'Y' });
      expect(anon.status).toBe(401);
      expect(await countArticles()).toBe(before);
    });

    it('maps constraint errors: duplicate 409 23505, missing required 400 23502', async () => {
      const duplicate = await author.client.from('articles').insert({ slug: 'w-1', title: 'Again' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.error?.code).toBe('23505');
      // PostgreSQL hides key values from roles subject to RLS; service_role (BYPASSRLS) sees them.
      expect(duplicate.error?.details).toBeNull();
      const asService = await service().from('articles').insert({ slug: 'w-1', title: 'Again' });
      expect(asService.error?.details).toBe('Key (slug)=(w-1) already exists.');
      const missing = await author.client.from('articles').insert({ slug: 'w-5' });
      expect(missing.status).toBe(400);
      expect(missing.error?.code).toBe('23502');
    });

    it('refuses unknown body keys with 400 PGRST204 and invalid JSON with 400 PGRST102', async () => {
      const unknown = await author.client.from('articles').insert({ slug: 'w-6', title: 'T', nope: 1 });
      expect(unknown.status).toBe(400);
      expect(unknown.error?.code).toBe('PGRST204');
      const response = await fetch(`${tb().url}/rest/v1/articles`, {
        method: 'POST',
        headers: { apikey: tb().backend.serviceRoleKey, 'content-type': 'application/json' },
        body: '{"slug": ',
      });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('PGRST102');
    });

    it('single() on a multi-row insert answers 406 and rolls the insert back', async () => {
      const before = await countArticles();
      const { status, error } = await author.client
        .from('articles')
        .insert([
          { slug: 'w-7', title: 'Seven' },
          { slug: 'w-8', title: 'Eight' },
        ])
        .select()
        .single();
      expect(status).toBe(406);
      expect(error?.code).toBe('PGRST116');
      expect(await countArticles()).toBe(before);
    });
  });

  describe('upsert', () => {
    it('merges duplicates on a conflict column, or ignores them', async () => {
      const merged = await author.client
        .from('articles')
        .upsert({ slug: 'w-1', title: 'One, revised', author_id: author.userId }, { onConflict: 'slug' })
        .select('slug, title');
      expect(merged.error).toBeNull();
      expect(merged.data).toEqual([{ slug: 'w-1', title: 'One, revised' }]);
      const ignored = await author.client
        .from('articles')
        .upsert(
          { slug: 'w-1', title: 'Ignored', author_id: author.userId },
          { onConflict: 'slug', ignoreDuplicates: true },
        )
        .select('slug');
      expect(ignored.data).toEqual([]);
      const row = await service().from('articles').select('title').eq('slug', 'w-1').single();
      expect(row.data).toEqual({ title: 'One, revised' });
    });
  });

  describe('update and delete', () => {
    it('updates the author’s own rows (204 minimal, 200 with select) and none of anyone else’s', async () => {
      const minimal = await author.client.from('articles').update({ views: 100 }).eq('slug', 'w-3');
      expect(minimal.status).toBe(204);
      const returned = await author.client
        .from('articles')
        .update({ title: 'Three!' })
        .eq('slug', 'w-3')
        .select('title, views');
      expect(returned.status).toBe(200);
      expect(returned.data).toEqual([{ title: 'Three!', views: 100 }]);
      const foreign = await other.client.from('articles').update({ title: 'Hijack' }).eq('slug', 'w-3').select();
      expect(foreign.data).toEqual([]);
      expect((await service().from('articles').select('title').eq('slug', 'w-3').single()).data).toEqual({
        title: 'Three!',
      });
    });

    it('deletes with filters and refuses update/delete without any filter', async () => {
      const removed = await author.client.from('articles').delete().eq('slug', 'w-4').select('slug');
      expect(removed.status).toBe(200);
      expect(removed.data).toEqual([{ slug: 'w-4' }]);
      const unfiltered = await author.client.from('articles').delete();
      expect(unfiltered.status).toBe(400);
      expect(unfiltered.error?.code).toBe('21000');
      const unfilteredUpdate = await author.client.from('articles').update({ views: 0 });
      expect(unfilteredUpdate.error?.code).toBe('21000');
      expect((await service().from('articles').select('slug').eq('slug', 'w-3')).data).toHaveLength(1);
    });
  });

  describe('rpc', () => {
    it('calls scalar, setof, json and void functions with named args (POST and GET)', async () => {
      expect((await tb().client().rpc('add_numbers', { a: 2, b: 40 })).data).toBe(42);
      expect((await tb().client().rpc('add_numbers', { a: 2, b: 3 }, { get: true })).data).toBe(5);
      expect(
        (
          await tb()
            .client()
            .rpc('tag_count', { tags: ['a', 'b', 'c'] })
        ).data,
      ).toBe(3);
      expect(
        (
          await tb()
            .client()
            .rpc('echo_payload', { payload: { nested: [1, 'two'] } })
        ).data,
      ).toEqual({ nested: [1, 'two'] });
      const voided = await tb().client().rpc('touch_nothing');
      expect(voided.status).toBe(204);
      const rows = await author.client.rpc('articles_in_category', { cat: null as unknown as string }).select('slug');
      expect(rows.error).toBeNull();
      expect(rows.data).toEqual([]);
    });

    it('applies filters and order to setof results, under RLS', async () => {
      await service()
        .from('articles')
        .insert([
          { slug: 'r-1', title: 'R1', category: 'rpc', published: true, views: 1 },
          { slug: 'r-2', title: 'R2', category: 'rpc', published: true, views: 2 },
          { slug: 'r-3', title: 'R3', category: 'rpc', published: false, views: 3 },
        ]);
      const { data } = await tb()
        .client()
        .rpc('articles_in_category', { cat: 'rpc' })
        .select('slug')
        .order('views', { ascending: false });
      expect(data).toEqual([{ slug: 'r-2' }, { slug: 'r-1' }]);
    });

    it('runs GET rpc read-only: a writing function answers 405 25006 and writes nothing', async () => {
      const viaGet = await service().rpc('log_note', { note: 'via get' }, { get: true });
      expect(viaGet.status).toBe(405);
      expect(viaGet.error?.code).toBe('25006');
      expect((await service().from('audit_log').select('note').eq('note', 'via get')).data).toEqual([]);
      const viaPost = await service().rpc('log_note', { note: 'via post' });
      expect(viaPost.error).toBeNull();
      expect(typeof viaPost.data).toBe('number');
    });

    it('sees the caller through auth.uid()', async () => {
      expect((await author.client.rpc('whoami')).data).toBe(author.userId);
      expect((await tb().client().rpc('whoami')).data).toBe('anon');
    });

    it('reports unknown functions (404 PGRST202) and RAISE (400 P0001 with hint)', async () => {
      const unknown = await tb().client().rpc('no_such_fn', { a: 1 });
      expect(unknown.status).toBe(404);
      expect(unknown.error?.code).toBe('PGRST202');
      const wrongArgs = await tb().client().rpc('add_numbers', { x: 1 });
      expect(wrongArgs.error?.code).toBe('PGRST202');
      const raised = await tb().client().rpc('fail_loudly');
      expect(raised.status).toBe(400);
      expect(raised.error).toMatchObject({ code: 'P0001', message: 'Something went wrong', hint: 'Try again' });
    });
  });

  describe('hostile input', () => {
    it('binds injection attempts in values: nothing executes, nothing is written', async () => {
      const before = await countArticles();
      const attempts = ["x'; delete from articles; --", "' or 1=1 --", '1); drop table articles; --'];
      for (const value of attempts) {
        const { data, error } = await tb().client().from('articles').select('slug').eq('title', value);
        expect(error).toBeNull();
        expect(data).toEqual([]);
        const inList = await tb().client().from('articles').select('slug').in('slug', [value, 'w-1']);
        expect(inList.error).toBeNull();
        const stored = await author.client
          .from('articles')
          .insert({ slug: `inj-${before}-${value.length}`, title: value })
          .select('title')
          .single();
        expect(stored.data).toEqual({ title: value });
      }
      expect(await countArticles()).toBe(before + attempts.length);
    });

    it('refuses injection attempts in identifiers: table, column, order, select, cast', async () => {
      const before = await countArticles();
      const key = tb().backend.serviceRoleKey;
      const urls = [
        `articles;drop table audit_log`,
        `articles?select=slug,title);delete from articles;--`,
        `articles?order=slug;delete from articles`,
        `articles?select=slug::text);delete from articles;--`,
        `articles?${encodeURIComponent('slug"; delete from articles; --')}=eq.1`,
        `articles?or=(${encodeURIComponent('slug);delete from articles;--')}.eq.1)`,
      ];
      for (const path of urls) {
        const response = await fetch(`${tb().url}/rest/v1/${path}`, {
          headers: { apikey: key, authorization: `Bearer ${key}` },
        });
        expect(response.status, path).toBeGreaterThanOrEqual(400);
        expect(response.status, path).toBeLessThan(500);
      }
      expect(await countArticles()).toBe(before);
      expect((await service().from('audit_log').select('*')).error).toBeNull();
    });

    it('rejects tampered tokens with 401 PGRST301 and expired ones with 401 PGRST303', async () => {
      const token = (await author.client.auth.getSession()).data.session!.access_token;
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const escalated = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url')}.${signature}`;
      const tampered = await createTestClient(tb().url, tb().backend.anonKey)
        .from('audit_log')
        .select('*')
        .setHeader('Authorization', `Bearer ${escalated}`);
      expect(tampered.status).toBe(401);
      expect(tampered.error?.code).toBe('PGRST301');

      const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 120 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(tb().backend.jwtSecret));
      const response = await fetch(`${tb().url}/rest/v1/articles`, {
        headers: { apikey: tb().backend.anonKey, authorization: `Bearer ${expired}` },
      });
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe('PGRST303');
    });

    it('keeps a table without policies closed to anon and users, open to service_role', async () => {
      const denied = await author.client.from('audit_log').insert({ note: 'nope' });
      expect(denied.status).toBe(403);
      expect((await author.client.from('audit_log').select('*')).data).toEqual([]);
      expect((await service().from('audit_log').insert({ note: 'ok' }).select('note')).data).toEqual([{ note: 'ok' }]);
    });

    it('answers CORS preflight with the headers supabase-js needs', async () => {
      const response = await fetch(`${tb().url}/rest/v1/articles`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,apikey,content-profile,prefer,x-client-info',
        },
      });
      expect(response.status).toBeLessThan(300);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const allowed = response.headers.get('access-control-allow-headers') ?? '';
      for (const header of ['apikey', 'prefer', 'range', 'x-supabase-api-version', 'x-upsert'])
        expect(allowed).toContain(header);
      const get = await fetch(`${tb().url}/rest/v1/articles?select=slug`, {
        headers: { origin: 'http://localhost:3000', apikey: tb().backend.anonKey },
      });
      expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range');
    });

    it('answers unknown routes with JSON 404', async () => {
      const response = await fetch(`${tb().url}/nowhere`);
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('not_found');
    });
  });
});

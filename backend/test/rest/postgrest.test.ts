import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { POSTGREST_FIXTURE } from '../helpers/postgrestFixture.ts';

type Limited = PromiseLike<{ status: number; error: { code: string } | null }>;
/** `.maxAffected(n)`: typed only for clients generated against PostgREST 13; the wire is the same. */
const maxAffected = (builder: unknown, rows: number): Limited =>
  (builder as { maxAffected(rows: number): Limited }).maxAffected(rows);

describeEachDatabase(
  'PostgREST rpc, preferences and media types /rest/v1',
  (tb) => {
    const db = () => tb().client('service_role');
    const raw = (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('apikey', tb().backend.serviceRoleKey);
      headers.set('authorization', `Bearer ${tb().backend.serviceRoleKey}`);
      return fetch(`${tb().url}/rest/v1${path}`, { ...init, headers });
    };

    beforeAll(async () => {
      const ok = async (result: PromiseLike<{ error: unknown }>) => expect((await result).error).toBeNull();
      await ok(
        db()
          .from('authors')
          .insert([
            { id: 1, name: 'Ada' },
            { id: 2, name: 'Ben' },
          ]),
      );
      await ok(
        db()
          .from('desks')
          .insert([
            { id: 1, name: 'Politics' },
            { id: 2, name: 'Sport' },
          ]),
      );
      await ok(
        db()
          .from('stories')
          .insert([
            // No explicit ids: the identity sequence hands out 1, 2, 3 (missing=default relies on it below).
            { title: 'Budget vote', author_id: 1, desk_id: 1, words: 900 },
            { title: 'Cup final', author_id: 2, desk_id: 2, words: 400 },
            { title: 'Rain, again', author_id: 1, desk_id: 1, words: 50 },
          ]),
      );
      await ok(
        db()
          .schema('archive')
          .from('stories')
          .insert([{ id: 10, title: 'Old news' }]),
      );
      await ok(
        db()
          .from('tags')
          .insert([{ id: 1, label: 'economy' }]),
      );
      await ok(
        db()
          .from('story_tags')
          .insert([{ story_id: 1, tag_id: 1 }]),
      );
    });

    it('upserts a key-only payload as an update (200, row returned) and a new row as an insert (201)', async () => {
      // A junction row is all key: it used to become DO NOTHING and come back empty.
      const keyOnly = await db().from('story_tags').upsert({ story_id: 1, tag_id: 1 }).select();
      expect(keyOnly.error).toBeNull();
      expect(keyOnly.status).toBe(200);
      expect(keyOnly.data).toEqual([{ story_id: 1, tag_id: 1 }]);
      const same = await db().from('desks').upsert({ id: 1, name: 'Politics' }).select();
      expect(same.status).toBe(200);
      expect(same.data).toEqual([{ id: 1, name: 'Politics' }]);
      const fresh = await db().from('desks').upsert({ id: 3, name: 'Culture' }).select();
      expect(fresh.status).toBe(201);
      const mixed = await db()
        .from('desks')
        .upsert([
          { id: 3, name: 'Arts' },
          { id: 4, name: 'Science' },
        ])
        .select('name');
      expect(mixed.status).toBe(201);
      expect(mixed.data).toEqual([{ name: 'Arts' }, { name: 'Science' }]);
      const ignored = await db().from('desks').upsert({ id: 4, name: 'Nope' }, { ignoreDuplicates: true }).select();
      expect(ignored.data).toEqual([]);
    });

    it('missing=default fills absent keys with column defaults (identity included) on bulk insert', async () => {
      const { data, error } = await db()
        .from('stories')
        .insert(
          [
            { id: 100, title: 'With id', author_id: 2 },
            { title: 'Without id', author_id: 2, status: 'published' },
          ],
          { defaultToNull: false },
        )
        .select('title, words, status');
      expect(error).toBeNull();
      expect(data).toEqual([
        { title: 'With id', words: 0, status: 'draft' },
        { title: 'Without id', words: 0, status: 'published' },
      ]);
      const nulls = await db()
        .from('stories')
        .insert([
          { title: 'x', author_id: 2 },
          { id: 101, title: 'y', author_id: 2, words: 5 },
        ]);
      expect(nulls.error?.code).toBe('23502');
    });

    it('max-affected with handling=strict rolls back and answers 400 PGRST124', async () => {
      const tooMany = await maxAffected(db().from('stories').update({ words: 1 }).gt('id', 0), 1);
      expect(tooMany.status).toBe(400);
      expect(tooMany.error?.code).toBe('PGRST124');
      expect((await db().from('stories').select('words').eq('id', 1).single()).data).toEqual({ words: 900 });
      const fine = await maxAffected(db().from('stories').update({ words: 901 }).eq('id', 1), 1);
      expect(fine.error).toBeNull();
      const strictBad = await raw('/stories?id=eq.1', {
        method: 'DELETE',
        headers: { prefer: 'handling=strict, bogus=1' },
      });
      expect(strictBad.status).toBe(400);
      expect((await strictBad.json()).code).toBe('PGRST122');
      const scalar = await maxAffected(db().rpc('describe', { story_id: 1 }), 1);
      expect(scalar.error?.code).toBe('PGRST128');
      const rpcTooMany = await maxAffected(db().rpc('archive_all', { before_words: 10_000 }), 1);
      expect(rpcTooMany.error?.code).toBe('PGRST124');
      expect((await db().from('stories').select('status').eq('id', 1).single()).data).toEqual({ status: 'draft' });
    });

    it('counts exactly, by the planner (planned/estimated), and counts rpc results', async () => {
      const exact = await db().from('stories').select('id', { count: 'exact', head: true });
      expect(exact.count).toBeGreaterThanOrEqual(3);
      const planned = await db().from('stories').select('id', { count: 'planned' }).limit(1);
      expect(planned.error).toBeNull();
      expect(typeof planned.count).toBe('number');
      const estimated = await db().from('stories').select('id', { count: 'estimated' }).limit(1);
      expect(estimated.count).toBe(exact.count);
      const rpcRows = await db().rpc('stories_by', { author: 1 }, { count: 'exact' });
      expect(rpcRows.count).toBe(2);
      const rpcScalar = await db().rpc('describe', { story_id: 1 }, { count: 'exact' });
      expect(rpcScalar.count).toBe(1);
    });

    it('resolves overloads by argument names; ambiguous calls answer 300 PGRST203', async () => {
      expect((await db().rpc('describe', { story_id: 7 })).data).toBe('story 7');
      expect((await db().rpc('describe', { tag_label: 'x' })).data).toBe('tag x');
      const ambiguous = await db().rpc('pick', { n: 1 });
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error?.code).toBe('PGRST203');
      expect(ambiguous.error?.message).toBe(
        'Could not choose the best candidate function between: public.pick(n => integer), public.pick(n => text)',
      );
      const missing = await db().rpc('describe', { nope: 1 });
      expect(missing.status).toBe(404);
      expect(missing.error?.code).toBe('PGRST202');
      expect(missing.error?.message).toBe('Could not find the function public.describe(nope) in the schema cache');
      const typo = await db().rpc('describ', { story_id: 1 });
      expect(typo.error?.hint).toBe('Perhaps you meant to call the function public.describe');
    });

    it('passes a whole table row as an argument, and a text/plain body to an unnamed text parameter', async () => {
      const row = await db().rpc('headline', { story: { id: 9, title: 'Cup final', words: 400, author_id: 2 } });
      expect(row.error).toBeNull();
      expect(row.data).toBe('CUP FINAL (400 words)');
      const shout = await raw('/rpc/shout', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hello',
      });
      expect(await shout.json()).toBe('HELLO');
    });

    it('embeds from the rows a function returns, and lets GET rpc arguments and filters mix', async () => {
      const { data } = await db()
        .rpc('stories_by', { author: 1 }, { get: true })
        .select('title, desks(name)')
        .gt('words', 100);
      expect(data).toEqual([{ title: 'Budget vote', desks: { name: 'Politics' } }]);
    });

    it('returns CSV, stripped nulls, and an EXPLAIN plan when asked', async () => {
      const csv = await db().from('desks').select('id, name').in('id', [1, 2]).order('id').csv();
      expect(csv.data).toBe('id,name\n1,Politics\n2,Sport');
      const stripped = await raw('/stories?select=title,editor_id&id=eq.2', {
        headers: { accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
      });
      expect(await stripped.json()).toEqual([{ title: 'Cup final' }]);
      const plan = await db().from('desks').select('*').explain({ format: 'json' });
      expect(plan.error).toBeNull();
      expect((plan.data as unknown as { Plan: unknown }[])[0].Plan).toBeTypeOf('object');
      const text = await db().from('desks').select('*').explain();
      expect(String(text.data)).toMatch(/Aggregate/);
      const geo = await raw('/desks', { headers: { accept: 'application/geo+json' } });
      expect(geo.status).toBe(406);
      expect((await geo.json()).code).toBe('PGRST107');
    });

    it('serves the extra exposed schema through Accept-Profile / Content-Profile, and refuses others', async () => {
      const archived = await db().schema('archive').from('stories').select('title');
      expect(archived.data).toEqual([{ title: 'Old news' }]);
      const counted = await db().schema('archive').rpc('count_stories');
      expect(counted.data).toBe(1);
      const refused = await db().schema('auth').from('users').select('*');
      expect(refused.status).toBe(406);
      expect(refused.error?.code).toBe('PGRST106');
      expect(refused.error?.hint).toBe('Only the following schemas are exposed: public, archive');
    });

    it('limits a PATCH to the first rows in order, and answers PGRST127 to a bulk rpc body', async () => {
      const limited = await raw('/authors?id=gt.0&order=id.desc&limit=1', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', prefer: 'return=representation' },
        body: JSON.stringify({ name: 'Last' }),
      });
      expect(await limited.json()).toEqual([{ id: 2, name: 'Last', mentor_id: null }]);
      const bulk = await raw('/rpc/describe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ story_id: 1 }]),
      });
      expect(bulk.status).toBe(400);
      expect((await bulk.json()).code).toBe('PGRST127');
    });

    it('suggests the closest table for an unknown one (PGRST205)', async () => {
      const { error, status } = await db().from('storiez').select('*');
      expect(status).toBe(404);
      expect(error?.code).toBe('PGRST205');
      expect(error?.hint).toBe("Perhaps you meant the table 'public.stories'");
    });
  },
  { supabaseDir: POSTGREST_FIXTURE },
);

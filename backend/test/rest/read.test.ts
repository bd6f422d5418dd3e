import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';

interface Article {
  id: number;
  slug: string;
  title: string;
  category: string | null;
  published: boolean;
  published_at: string | null;
  views: number;
  tags: string[];
  meta: Record<string, unknown>;
}

const ROWS = [
  {
    slug: 'uk-1',
    title: 'Rain in London',
    category: 'uk',
    published: true,
    published_at: '2024-01-01T10:00:00.123456Z',
    views: 10,
    tags: ['weather', 'uk'],
    meta: { author: 'ann', rank: 1 },
  },
  {
    slug: 'uk-2',
    title: 'Trains, again',
    category: 'uk',
    published: true,
    published_at: '2024-01-02T10:00:00Z',
    views: 30,
    tags: ['transport'],
    meta: { author: 'bob', rank: 2 },
  },
  {
    slug: 'zw-1',
    title: 'Harare markets',
    category: 'zimbabwe',
    published: true,
    published_at: '2024-01-03T10:00:00Z',
    views: 20,
    tags: ['economy'],
    meta: { author: 'cat', rank: 3 },
  },
  {
    slug: 'int-1',
    title: 'Summit "talks"',
    category: 'international',
    published: true,
    published_at: null,
    views: 5,
    tags: [],
    meta: {},
  },
  {
    slug: 'draft-1',
    title: 'Secret draft',
    category: 'uk',
    published: false,
    published_at: null,
    views: 0,
    tags: [],
    meta: {},
  },
];

describeEachDatabase('REST reads /rest/v1', (tb) => {
  beforeAll(async () => {
    const { error } = await tb().client('service_role').from('articles').insert(ROWS);
    expect(error).toBeNull();
    const ids = await tb().client('service_role').from('articles').select('id, slug').in('slug', ['uk-1', 'draft-1']);
    const idOf = (slug: string) => (ids.data ?? []).find((row) => row.slug === slug)?.id;
    const comments = await tb()
      .client('service_role')
      .from('comments')
      .insert([
        { article_id: idOf('uk-1'), body: 'First!' },
        { article_id: idOf('uk-1'), body: 'Bring an umbrella' },
        { article_id: idOf('draft-1'), body: 'Hidden with its draft' },
      ]);
    expect(comments.error).toBeNull();
  });

  const anon = () => tb().client();
  const slugs = (data: unknown) => (data as { slug: string }[]).map((row) => row.slug);

  it('lets RLS hide unpublished rows from anon while service_role sees all', async () => {
    expect((await anon().from('articles').select('slug')).data).toHaveLength(4);
    expect((await tb().client('service_role').from('articles').select('slug')).data).toHaveLength(5);
  });

  it('renders JSON in PostgreSQL: timestamps as PostgREST does, arrays, jsonb, numbers', async () => {
    const { data } = await anon().from('articles').select('*').eq('slug', 'uk-1').single<Article>();
    expect(data?.published_at).toBe('2024-01-01T10:00:00.123456+00:00');
    expect(data?.tags).toEqual(['weather', 'uk']);
    expect(data?.meta).toEqual({ author: 'ann', rank: 1 });
    expect(typeof data?.id).toBe('number');
  });

  it('supports column lists with aliases, casts and JSON paths', async () => {
    const { data, error } = await anon()
      .from('articles')
      .select('headline:title, views::text, author:meta->>author, meta->rank')
      .eq('slug', 'uk-2');
    expect(error).toBeNull();
    expect(data).toEqual([{ headline: 'Trains, again', views: '30', author: 'bob', rank: 2 }]);
  });

  it('filters with eq, neq, gt, gte, lt, lte, like, ilike, is, in', async () => {
    const q = () => anon().from('articles').select('slug').order('slug');
    expect(slugs((await q().eq('category', 'uk')).data)).toEqual(['uk-1', 'uk-2']);
    expect(slugs((await q().neq('category', 'uk')).data)).toEqual(['int-1', 'zw-1']);
    expect(slugs((await q().gt('views', 10)).data)).toEqual(['uk-2', 'zw-1']);
    expect(slugs((await q().gte('views', 10)).data)).toEqual(['uk-1', 'uk-2', 'zw-1']);
    expect(slugs((await q().lt('views', 10)).data)).toEqual(['int-1']);
    expect(slugs((await q().lte('views', 10)).data)).toEqual(['int-1', 'uk-1']);
    expect(slugs((await q().like('title', '%London')).data)).toEqual(['uk-1']);
    expect(slugs((await q().ilike('title', 'harare%')).data)).toEqual(['zw-1']);
    expect(slugs((await q().is('published_at', null)).data)).toEqual(['int-1']);
    expect(slugs((await q().in('slug', ['uk-1', 'zw-1', 'x,y'])).data)).toEqual(['uk-1', 'zw-1']);
    expect(slugs((await q().in('slug', [])).data)).toEqual([]);
  });

  it('passes eq values verbatim: commas, quotes, spaces and plus signs', async () => {
    expect(slugs((await anon().from('articles').select('slug').eq('title', 'Trains, again')).data)).toEqual(['uk-2']);
    expect(slugs((await anon().from('articles').select('slug').eq('title', 'Summit "talks"')).data)).toEqual(['int-1']);
    expect((await anon().from('articles').select('slug').eq('title', 'a+b c')).data).toEqual([]);
  });

  it('supports or/and trees, nesting, quoting and not', async () => {
    const q = () => anon().from('articles').select('slug').order('slug');
    expect(slugs((await q().or('category.eq.zimbabwe,views.gte.30')).data)).toEqual(['uk-2', 'zw-1']);
    expect(slugs((await q().or('slug.eq.int-1,and(category.eq.uk,views.lt.20)')).data)).toEqual(['int-1', 'uk-1']);
    expect(slugs((await q().or('title.eq."Trains, again",slug.in.(zw-1,"a,b")')).data)).toEqual(['uk-2', 'zw-1']);
    expect(slugs((await q().not('category', 'eq', 'uk')).data)).toEqual(['int-1', 'zw-1']);
    expect(slugs((await q().not('slug', 'in', '(uk-1,uk-2)')).data)).toEqual(['int-1', 'zw-1']);
    expect(slugs((await q().not('published_at', 'is', null)).data)).toEqual(['uk-1', 'uk-2', 'zw-1']);
    expect(slugs((await q().contains('tags', ['weather'])).data)).toEqual(['uk-1']);
  });

  it('orders by several columns with direction and nulls placement', async () => {
    const desc = await anon()
      .from('articles')
      .select('slug')
      .order('published_at', { ascending: false, nullsFirst: false });
    expect(slugs(desc.data)).toEqual(['zw-1', 'uk-2', 'uk-1', 'int-1']);
    const nullsFirst = await anon()
      .from('articles')
      .select('slug')
      .order('published_at', { ascending: true, nullsFirst: true });
    expect(slugs(nullsFirst.data)[0]).toBe('int-1');
    const multi = await anon().from('articles').select('slug').order('category').order('views', { ascending: false });
    expect(slugs(multi.data)).toEqual(['int-1', 'uk-2', 'uk-1', 'zw-1']);
  });

  it('pages with limit/offset and counts with Content-Range (206 for a partial page)', async () => {
    const page = await anon().from('articles').select('slug', { count: 'exact' }).order('slug').range(1, 2);
    expect(page.status).toBe(206);
    expect(page.count).toBe(4);
    expect(slugs(page.data)).toEqual(['uk-1', 'uk-2']);
    const all = await anon().from('articles').select('slug', { count: 'exact' });
    expect(all.status).toBe(200);
    const limited = await anon().from('articles').select('slug').order('slug').limit(1);
    expect(slugs(limited.data)).toEqual(['int-1']);
  });

  it('answers a range past the end with 416 PGRST103', async () => {
    const { status, error } = await anon().from('articles').select('slug', { count: 'exact' }).range(10, 19);
    expect(status).toBe(416);
    expect(error?.code).toBe('PGRST103');
  });

  it('honours the Range header and reports Content-Range', async () => {
    const response = await fetch(`${tb().url}/rest/v1/articles?select=slug&order=slug`, {
      headers: { apikey: tb().backend.anonKey, Range: '0-1', Prefer: 'count=exact' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('0-1/4');
    expect(await response.json()).toEqual([{ slug: 'int-1' }, { slug: 'uk-1' }]);
  });

  it('counts with head requests and no body', async () => {
    const { count, data, error } = await anon()
      .from('articles')
      .select('*', { count: 'exact', head: true })
      .eq('category', 'uk');
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data).toBeNull();
  });

  it('single() → 406 PGRST116 for zero or many rows; maybeSingle() → null for zero', async () => {
    const many = await anon().from('articles').select('slug').eq('category', 'uk').single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
    const none = await anon().from('articles').select('slug').eq('slug', 'draft-1').single();
    expect(none.error?.code).toBe('PGRST116');
    const maybe = await anon().from('articles').select('slug').eq('slug', 'nope').maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('embeds along foreign keys: to-many as arrays, to-one as objects, RLS applied inside', async () => {
    const many = await anon()
      .from('articles')
      .select('slug, comments(body)')
      .in('slug', ['uk-1', 'uk-2'])
      .order('slug');
    expect(many.error).toBeNull();
    expect(many.data).toEqual([
      { slug: 'uk-1', comments: [{ body: 'First!' }, { body: 'Bring an umbrella' }] },
      { slug: 'uk-2', comments: [] },
    ]);
    const one = await anon().from('comments').select('body, story:articles(slug, title)').order('id');
    expect(one.data).toEqual([
      { body: 'First!', story: { slug: 'uk-1', title: 'Rain in London' } },
      { body: 'Bring an umbrella', story: { slug: 'uk-1', title: 'Rain in London' } },
    ]);
    const unrelated = await anon().from('articles').select('slug, audit_log(note)');
    expect(unrelated.status).toBe(400);
    expect(unrelated.error?.code).toBe('PGRST200');
  });

  it('reads views with quoted column names', async () => {
    const { data, error } = await anon().from('article_titles').select('"display title"').eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ 'display title': 'Rain in London' }]);
  });

  it('refuses unexposed schemas with 406 PGRST106', async () => {
    const { status, error } = await anon().schema('auth').from('users').select('*');
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST106');
  });

  it('reports unknown tables (404 PGRST205) and columns (400 42703)', async () => {
    const table = await anon().from('no_such_table').select('*');
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe('PGRST205');
    const column = await anon().from('articles').select('nope');
    expect(column.status).toBe(400);
    expect(column.error?.code).toBe('42703');
    const filter = await anon().from('articles').select('slug').eq('nope', 1);
    expect(filter.error?.code).toBe('42703');
    const order = await anon().from('articles').select('slug').order('nope');
    expect(order.error?.code).toBe('42703');
  });

  it('answers malformed filters with 400 PGRST100', async () => {
    const bad = async (query: string) => {
      const response = await fetch(`${tb().url}/rest/v1/articles?${query}`, {
        headers: { apikey: tb().backend.anonKey },
      });
      return { status: response.status, body: await response.json() };
    };
    for (const query of [
      'slug=zz.1',
      'slug=eq',
      'or=(slug.eq.1',
      'or=slug.eq.1',
      'slug=in.1,2',
      'published=is.maybe',
      'limit=-1',
      'select=id,(',
    ]) {
      const { status, body } = await bad(query);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe('PGRST100');
    }
  });

  it('answers unknown paths with 404 PGRST125 and oversized bodies with 413', async () => {
    const path = await fetch(`${tb().url}/rest/v1/articles/extra`, { headers: { apikey: tb().backend.anonKey } });
    expect(path.status).toBe(404);
    expect((await path.json()).code).toBe('PGRST125');
    const huge = await fetch(`${tb().url}/rest/v1/articles`, {
      method: 'POST',
      headers: { apikey: tb().backend.serviceRoleKey, 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'huge', title: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect((await tb().client('service_role').from('articles').select('slug').eq('slug', 'huge')).data).toEqual([]);
  });

  it('answers a wrong value type with 400 22P02, not a crash', async () => {
    const { status, error } = await anon().from('articles').select('slug').eq('views', 'lots');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});

// The shell's page cache and its purges, through the production server against the real backend
// (issue 26): what a crowd, a forged request and an edit each get.
import { request as httpRequest } from 'node:http';
import { availableParallelism } from 'node:os';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { e2eSupabase } from '../support/supabase.ts';

const suite = inject('serverSuite');
process.env.E2E_SUPABASE_URL = suite.supabaseUrl;
process.env.E2E_SUPABASE_ANON_KEY = suite.anonKey;
const admin = () => e2eSupabase(suite.serviceRoleKey);
/** Each worker keeps its own cache: a page is rendered at most once per worker. */
const WORKERS = Number(process.env.WEB_CONCURRENCY) || availableParallelism();

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request with any header, Host included (fetch may not set it), on a connection of its own:
 * the workers take turns at new connections, so consecutive requests reach each of them.
 */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const url = new URL(path, suite.baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

async function cacheStates(path: string, times: number, headers: Record<string, string> = {}): Promise<string[]> {
  const states: string[] = [];
  for (let i = 0; i < times; i += 1) states.push(String((await raw(path, headers)).headers['x-page-cache']));
  return states;
}

/** Asks until every worker answers `path` from its cache (a purge from an earlier write may still arrive). */
async function cached(path: string, headers: Record<string, string> = {}): Promise<void> {
  let hits = 0;
  for (let i = 0; i < 100 && hits < WORKERS * 2; i += 1) {
    hits = (await raw(path, headers)).headers['x-page-cache'] === 'HIT' ? hits + 1 : 0;
  }
  expect(hits).toBe(WORKERS * 2);
}

let story: { id: string; title: string; slug: string };

beforeAll(async () => {
  const { data, error } = await admin()
    .from('news_stories')
    .insert({
      title: 'Page cache story: first headline',
      summary: 'A story the page cache tests edit.',
      author: 'Cache Desk',
      category: 'Business & Finance',
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
    })
    .select('id, title')
    .single();
  if (error || !data) throw new Error(error?.message ?? 'no story');
  // The slug is written after the insert (decision 206): its own answer does not carry it yet.
  const { data: slug } = await admin().from('story_slugs').select('slug').eq('story_id', data.id).single();
  story = { ...(data as { id: string; title: string }), slug: (slug as { slug: string }).slug };
  // The insert's purge has reached every worker once each shows it on the home page.
  await vi.waitFor(
    async () => {
      for (let i = 0; i < WORKERS * 2; i += 1) expect((await raw('/')).body).toContain(story.title);
    },
    { timeout: 10_000, interval: 50 },
  );
});

describe('a crowd on one page', () => {
  it('is answered from the cache: at most one render per worker', async () => {
    const states = await cacheStates(`/story/${story.slug}`, 12);
    expect(states.filter((state) => state === 'MISS').length).toBeLessThanOrEqual(WORKERS);
    expect(states).toContain('HIT');
  });

  it('cache-busting and tracking parameters share the one entry', async () => {
    await cached(`/story/${story.slug}`);
    const states = await Promise.all(
      Array.from({ length: 10 }, (_, i) => raw(`/story/${story.slug}?bust=${i}&utm_source=x${i}`)),
    );
    expect(states.map((response) => response.headers['x-page-cache'])).toEqual(Array(10).fill('HIT'));
    // One entry per worker, rendered at its own moment (relative dates may differ between them).
    expect(new Set(states.map((response) => response.headers.etag)).size).toBeLessThanOrEqual(WORKERS);
  });

  it('names what the page shows in Surrogate-Key', async () => {
    const { headers } = await raw(`/story/${story.slug}`);
    const keys = String(headers['surrogate-key']).split(' ');
    expect(keys).toEqual(expect.arrayContaining(['site', 'list:news_stories', `row:${story.id}`]));
  });

  it('answers HEAD without a body and a known ETag with 304', async () => {
    await cached(`/story/${story.slug}`);
    const pages = await Promise.all(Array.from({ length: WORKERS * 2 }, () => raw(`/story/${story.slug}`)));
    const etags = [...new Set(pages.map((page) => String(page.headers.etag)))];
    const head = await raw(`/story/${story.slug}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(etags).toContain(head.headers.etag);
    const conditional = await raw(`/story/${story.slug}`, { 'If-None-Match': etags.join(', ') });
    expect(conditional.status).toBe(304);
    expect(conditional.body).toBe('');
  });
});

describe('freshness', () => {
  it('with purges arriving, every worker keeps a page past the 5 s it would keep it without them', async () => {
    await cached('/about');
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const states = await cacheStates('/about', WORKERS * 2);
    expect(states).toEqual(Array(WORKERS * 2).fill('HIT'));
  });
});

describe('story addresses (decision 206)', () => {
  it("answers a story's id and an earlier slug with a 301 from the cache; a rename sends both to the new address", async () => {
    const earlier = `page-cache-earlier-${Date.now()}`;
    expect((await admin().from('story_slugs').insert({ slug: earlier, story_id: story.id })).error).toBeNull();
    expect((await admin().from('story_slugs').insert({ slug: story.slug, story_id: story.id })).error).not.toBeNull();
    // Back to its slug: the earlier one now redirects.
    await admin().from('story_slugs').update({ is_current: true }).eq('slug', story.slug);
    for (const path of [`/story/${story.id}`, `/story/${earlier}`, `/lite/story/${story.id}`]) {
      await vi.waitFor(
        async () => {
          const answer = await raw(path);
          expect(answer.status, path).toBe(301);
          expect(answer.headers.location).toBe(`${path.startsWith('/lite') ? '/lite' : ''}/story/${story.slug}`);
        },
        { timeout: 5_000, interval: 50 },
      );
      await cached(path);
    }
    const renamed = `page-cache-renamed-${Date.now()}`;
    expect((await admin().from('story_slugs').insert({ slug: renamed, story_id: story.id })).error).toBeNull();
    await vi.waitFor(
      async () => {
        for (let i = 0; i < WORKERS * 2; i += 1) {
          expect((await raw(`/story/${story.id}`)).headers.location).toBe(`/story/${renamed}`);
          expect((await raw(`/story/${story.slug}`)).headers.location).toBe(`/story/${renamed}`);
        }
      },
      { timeout: 5_000, interval: 50 },
    );
    expect((await raw(`/story/${renamed}`)).status).toBe(200);
    await admin().from('story_slugs').update({ is_current: true }).eq('slug', story.slug);
  });
});

describe('purges', () => {
  it('an edited title leaves every cache, the lite edition’s pages too: the next reader gets it', async () => {
    const pages = [`/story/${story.slug}`, `/lite/story/${story.slug}`, '/lite'];
    for (const page of pages) await cached(page);
    await cached('/');
    const title = `Page cache story: corrected ${Date.now()}`;
    const { error } = await admin().from('news_stories').update({ title }).eq('id', story.id);
    expect(error).toBeNull();
    await vi.waitFor(
      async () => {
        for (const page of pages) {
          for (let i = 0; i < WORKERS * 2; i += 1) expect((await raw(page)).body, page).toContain(title);
        }
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('an unpublished story leaves its page, though the public cannot see the change', async () => {
    const { data } = await admin()
      .from('news_stories')
      .insert({
        title: 'Page cache story: to be withdrawn',
        summary: 'Withdrawn soon.',
        author: 'Cache Desk',
        category: 'Sports',
        status: 'published',
        published_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .select('id')
      .single();
    const { id } = data as { id: string };
    const { data: row } = await admin().from('news_stories').select('slug').eq('id', id).single();
    const { slug } = row as { slug: string };
    await vi.waitFor(async () => expect((await raw(`/story/${slug}`)).status).toBe(200), { timeout: 5_000 });
    await cached(`/story/${slug}`);
    await admin().from('news_stories').update({ status: 'draft' }).eq('id', id);
    await vi.waitFor(
      async () => {
        for (let i = 0; i < WORKERS * 2; i += 1) expect((await raw(`/story/${slug}`)).status).toBe(404);
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('a new story reaches the cached feed, category page and news sitemap; a deactivated ad leaves the pages', async () => {
    for (const path of ['/rss.xml', '/category/sports', '/sitemaps/news.xml']) await cached(path);
    const title = `Page cache story: fresh in the feeds ${Date.now()}`;
    const { data } = await admin()
      .from('news_stories')
      .insert({
        title,
        summary: 'A story every list should show.',
        author: 'Cache Desk',
        category: 'Sports',
        status: 'published',
        published_at: new Date(Date.now() - 1_000).toISOString(),
      })
      .select('id')
      .single();
    const { data: row } = await admin()
      .from('news_stories')
      .select('slug')
      .eq('id', (data as { id: string }).id)
      .single();
    // The sitemap lists the story at its address (decision 206).
    const address = `/story/${(row as { slug: string }).slug}<`;
    await vi.waitFor(
      async () => {
        expect((await raw('/rss.xml')).body).toContain(title);
        expect((await raw('/category/sports')).body).toContain(title);
        expect((await raw('/sitemaps/news.xml')).body).toContain(address);
      },
      { timeout: 5_000, interval: 50 },
    );

    const { data: ad } = await admin()
      .from('advertisements')
      .select('id, title')
      .eq('is_active', true)
      .eq('position', 'header')
      .limit(1)
      .single();
    const { id: adId, title: adTitle } = ad as { id: string; title: string };
    await cached('/about');
    expect((await raw('/about')).body).toContain(adTitle);
    await admin().from('advertisements').update({ is_active: false }).eq('id', adId);
    try {
      await vi.waitFor(async () => expect((await raw('/about')).body).not.toContain(adTitle), {
        timeout: 5_000,
        interval: 50,
      });
    } finally {
      await admin().from('advertisements').update({ is_active: true }).eq('id', adId);
    }
  });

  it("a change to the UK front purges /uk and the UK's /, never Zimbabwe's front or its /", async () => {
    const uk = { Cookie: 'edition=uk' };
    const zimbabwe = { Cookie: 'edition=zimbabwe' };
    const { data: front } = await admin().rpc('front_for_edition', { edition: 'uk' });
    for (const [path, headers] of [
      ['/uk', {}],
      ['/', uk],
      ['/zimbabwe', {}],
      ['/', zimbabwe],
    ] as const) {
      await cached(path, headers);
    }
    const title = `Page cache front: more news ${Date.now()}`;
    const { data: container, error } = await admin()
      .from('front_containers')
      .insert({
        front_id: (front as { id: string }).id,
        position: 6,
        title,
        kind: 'automatic',
        rule: 'latest',
        layout: 'list',
        card_limit: 3,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    try {
      await vi.waitFor(
        async () => {
          expect((await raw('/uk')).body).toContain(title);
          expect((await raw('/', uk)).body).toContain(title);
        },
        { timeout: 8_000, interval: 100 },
      );
      expect(await cacheStates('/zimbabwe', WORKERS * 2)).toEqual(Array(WORKERS * 2).fill('HIT'));
      expect(await cacheStates('/', WORKERS * 2, zimbabwe)).toEqual(Array(WORKERS * 2).fill('HIT'));
    } finally {
      await admin().from('front_containers').delete().eq('id', container!.id);
    }
  });

  it('a scheduled story reaches the cached home page when its time comes', async () => {
    const title = `Page cache story: scheduled ${Date.now()}`;
    const { error } = await admin()
      .from('news_stories')
      .insert({
        title,
        summary: 'Goes out in three seconds.',
        author: 'Cache Desk',
        category: 'Foreign',
        status: 'published',
        published_at: new Date(Date.now() + 3_000).toISOString(),
      });
    expect(error).toBeNull();
    await cached('/');
    expect((await raw('/')).body).not.toContain(title);
    await vi.waitFor(async () => expect((await raw('/')).body).toContain(title), { timeout: 8_000, interval: 100 });
  });
});

describe('hostile requests', () => {
  it('a forged Host is refused, never rendered nor cached', async () => {
    for (const path of ['/', '/sitemap.xml', '/rss.xml', `/story/${story.slug}`]) {
      const response = await raw(path, { Host: 'evil.example' });
      expect(response.status).toBe(421);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toContain('evil.example');
    }
    expect((await raw('/sitemap.xml')).body).not.toContain('evil.example');
  });

  it('X-Forwarded-Host and X-Forwarded-Proto are not read: URLs stay the site origin', async () => {
    const forged = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
    for (const path of ['/sitemap.xml', '/rss.xml', `/story/${story.slug}`]) {
      const response = await raw(path, forged);
      expect(response.status).toBe(200);
      expect(response.body).not.toContain('evil.example');
      expect(response.body).toContain(suite.baseURL);
    }
  });

  it('a session (auth cookie or Authorization) is answered privately, outside the cache', async () => {
    const sessions: Record<string, string>[] = [
      { Cookie: 'sb-localhost-auth-token=abc' },
      { Authorization: 'Bearer abc' },
    ];
    for (const headers of sessions) {
      const response = await raw(`/story/${story.slug}`, headers);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-page-cache']).toBe('BYPASS');
      expect(response.headers['surrogate-key']).toBeUndefined();
    }
    // Other cookies change nothing: the shared page.
    await cached(`/story/${story.slug}`);
    const other = await raw(`/story/${story.slug}`, { Cookie: 'consent=yes' });
    expect(other.headers['cache-control']).toContain('s-maxage=');
  });

  it('signed-in pages are never kept', async () => {
    const response = await raw('/blog-management');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-page-cache']).toBe('MISS');
  });

  it('oversized headers are refused before any render', async () => {
    const response = await raw('/', { 'X-Padding': 'x'.repeat(20_000) }).catch(() => null);
    expect(response === null || response.status === 431).toBe(true);
  });
});

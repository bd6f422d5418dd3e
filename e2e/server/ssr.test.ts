// The shell's production server renders the public routes from the production builds against a
// seeded backend: what a crawler, a link preview or a reader without JavaScript receives.
import { createServer, type Server } from 'node:net';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startPortal, TEST_SHELL_WORKERS } from '../support/portal.ts';
import { e2eSupabase } from '../support/supabase.ts';
import { parseXml } from '../support/xml.ts';

interface StoryRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  published_at: string;
}

const suite = inject('serverSuite');
const backend = { url: suite.supabaseUrl, anonKey: suite.anonKey, serviceRoleKey: suite.serviceRoleKey };
const portal = { baseURL: suite.baseURL, remoteOrigins: suite.remoteOrigins };
process.env.E2E_SUPABASE_URL = backend.url;
process.env.E2E_SUPABASE_ANON_KEY = backend.anonKey;
let story: StoryRow;

beforeAll(async () => {
  const { data, error } = await e2eSupabase()
    .from('news_stories')
    .select('id, slug, title, summary, category, published_at')
    .eq('status', 'published')
    .not('summary', 'is', null)
    .order('published_at', { ascending: false })
    .limit(1)
    .single();
  if (error || !data) throw new Error(error?.message ?? 'no published story');
  story = data as StoryRow;
});

/** Every published story's address (/story/{slug}, decision 206), read page by page past the API's 1,000-row cap. */
async function publishedStoryPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await e2eSupabase()
      .from('news_stories')
      .select('id, slug')
      .eq('status', 'published')
      .order('id')
      .range(from, from + 999);
    if (error) throw new Error(error.message);
    paths.push(...(data as { slug: string }[]).map((row) => `/story/${encodeURIComponent(row.slug)}`));
    if (data.length < 1000) return paths;
  }
}

const get = (path: string, init?: RequestInit, base = portal.baseURL) => fetch(new URL(path, base), init);

/** The application/ld+json blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

const decode = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's text without tags, entities decoded, as a crawler indexes it. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decode(body.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

describe('server-rendered pages', () => {
  it('a story: headline and body in the HTML, its head, NewsArticle and BreadcrumbList JSON-LD', async () => {
    // Asked by its id (the spec's /story/:id), it moves to its address (decision 206).
    const response = await get(`/story/${story.id}`);
    expect(response.status).toBe(200);
    expect(response.redirected).toBe(true);
    expect(response.url).toBe(`${portal.baseURL}/story/${story.slug}`);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain(story.title);
    expect(text).toContain(story.summary.split('\n')[0].trim().slice(0, 80));
    expect(html).toContain('data-testid="shell-header"');

    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(`${story.title} | The Daily Chronicle`);
    expect(decode(meta(html, 'description') ?? '')).toBe(story.summary.slice(0, 160).trim());
    expect(html).toContain(`<link rel="canonical" href="${portal.baseURL}/story/${story.slug}">`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'twitter:card')).toMatch(/^summary/);

    const [article, breadcrumb] = jsonLd(html);
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: story.title.slice(0, 110),
      publisher: { '@type': 'NewsMediaOrganization', name: 'The Daily Chronicle', logo: { '@type': 'ImageObject' } },
    });
    expect(new Date(article.datePublished as string).getTime()).toBe(new Date(story.published_at).getTime());
    expect(article.dateModified).toEqual(expect.any(String));
    expect(article.author).toEqual(expect.any(Array));
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    const crumbs = breadcrumb.itemListElement as { position: number; name: string }[];
    expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, index) => index + 1));
    expect(crumbs.at(-1)?.name).toBe(story.title);
  });

  it('a story with an image gives link previews its URL, size and alt text', async () => {
    const { data } = await e2eSupabase()
      .from('news_stories')
      .select('id, image_alt, title')
      .eq('status', 'published')
      .like('image_url', 'http%')
      .limit(1)
      .single();
    const html = await (await get(`/story/${(data as { id: string }).id}`)).text();
    // One of the site's stored images: the 1200 × 630 card cropped by the site (decision 205).
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\/[^/]+\/social-image\//);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBeTruthy();
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('the home page: the lead story, Organization and WebSite with a SearchAction, feed link', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('data-testid="featured-story"');
    expect(html).toMatch(/href="\/story\/[^"]+"/);
    const data = jsonLd(html);
    expect(data.map((item) => item['@type'])).toEqual(['NewsMediaOrganization', 'WebSite']);
    expect(data[1]).toMatchObject({
      potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' },
    });
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml"`);
    expect(html).toContain(`href="${portal.baseURL}/rss.xml"`);
  });

  it("each edition's front is its own canonical page; / shows the reader's edition, never a forged country's", async () => {
    const front = async (path: string, headers: Record<string, string> = {}) => {
      const html = await (await get(path, { headers })).text();
      const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
      const edition = /(UK|Zimbabwe|International) edition/.exec(visibleText(html))?.[1];
      return {
        canonical,
        ogUrl: meta(html, 'og:url'),
        edition,
        featured: html.includes('data-testid="featured-story"'),
      };
    };
    for (const [path, edition] of [
      ['/uk', 'UK'],
      ['/zimbabwe', 'Zimbabwe'],
      ['/international', 'International'],
    ]) {
      const url = `${portal.baseURL}${path}`;
      expect(await front(path)).toEqual({ canonical: url, ogUrl: url, edition, featured: true });
    }
    expect(await front('/', { 'Accept-Language': 'en-ZW,en;q=0.8' })).toMatchObject({
      canonical: `${portal.baseURL}/zimbabwe`,
      edition: 'Zimbabwe',
    });
    expect(await front('/', { Cookie: 'edition=uk', 'Accept-Language': 'en-ZW' })).toMatchObject({ edition: 'UK' });
    // This portal trusts no proxy: a country header from anyone is ignored.
    expect(await front('/', { 'X-Country-Code': 'ZW', 'X-Edition': 'uk' })).toMatchObject({
      canonical: `${portal.baseURL}/international`,
      edition: 'International',
    });
  });

  it('/ tells shared caches it varies by reader and names its edition, rendered or from the page cache; fronts do not', async () => {
    const headersOf = async (path: string) => {
      const response = await get(path, { headers: { Cookie: 'edition=uk' } });
      await response.text();
      return [response.headers.get('vary'), response.headers.get('x-rendered-edition')];
    };
    const front = ['Accept-Encoding, Cookie, Accept-Language', 'uk'];
    expect([await headersOf('/'), await headersOf('/')]).toEqual([front, front]);
    expect(await headersOf('/uk')).toEqual(['Accept-Encoding', null]);
  });

  it('a category: its stories, breadcrumb and its own feed', async () => {
    const html = await (await get('/category/sports')).text();
    expect(/<title>([^<]*)/.exec(html)?.[1]).toBe('Sports | The Daily Chronicle');
    expect(html).toMatch(/href="\/story\/[^"]+"/);
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(html).toContain(`href="${portal.baseURL}/category/sports/rss.xml"`);
  });

  it('answers 404 with the 404 page for an unknown story, category or path', async () => {
    for (const path of ['/story/no-such-story', '/category/no-such-category', '/no/such/page']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(visibleText(html), path).toContain('Oops! Page not found');
      expect(html, path).toContain('data-testid="shell-header"');
    }
  });

  it('sends the data it rendered with, for the browser to start from', async () => {
    const html = await (await get(`/story/${story.slug}`)).text();
    const state = JSON.parse(/<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html)![1]);
    const keys = (state.queries.queries as { queryKey: unknown[] }[]).map((query) => query.queryKey);
    expect(keys).toContainEqual(['stories', 'story', story.slug]);
    const config = JSON.parse(
      /<script type="application\/json" id="runtime-config">([\s\S]*?)<\/script>/.exec(html)![1],
    );
    expect(config).toMatchObject({ siteName: 'The Daily Chronicle', supabaseUrl: backend.url });
  });

  it('writes no inline script that could run (the CSP allows none)', async () => {
    const html = await (await get('/')).text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    for (const attributes of scripts) expect(attributes).toMatch(/src=|type="application\/(ld\+)?json"/);
  });
});

describe('headers', () => {
  it('security headers with a CSP built from the runtime config', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${portal.remoteOrigins.reader}`);
    expect(csp).toContain(`connect-src 'self' ${backend.url} ${backend.url.replace('http', 'ws')}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.youtube.com');
    expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('public pages may be held by a CDN, with an ETag that answers 304 and Vary', async () => {
    const first = await get('/about');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(first.headers.get('vary')).toContain('Accept-Encoding');
    expect(first.headers.get('etag')).toMatch(/^W\/".+"$/);
    // Each worker renders at its own moment and a purge may land in between: the current ETag, asked
    // again at once, answers 304 within a few tries.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4 && !statuses.includes(304); attempt += 1) {
      const page = await get('/about');
      await page.text();
      statuses.push((await get('/about', { headers: { 'If-None-Match': page.headers.get('etag')! } })).status);
    }
    expect(statuses).toContain(304);
  });

  it('a render says where its time went (SERVER_TIMING=on, decision 219); the page from the cache says nothing', async () => {
    // A search the page cache has not seen: the home page, with its live panels, rendered for it.
    const path = `/?q=${encodeURIComponent(`timing ${Date.now()}`)}`;
    const answers: { cache: string | null; timing: string | null }[] = [];
    // Each worker has its own cache: ask until one answers from it.
    for (let attempt = 0; attempt < 6 && !answers.some((answer) => answer.cache === 'HIT'); attempt += 1) {
      const page = await get(path);
      await page.text();
      answers.push({ cache: page.headers.get('x-page-cache'), timing: page.headers.get('server-timing') });
    }
    const rendered = answers.find((answer) => answer.cache === 'MISS');
    const durations = [...(rendered?.timing ?? '').matchAll(/(\w+);dur=([\d.]+)/g)].map(([, name, ms]) => [
      name,
      Number(ms),
    ]);
    expect(durations.map(([name]) => name)).toEqual(['data', 'render', 'areas', 'compress']);
    const { render, areas } = Object.fromEntries(durations) as Record<string, number>;
    expect(areas).toBeLessThanOrEqual(render);
    const cached = answers.filter((answer) => answer.cache === 'HIT');
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.map((answer) => answer.timing)).toEqual(cached.map(() => null));
  });

  it('signed-in pages are rendered in the browser, never cached publicly nor indexed', async () => {
    for (const path of ['/blog-management', '/admin', '/auth']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      const html = await response.text();
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(visibleText(html), path).toContain('Loading The Daily Chronicle');
    }
  });
});

describe('crawl files and feeds', () => {
  it('/robots.txt names the sitemap', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${portal.baseURL}/sitemap.xml`);
  });

  it('/sitemap.xml indexes the pages, the news and one sitemap per month that reach every story', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const index = parseXml(await response.text(), ['sitemap']) as {
      sitemapindex: { sitemap: { loc: string; lastmod?: string }[] };
    };
    const locs = index.sitemapindex.sitemap.map((sitemap) => sitemap.loc);
    expect(locs.slice(0, 2)).toEqual([`${portal.baseURL}/sitemaps/pages.xml`, `${portal.baseURL}/sitemaps/news.xml`]);
    const months = index.sitemapindex.sitemap.filter((sitemap) =>
      /\/sitemaps\/stories-\d{4}-\d{2}\.xml$/.test(sitemap.loc),
    );
    expect(months.length).toBeGreaterThan(0);
    for (const month of months) expect(Number.isNaN(Date.parse(month.lastmod ?? ''))).toBe(false);

    const monthUrls = await Promise.all(
      months.map(async (month) => {
        const xml = parseXml(await (await get(new URL(month.loc).pathname)).text(), ['url']) as {
          urlset: { url: { loc: string }[] };
        };
        return xml.urlset.url.map((url) => url.loc);
      }),
    );
    const listed = new Set(monthUrls.flat());
    for (const path of await publishedStoryPaths()) expect(listed.has(`${portal.baseURL}${path}`)).toBe(true);
    expect((await get('/sitemaps/stories-1999-01.xml')).status).toBe(404);
    expect((await get('/sitemaps/stories-2026-13.xml')).status).toBe(404);
  });

  it('/sitemaps/news.xml has Google News markup for stories under 48 hours old only', async () => {
    const xml = parseXml(await (await get('/sitemaps/news.xml')).text(), ['url']) as {
      urlset: { url: { loc: string; 'news:news': { 'news:publication_date': string; 'news:title': string } }[] };
    };
    expect(xml.urlset.url.length).toBeGreaterThan(0);
    for (const url of xml.urlset.url) {
      const age = Date.now() - new Date(url['news:news']['news:publication_date']).getTime();
      expect(age).toBeLessThan(48 * 3_600_000);
      expect(url['news:news']['news:title']).toBeTruthy();
    }
  });

  it('a story written as a document: its server HTML, articleBody, and its feed item with absolute links', async () => {
    const id = 'a1000000-0000-4000-8000-000000000049';
    const html = await (await get(`/story/${id}`)).text();
    expect(html).toContain('<h2 id="how-low-is-the-lake">How low is the lake?</h2>');
    expect(html).toContain('<aside class="story-fact-box" aria-label="Lake Kariba in numbers">');
    expect(html).toContain('Play the video from YouTube');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="/story/a1000000-0000-4000-8000-000000000036"');
    const article = jsonLd(html).find((block) => block['@type'] === 'NewsArticle');
    expect(article?.articleBody).toMatch(/^The level of Lake Kariba has fallen[\s\S]*How low is the lake\?\n\n/);

    const feed = parseXml(await (await get('/rss.xml')).text(), ['item']) as {
      rss: { channel: { item: { link: string; 'content:encoded'?: string }[] } };
    };
    const { data: row } = await e2eSupabase().from('news_stories').select('slug').eq('id', id).single();
    const link = `${portal.baseURL}/story/${(row as { slug: string }).slug}`;
    const item = feed.rss.channel.item.find((entry) => entry.link === link);
    const encoded = item?.['content:encoded'] ?? '';
    expect(encoded).toContain('<h2 id="how-low-is-the-lake">How low is the lake?</h2>');
    expect(encoded).toContain(`href="${portal.baseURL}/story/a1000000-0000-4000-8000-000000000036"`);
    expect(encoded).toContain('View on YouTube: https://www.youtube.com/watch?v=kP9TfCWaQT4');
    expect(encoded).not.toMatch(/<(iframe|button|script)|(href|src)="\//);
  });

  it('/rss.xml is RSS 2.0 with the latest stories', async () => {
    const response = await get('/rss.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = parseXml(await response.text(), ['item']) as {
      rss: {
        '@version': string;
        channel: { title: string; link: string; description: string; item: Record<string, unknown>[] };
      };
    };
    expect(xml.rss['@version']).toBe('2.0');
    expect(xml.rss.channel).toMatchObject({ title: 'The Daily Chronicle', link: `${portal.baseURL}/` });
    expect(xml.rss.channel.item.length).toBeGreaterThan(0);
    for (const item of xml.rss.channel.item) {
      expect(item).toHaveProperty('title');
      expect(String(item.link)).toMatch(new RegExp(`^${portal.baseURL}/story/`));
      expect(Number.isNaN(new Date(String(item.pubDate)).getTime())).toBe(false);
    }
  });

  it('/category/{slug}/rss.xml lists that category; an unknown one has no feed', async () => {
    const xml = parseXml(await (await get('/category/sports/rss.xml')).text(), ['item']) as {
      rss: { channel: { item: { category: { '#text': string } }[] } };
    };
    expect(xml.rss.channel.item.length).toBeGreaterThan(0);
    for (const item of xml.rss.channel.item) expect(item.category['#text'].toLowerCase()).toBe('sports');
    expect((await get('/category/no-such-category/rss.xml')).status).toBe(404);
  });
});

/** A "backend" that accepts connections and never answers: the slowest backend there is. */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The address of a backend that was stopped: nothing listens there, connections are refused. */
async function closedPort(): Promise<{ url: string; close: () => Promise<void> }> {
  const { url, close } = await silentServer();
  await close();
  return { url, close: async () => {} };
}

describe('failures are contained', () => {
  it("a remote's server container unavailable: 200, the chrome, the area left to the browser", async () => {
    const shell = await startPortal({
      supabaseUrl: backend.url,
      supabaseAnonKey: backend.anonKey,
      shellWorkers: TEST_SHELL_WORKERS,
      shellEnv: { REMOTE_READER_SERVER_URL: 'http://127.0.0.1:9/server/remoteEntry.js' },
    });
    try {
      const response = await get('/about', undefined, shell.baseURL);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('data-testid="shell-header"');
      expect(html).toContain('<footer');
      // React's client-render marker around the area, with its placeholder inside.
      expect(html).toMatch(
        /data-remote-module="reader\/AboutPage"[^>]*><!--\$!--><template data-dgst="ssr-client-render">/,
      );
      expect(html).toContain('Loading…');
    } finally {
      await shell.close();
    }
  });

  it('a remote whose server code throws costs only its area', async () => {
    // A container URL that answers, but with code that throws when it is evaluated.
    const broken = await import('node:http').then(
      ({ createServer: createHttpServer }) =>
        new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
          const server = createHttpServer((_, res) => res.end('throw new Error("remote exploded")'));
          server.listen(0, '127.0.0.1', () => {
            const { port } = server.address() as { port: number };
            resolve({
              url: `http://127.0.0.1:${port}/server/remoteEntry.js`,
              close: () => new Promise((done) => server.close(() => done())),
            });
          });
        }),
    );
    const shell = await startPortal({
      supabaseUrl: backend.url,
      supabaseAnonKey: backend.anonKey,
      shellWorkers: TEST_SHELL_WORKERS,
      shellEnv: { REMOTE_READER_SERVER_URL: broken.url },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        const response = await get('/', undefined, shell.baseURL);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('data-testid="shell-header"');
      }
    } finally {
      await shell.close();
      await broken.close();
    }
  });

  it.each([
    ['stopped', closedPort],
    ['not answering', silentServer],
  ])('the backend %s: the chrome still arrives within the time box', async (_, startBackend) => {
    const dead = await startBackend();
    const shell = await startPortal({
      supabaseUrl: dead.url,
      supabaseAnonKey: backend.anonKey,
      shellWorkers: TEST_SHELL_WORKERS,
      shellEnv: { SSR_TIMEOUT_MS: '1500' },
    });
    try {
      const started = Date.now();
      const response = await get(`/story/${story.id}`, undefined, shell.baseURL);
      const html = await response.text();
      const elapsed = Date.now() - started;
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(html).toContain('data-testid="shell-header"');
      // The time box plus the remote module's first load and some slack for a busy machine.
      expect(elapsed).toBeLessThan(6_000);
    } finally {
      await shell.close();
      await dead.close();
    }
  });
});

// Last in this file: it adds 2,500 stories to this suite's own backend (issue 33's archive check).
describe("an archive past the API's 1,000-row cap", () => {
  const ARCHIVE_SIZE = 2_500;
  const CATEGORIES = ['Business & Finance', 'Sports', 'Foreign', 'Health & Environment'];
  /** A word no seeded story has, only in the oldest archive story's body. */
  const RARE_WORD = 'quetzalcoatlite';
  let oldest: { id: string; title: string; slug: string };

  beforeAll(async () => {
    const { data: first } = await e2eSupabase()
      .from('news_stories')
      .select('published_at')
      .eq('status', 'published')
      .order('published_at', { ascending: true })
      .limit(1)
      .single();
    const before = new Date((first as { published_at: string }).published_at).getTime();
    // One story every six hours going back from the seed's oldest: the newest pages stay the seed's.
    const rows = Array.from({ length: ARCHIVE_SIZE }, (_, index) => ({
      title: `Archive story ${index + 1}: council budget review`,
      summary: `Archive paragraph about the council budget, number ${index + 1}.${index === ARCHIVE_SIZE - 1 ? ` The ${RARE_WORD} affair.` : ''}`,
      author: 'Archive Desk',
      category: CATEGORIES[index % CATEGORIES.length],
      status: 'published',
      published_at: new Date(before - (index + 1) * 6 * 3_600_000).toISOString(),
    }));
    const admin = e2eSupabase(backend.serviceRoleKey);
    for (let from = 0; from < rows.length; from += 500) {
      const { error } = await admin.from('news_stories').insert(rows.slice(from, from + 500));
      if (error) throw new Error(error.message);
    }
    const { data } = await admin
      .from('news_stories')
      .select('id, title, slug')
      .eq('title', `Archive story ${ARCHIVE_SIZE}: council budget review`)
      .single();
    oldest = data as { id: string; title: string; slug: string };
  }, 120_000);

  it('serves the oldest story with status 200 and the page stays the size of a seed page', async () => {
    const response = await get(`/story/${oldest.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(oldest.title);
    expect(html.length).toBeLessThan(150_000);
    expect((await (await get('/')).text()).length).toBeLessThan(200_000);
  });

  it('finds the oldest story by a word of its text on /search', async () => {
    const html = await (await get(`/search?q=${RARE_WORD}`)).text();
    // At its address, its slug (decision 206).
    expect(html).toContain(`/story/${encodeURIComponent(oldest.slug)}`);
  });

  it('reaches the oldest story through the sitemap index', async () => {
    // The inserts purge the cached index; it is rendered again within a second.
    let monthUrls: string[] = [];
    await vi.waitFor(
      async () => {
        const index = await (await get('/sitemap.xml')).text();
        monthUrls = [...index.matchAll(/<loc>([^<]+\/sitemaps\/stories-[\d-]+\.xml)<\/loc>/g)].map((m) => m[1]);
        expect(monthUrls.length).toBeGreaterThan(12);
      },
      { timeout: 10_000, interval: 200 },
    );
    const bodies = await Promise.all(monthUrls.map(async (url) => (await get(new URL(url).pathname)).text()));
    expect(bodies.some((body) => body.includes(`/story/${oldest.slug}`))).toBe(true);
  });

  it('pages a category: page 2 holds older stories than page 1, and past the last page is 404', async () => {
    const dates = async (path: string) => {
      const html = await (await get(path)).text();
      // Story cards carry full timestamps; the header's date is a day alone.
      return [...html.matchAll(/<time[^>]*dateTime="([^"]+T[^"]+)"/gi)].map((m) => Date.parse(m[1]));
    };
    const first = await dates('/category/sports');
    const second = await dates('/category/sports?page=2');
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    expect(Math.max(...second)).toBeLessThanOrEqual(Math.min(...first));
    const page1 = await (await get('/category/sports')).text();
    expect(page1).toMatch(/<link rel="next" href="[^"]+\/category\/sports\?page=2">/);
    expect(page1).toContain('Older stories');
    expect((await get('/category/sports?page=2000')).status).toBe(404);
    for (const bad of ['0', '-1', 'abc', '999999'])
      expect((await get(`/category/sports?page=${bad}`)).status).toBe(404);
  });
});

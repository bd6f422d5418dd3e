import { describe, expect, it } from 'vitest';
import type { Edition } from '@newsroom/shared/edition-resolver';
import { createRenderer } from './createRenderer.ts';
import type { ServerRendererOptions } from './serverTypes.ts';
import type { SiteDefaultEdition } from './siteDefaultEdition.ts';

/** The admin's default edition as the database holds it; the renderer knows it after a refresh. */
let storedDefault: Edition = 'international';

function siteDefaultEdition(): SiteDefaultEdition {
  let known: Edition = 'international';
  return {
    current: () => known,
    refresh: async () => {
      known = storedDefault;
    },
  };
}

const baseOptions = {
  config: {},
  serverRemotes: {},
  template: '',
  publicOrigin: 'https://news.example',
  trustedProxies: ['10.0.0.5'],
} as unknown as ServerRendererOptions;

/** A renderer whose renders are recorded: the URL each was asked for. */
function recordingRenderer() {
  const renders: string[] = [];
  const options = { ...baseOptions, siteDefaultEdition: siteDefaultEdition() };
  const renderer = createRenderer(options, (url) => {
    renders.push(`${url.pathname}${url.search}`);
    const cacheControl = 'public, max-age=0, s-maxage=60';
    return new Response(`front ${url.search}`, {
      headers: {
        'Content-Type': 'text/html',
        'Cache-Control': cacheControl,
        'Surrogate-Key': 'site list:news_stories',
      },
    });
  });
  return { renderer, renders };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://news.example${path}`, { headers });

describe('createRenderer: the edition of /', () => {
  it('renders and caches / once per resolved edition, never per raw cookie or Accept-Language', async () => {
    const { renderer, renders } = recordingRenderer();
    await renderer.handle(get('/', { 'accept-language': 'en-GB' }), '203.0.113.9');
    await renderer.handle(get('/', { 'accept-language': 'en-GB,en;q=0.9', cookie: 'a=1' }), '203.0.113.9');
    await renderer.handle(get('/', { cookie: 'edition=uk; theme=dark' }), '203.0.113.9');
    await renderer.handle(get('/?edition=zimbabwe', { cookie: `edition=${'x'.repeat(5000)}` }), '203.0.113.9');
    await renderer.handle(get('/', { cookie: 'edition=zimbabwe' }), '203.0.113.9');
    expect(renders).toEqual(['/?edition=uk', '/?edition=international', '/?edition=zimbabwe']);
  });

  it("a purge that reaches / reaches every edition's / and the fronts", async () => {
    const { renderer } = recordingRenderer();
    for (const cookie of ['edition=uk', 'edition=zimbabwe']) await renderer.handle(get('/', { cookie }), null);
    await renderer.handle(get('/international'), null);
    expect(await renderer.purge(['list:news_stories'])).toBe(3);
  });

  it("shows a reader with no signal the site's default, read again before a site purge empties the cache", async () => {
    storedDefault = 'international';
    const { renderer, renders } = recordingRenderer();
    try {
      await renderer.handle(get('/', { 'accept-language': 'fr' }), null);
      storedDefault = 'uk';
      // Not known until the database says so (a change of the setting purges `site`).
      await renderer.handle(get('/'), null);
      await renderer.purge(['site']);
      const changed = await renderer.handle(get('/', { 'accept-language': 'fr' }), null);
      expect(await changed?.text()).toBe('front ?edition=uk');
      // The CDN's "default" is not an edition: the chain ends at the site's default too.
      const proxied = await renderer.handle(get('/', { 'x-edition': 'default' }), '10.0.0.5');
      expect(await proxied?.text()).toBe('front ?edition=uk');
      // A reader's own choice is theirs.
      const chosen = await renderer.handle(get('/', { cookie: 'edition=international' }), null);
      expect(await chosen?.text()).toBe('front ?edition=international');
      expect(renders).toEqual(['/?edition=international', '/?edition=uk', '/?edition=international']);
    } finally {
      storedDefault = 'international';
    }
  });

  it('believes a country header only from a trusted proxy', async () => {
    const { renderer, renders } = recordingRenderer();
    const forged = await renderer.handle(get('/', { 'x-country-code': 'ZW' }), '203.0.113.9');
    expect(await forged?.text()).toBe('front ?edition=international');
    const proxied = await renderer.handle(get('/', { 'x-country-code': 'ZW' }), '10.0.0.5');
    expect(await proxied?.text()).toBe('front ?edition=zimbabwe');
    expect(renders).toHaveLength(2);
  });

  it('tells other shared caches that / varies by the reader (cache hits and the fast path too); other pages do not', async () => {
    const { renderer } = recordingRenderer();
    const vary = async (path: string) =>
      (await renderer.handle(get(path, { cookie: 'edition=uk' }), null))?.headers.get('vary');
    expect([await vary('/'), await vary('/'), await vary('/international')]).toEqual([
      'Accept-Encoding, Cookie, Accept-Language',
      'Accept-Encoding, Cookie, Accept-Language',
      'Accept-Encoding',
    ]);
    const fast = renderer.freshAnswer({ url: '/', headers: { host: 'news.example', cookie: 'edition=uk' } });
    const headers = fast?.headers ?? [];
    const varyLines = headers.filter((_, index) => index % 2 === 0 && headers[index] === 'vary');
    expect(varyLines).toHaveLength(1);
    expect(headers[headers.indexOf('vary') + 1]).toBe('Accept-Encoding, Cookie, Accept-Language');
  });

  it('names the edition a render of / shows, also at an alias of / and on the fast path', async () => {
    const { renderer } = recordingRenderer();
    const rendered = async (path: string, cookie: string) =>
      (await renderer.handle(get(path, { cookie }), null))?.headers.get('x-rendered-edition');
    expect([
      await rendered('/', 'edition=uk'),
      await rendered('/./', 'edition=zimbabwe'),
      await rendered('/%2e/', 'edition=zimbabwe'),
      await rendered('/international', 'edition=uk'),
    ]).toEqual(['uk', 'zimbabwe', 'zimbabwe', null]);
    const fast = renderer.freshAnswer({ url: '/', headers: { host: 'news.example', cookie: 'edition=uk' } });
    expect(fast?.headers[(fast?.headers.indexOf('x-rendered-edition') ?? 0) + 1]).toBe('uk');
  });

  it("answers / on the fast path from the reader's edition's entry", async () => {
    const { renderer } = recordingRenderer();
    await renderer.handle(get('/', { cookie: 'edition=zimbabwe' }), null);
    const head = (headers: Record<string, string>, remoteAddress = '203.0.113.9') =>
      renderer.freshAnswer({ url: '/', headers: { host: 'news.example', ...headers }, socket: { remoteAddress } });
    const body = (answer: ReturnType<typeof head>) => new TextDecoder().decode(answer?.body ?? new Uint8Array());
    expect(body(head({ cookie: 'edition=zimbabwe' }))).toBe('front ?edition=zimbabwe');
    expect(body(head({ 'x-country-code': 'ZW' }, '10.0.0.5'))).toBe('front ?edition=zimbabwe');
    expect(head({ 'x-country-code': 'ZW' })).toBeNull();
    expect(head({})).toBeNull();
  });
});

describe("createRenderer: a team's canary, decided by the server (decision 215)", () => {
  const puzzles = {
    name: 'puzzles',
    container: 'mfe_puzzles',
    manifestUrl: 'https://teams.test/puzzles/1/mf-manifest.json',
    version: '1',
    entryFile: 'remoteEntry.js',
    integrity: `sha384-${'A'.repeat(64)}`,
    routes: [{ path: '/puzzles', module: 'PuzzlesPage', access: 'everyone' }],
    nav: [],
    canary: {
      manifestUrl: 'https://teams.test/puzzles/2/mf-manifest.json',
      version: '2',
      integrity: `sha384-${'B'.repeat(64)}`,
      percent: 50,
    },
  };

  function canaryRenderer() {
    const renders: string[] = [];
    const options = { ...baseOptions, config: { registry: [puzzles] }, siteDefaultEdition: siteDefaultEdition() };
    const renderer = createRenderer(options as unknown as ServerRendererOptions, (url) => {
      renders.push(`${url.pathname}${url.search}`);
      return new Response(`page ${url.search}`, {
        headers: {
          'Content-Type': 'text/html',
          'Cache-Control': 'public, max-age=0, s-maxage=60',
          'Surrogate-Key': 'site',
        },
      });
    });
    return { renderer, renders };
  }

  it("renders and caches the canaried page once per release, from the reader's bucket cookie", async () => {
    const { renderer, renders } = canaryRenderer();
    const early = await renderer.handle(get('/puzzles', { cookie: 'chronicle_release=10' }), null);
    await renderer.handle(get('/puzzles', { cookie: 'chronicle_release=49; edition=uk' }), null);
    const late = await renderer.handle(get('/puzzles', { cookie: 'chronicle_release=90' }), null);
    await renderer.handle(get('/puzzles?__release=canary', { cookie: 'chronicle_release=50' }), null);
    expect(renders).toEqual(['/puzzles?__release=canary', '/puzzles?__release=stable']);
    expect(await early?.text()).toBe('page ?__release=canary');
    expect(await late?.text()).toBe('page ?__release=stable');
    expect(late?.headers.get('x-release-variant')).toBe('stable');
    expect(late?.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(late?.headers.get('set-cookie')).toBeNull();
    expect(late?.headers.get('surrogate-key')).toBe('site');
    // Other pages are not the canary's: one entry for everyone.
    await renderer.handle(get('/about', { cookie: 'chronicle_release=10' }), null);
    expect(renders.at(-1)).toBe('/about');
  });

  it('draws a bucket for a reader without one and keeps it in their cookie, never in the cached page', async () => {
    const { renderer } = canaryRenderer();
    const first = await renderer.handle(get('/puzzles'), null);
    const cookie = first?.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^chronicle_release=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    // That copy is this reader's: no shared cache keeps it, nor a purge key names it.
    expect(first?.headers.get('cache-control')).toBe('private, no-store');
    expect(first?.headers.get('surrogate-key')).toBeNull();
    const bucket = Number(/=(\d+);/.exec(cookie)?.[1]);
    expect(await first?.text()).toBe(`page ?__release=${bucket < 50 ? 'canary' : 'stable'}`);
    const again = await renderer.handle(get('/puzzles', { cookie: `chronicle_release=${bucket}` }), null);
    expect(again?.headers.get('set-cookie')).toBeNull();
  });

  it('answers the fast path from the release entry of a reader with a bucket, and leaves a reader without one to handle()', async () => {
    const { renderer } = canaryRenderer();
    await renderer.handle(get('/puzzles', { cookie: 'chronicle_release=10' }), null);
    const fast = (cookie?: string) =>
      renderer.freshAnswer({ url: '/puzzles', headers: { host: 'news.example', ...(cookie ? { cookie } : {}) } });
    expect(new TextDecoder().decode(fast('chronicle_release=3')?.body ?? undefined)).toBe('page ?__release=canary');
    expect(fast('chronicle_release=70')).toBeNull();
    expect(fast()).toBeNull();
  });
});

describe('createRenderer: story addresses (decision 206)', () => {
  const ID = 'a1000000-0000-4000-8000-000000000002';

  it("answers a story's id and old slug with a 301 to its slug, without a render, then from the page cache until a rename purges it; an edit does not", async () => {
    let slug = 'floods-hit-harare';
    const asked: string[] = [];
    const renders: string[] = [];
    const options = {
      ...baseOptions,
      siteDefaultEdition: siteDefaultEdition(),
      storyAddresses: async (address: string) => {
        asked.push(address);
        return [ID, 'floods-in-harare', slug].includes(address) ? { storyId: ID, slug, gone: false } : null;
      },
    };
    const renderer = createRenderer(options, (url) => {
      renders.push(url.pathname);
      return new Response('story', {
        headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, s-maxage=60' },
      });
    });
    const first = await renderer.handle(get(`/story/${ID}`), null);
    expect(first?.status).toBe(301);
    expect(first?.headers.get('location')).toBe('/story/floods-hit-harare');
    const fast = renderer.freshAnswer({ url: `/story/${ID}`, headers: { host: 'news.example' } });
    expect(fast?.status).toBe(301);
    expect(fast?.headers[(fast?.headers.indexOf('location') ?? 0) + 1]).toBe('/story/floods-hit-harare');
    expect((await renderer.handle(get('/story/floods-in-harare'), null))?.status).toBe(301);
    expect((await renderer.handle(get('/story/floods-hit-harare'), null))?.status).toBe(200);
    expect(asked).toEqual([ID, 'floods-in-harare', 'floods-hit-harare']);
    expect(renders).toEqual(['/story/floods-hit-harare']);

    // An edit of the story (its row key) leaves the redirects; a rename purges the lists.
    await renderer.purge([`row:${ID}`, 'rows:news_stories']);
    expect(renderer.freshAnswer({ url: `/story/${ID}`, headers: { host: 'news.example' } })?.status).toBe(301);
    slug = 'harare-floods';
    expect(await renderer.purge(['list:news_stories'])).toBeGreaterThanOrEqual(2);
    const renamed = await renderer.handle(get(`/story/${ID}`), null);
    expect(renamed?.headers.get('location')).toBe('/story/harare-floods');
  });
});

// deploy/varnish/default.vcl under a real varnishd, in front of a tiny origin that counts what
// reaches it and answers with the shell server's cache headers (decision 137). Fails, never skips,
// without varnishd: the message says how to install it.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEdition, resolveEdition, type Edition } from '@newsroom/shared/edition-resolver';
import { createCdnPurger } from '../../shell/server/cdnPurge.mjs';
import { startVarnish, type RunningVarnish } from '../support/varnish.ts';

const PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** What the origin answers for one path; `version` goes into the body, so a new one is visible. */
interface Answer {
  version: number;
  cacheControl?: string | null;
  keys?: string;
  setCookie?: string;
  /** A team's canaried page (decision 215): canary for buckets under 50, as the shell's server decides. */
  canaried?: true;
}

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

const answers = new Map<string, Answer>();
const seen: Seen[] = [];
let origin: Server;
let varnish: RunningVarnish;

const isPersonal = (headers: IncomingHttpHeaders) =>
  Boolean(headers.authorization) || /(^|;)\s*sb-/.test(headers.cookie ?? '');

/** The origin's default edition (site_settings, decision 181): what `/` shows a reader with no signal. */
let siteDefault: Edition = 'international';

const renderedEdition = (headers: IncomingHttpHeaders) => {
  const resolved = headers['x-edition'];
  if (isEdition(resolved)) return resolved;
  return resolveEdition({ cookie: headers.cookie, acceptLanguage: headers['accept-language'] }, siteDefault);
};

beforeAll(async () => {
  origin = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://origin');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      const answer = answers.get(url.pathname) ?? { version: 1 };
      const keys = answer.keys ?? `site page:${url.pathname}`;
      // A careless origin: personal answers come with public cache headers too. The proxy must not trust them.
      const personal = isPersonal(req.headers) ? ' personal' : '';
      if (answer.cacheControl !== null) res.setHeader('Cache-Control', answer.cacheControl ?? PAGE);
      if (answer.setCookie) res.setHeader('Set-Cookie', answer.setCookie);
      res.setHeader('Surrogate-Key', keys);
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Server-Timing', 'data;dur=4.2;desc="Page data", render;dur=8.1;desc="HTML"');
      // `/` (and its aliases: /./) as the shell server renders it (decision 175): the edition the
      // proxy resolved, else the reader's; named in X-Rendered-Edition, varied on for other caches.
      const rendered = url.pathname === '/' ? renderedEdition(req.headers) : null;
      const edition = rendered ? ` ${rendered}` : '';
      if (rendered) {
        res.setHeader('Vary', 'Accept-Encoding, Cookie, Accept-Language');
        res.setHeader('X-Rendered-Edition', rendered);
      }
      const bucket = /(?:^|;)\s*chronicle_release=(\d{1,2})/.exec(req.headers.cookie ?? '')?.[1];
      const release = answer.canaried ? ` ${bucket !== undefined && Number(bucket) < 50 ? 'canary' : 'stable'}` : '';
      if (release) {
        res.setHeader('Vary', 'Accept-Encoding, Cookie');
        res.setHeader('X-Release-Variant', release.trim());
      }
      res.end(`${req.method} ${url.pathname} v${answer.version}${personal}${edition}${release}`);
    });
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  varnish = await startVarnish({ originPort: (origin.address() as AddressInfo).port });
});

afterAll(async () => {
  await varnish?.close();
  await new Promise((resolve) => origin?.close(resolve));
});

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request to the proxy, on its own connection (node:http: Host can be set). */
function send(
  path: string,
  {
    method = 'GET',
    headers = {},
    localAddress,
  }: { method?: string; headers?: Record<string, string>; localAddress?: string } = {},
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = httpRequest(`${varnish.url}${path}`, { method, headers, agent: false, localAddress }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A GET written by hand: node:http joins repeated Cookie headers into one line, and a browser
 * (HTTP/2, one header per cookie) or a proxy does not. Answers the body and X-Cache.
 */
function sendRaw(path: string, headerLines: string[]) {
  return new Promise<{ head: string; body: string; cache: string | undefined }>((resolve, reject) => {
    const socket = connect(varnish.port, '127.0.0.1');
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (raw += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      resolve({ head, body, cache: /^x-cache:\s*(\S+)/im.exec(head)?.[1] });
    });
    socket.write([`GET ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headerLines, '', ''].join('\r\n'));
  });
}

/** Requests that reached the origin for this path (any query). */
const originHits = (pathname: string) => seen.filter((s) => new URL(s.url, 'http://origin').pathname === pathname);

let counter = 0;
/** A path no other test uses. */
const fresh = (label: string) => `/${label}-${(counter += 1)}`;

const purge = (keys?: string) =>
  send('/', { method: 'PURGE', headers: keys === undefined ? {} : { 'Surrogate-Key': keys } });

describe('caching what the origin allows', () => {
  it('stores a public page: the second GET is a HIT and the origin is asked once', async () => {
    const path = fresh('page');
    const first = await send(path);
    const second = await send(path);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(`GET ${path} v1`);
    expect(second.headers.age).toMatch(/^\d+$/);
    expect(second.headers['cache-control']).toBe(PAGE);
    expect(second.headers.xkey).toBeUndefined();
    expect(originHits(path)).toHaveLength(1);
    // HEAD is answered from the same object.
    expect((await send(path, { method: 'HEAD' })).headers['x-cache']).toBe('HIT');
  });

  it("passes the origin's Server-Timing with the answer that waited for the render, never with a copy from the cache", async () => {
    const path = fresh('timing');
    const first = await send(path);
    const second = await send(path);
    expect(first.headers['server-timing']).toBe('data;dur=4.2;desc="Page data", render;dur=8.1;desc="HTML"');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['server-timing']).toBeUndefined();
  });

  it('keys the cache on the URL only, not on Host', async () => {
    const path = fresh('host');
    await send(path, { headers: { Host: 'a.example' } });
    const other = await send(path, { headers: { Host: 'b.example' } });
    expect(other.headers['x-cache']).toBe('HIT');
    expect(originHits(path)).toHaveLength(1);
  });

  it('stores nothing marked no-store, private or no-cache, with Set-Cookie, or without Cache-Control', async () => {
    const cases: Omit<Answer, 'version'>[] = [
      { cacheControl: 'no-store' },
      { cacheControl: 'private, no-store' },
      { cacheControl: 'no-cache' },
      { cacheControl: 'private, max-age=60' },
      { cacheControl: PAGE, setCookie: 'session=1; HttpOnly' },
      { cacheControl: null },
    ];
    for (const answer of cases) {
      const path = fresh('uncacheable');
      answers.set(path, { version: 1, ...answer });
      const replies = [await send(path), await send(path)];
      expect(
        replies.map((reply) => reply.headers['x-cache']),
        JSON.stringify(answer),
      ).toEqual(['MISS', 'MISS']);
      expect(originHits(path), JSON.stringify(answer)).toHaveLength(2);
    }
  });

  it('stores the next cacheable answer of a URL that once answered no-store (a failed render)', async () => {
    const path = fresh('recovers');
    answers.set(path, { version: 1, cacheControl: 'no-store' });
    await send(path);
    answers.set(path, { version: 2 });
    await send(path);
    const reply = await send(path);
    expect(reply.headers['x-cache']).toBe('HIT');
    expect(reply.body).toBe(`GET ${path} v2`);
  });

  it('holds a page s-maxage seconds; without stale-while-revalidate it is never served stale', async () => {
    const path = fresh('short');
    answers.set(path, { version: 1, cacheControl: 'public, max-age=0, s-maxage=1' });
    await send(path);
    expect((await send(path)).headers['x-cache']).toBe('HIT');
    answers.set(path, { version: 2, cacheControl: 'public, max-age=0, s-maxage=1' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await send(path);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toBe(`GET ${path} v2`);
  });

  it('serves an expired page within stale-while-revalidate at once, and refreshes it behind', async () => {
    const path = fresh('stale');
    const cacheControl = 'public, max-age=0, s-maxage=1, stale-while-revalidate=30';
    answers.set(path, { version: 1, cacheControl });
    await send(path);
    answers.set(path, { version: 2, cacheControl });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stale = await send(path);
    expect(stale.headers['x-cache']).toBe('HIT');
    expect(stale.body).toBe(`GET ${path} v1`);
    await expect.poll(async () => (await send(path)).body, { timeout: 5000 }).toBe(`GET ${path} v2`);
    expect(originHits(path)).toHaveLength(2);
  });
});

describe('personal requests', () => {
  it.each([
    ['Authorization', { Authorization: 'Bearer eyJ.personal' }],
    ['an sb- cookie', { Cookie: 'sb-access-token=eyJ.personal' }],
    ['an sb- cookie among others', { Cookie: 'theme=dark; sb-abc-auth-token=base64-eyJ' }],
  ])('with %s are passed to the origin every time and never stored', async (_label, headers) => {
    const path = fresh('personal');
    // A personal request first: its answer must not become the page everyone gets.
    const personal = await send(path, { headers });
    expect(personal.body).toBe(`GET ${path} v1 personal`);
    expect(personal.headers['x-cache']).toBe('PASS');
    const anonymous = await send(path);
    expect(anonymous.headers['x-cache']).toBe('MISS');
    expect(anonymous.body).toBe(`GET ${path} v1`);
    // Now the anonymous page is cached: personal requests still go to the origin, with their credentials.
    const again = await send(path, { headers });
    expect(again.headers['x-cache']).toBe('PASS');
    expect(again.body).toBe(`GET ${path} v1 personal`);
    const hit = await send(path);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.body).toBe(`GET ${path} v1`);
    const hits = originHits(path);
    expect(hits).toHaveLength(3);
    expect(hits.filter((s) => isPersonal(s.headers))).toHaveLength(2);
  });

  it('other cookies change nothing: they share the anonymous object and never reach the origin', async () => {
    const path = fresh('cookies');
    const first = await send(path, { headers: { Cookie: 'theme=dark; _ga=GA1.1.1; notsb-x=1' } });
    const second = await send(path, { headers: { Cookie: 'consent=yes' } });
    const third = await send(path);
    expect([first, second, third].map((reply) => reply.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
    expect(originHits(path)).toHaveLength(1);
    expect(originHits(path)[0].headers.cookie).toBeUndefined();
  });

  it("sends the origin the reader's release bucket, the only other cookie, and stores no canaried page (decision 215)", async () => {
    const path = fresh('section');
    answers.set(path, { version: 1, canaried: true });
    const early = await send(path, { headers: { Cookie: 'theme=dark; chronicle_release=10' } });
    const late = await send(path, { headers: { Cookie: 'chronicle_release=90; consent=yes' } });
    const again = await send(path, { headers: { Cookie: 'chronicle_release=10' } });
    expect([early.body, late.body, again.body]).toEqual([
      `GET ${path} v1 canary`,
      `GET ${path} v1 stable`,
      `GET ${path} v1 canary`,
    ]);
    expect([early, late, again].map((reply) => reply.headers['x-cache'])).toEqual(['MISS', 'MISS', 'MISS']);
    expect(early.headers['x-release-variant']).toBeUndefined();
    expect(originHits(path).map((hit) => hit.headers.cookie)).toEqual([
      'chronicle_release=10',
      'chronicle_release=90',
      'chronicle_release=10',
    ]);
    // A page that does not depend on it is still one object for everyone.
    const plain = fresh('plain');
    await send(plain, { headers: { Cookie: 'chronicle_release=10' } });
    expect((await send(plain, { headers: { Cookie: 'chronicle_release=90' } })).headers['x-cache']).toBe('HIT');
  });

  it("keys / on the reader's edition alone: each signal, garbage, every signal at once; one object per edition", async () => {
    const path = `/?q=${fresh('edition')}`;
    const cases: [Record<string, string>, string, string][] = [
      [{}, 'international', 'MISS'],
      [{ 'Accept-Language': 'fr-FR,fr;q=0.9' }, 'international', 'HIT'],
      [{ Cookie: 'edition=garbage; theme=dark', 'Accept-Language': 'zh-CN' }, 'international', 'HIT'],
      [{ 'Accept-Language': 'en-GB,en;q=0.8' }, 'uk', 'MISS'],
      [{ 'Accept-Language': 'en-US, cy;q=0.5' }, 'uk', 'HIT'],
      [{ Cookie: 'a=1; edition=uk' }, 'uk', 'HIT'],
      [{ 'X-Country-Code': 'GB' }, 'uk', 'HIT'],
      [{ 'Accept-Language': 'en-ZW' }, 'zimbabwe', 'MISS'],
      [{ 'Accept-Language': 'en-GB;q=0, sn;q=0.1' }, 'zimbabwe', 'HIT'],
      [{ 'X-Country-Code': 'zw', 'Accept-Language': 'en-GB' }, 'zimbabwe', 'HIT'],
      [{ Cookie: 'edition=zimbabwe', 'X-Edition': 'uk' }, 'zimbabwe', 'HIT'],
      // The reader's own choice of International is not the default's object: the default may change.
      [
        { Cookie: 'edition=international', 'X-Country-Code': 'ZW', 'Accept-Language': 'en-GB' },
        'international',
        'MISS',
      ],
    ];
    for (const [headers, edition, cache] of cases) {
      const reply = await send(path, { headers });
      expect([reply.body, reply.headers['x-cache']], JSON.stringify(headers)).toEqual([`GET / v1 ${edition}`, cache]);
    }
    const hits = originHits('/').filter((hit) => hit.url === path);
    expect(hits.map((hit) => hit.headers['x-edition'])).toEqual(['default', 'uk', 'zimbabwe', 'international']);
    // Told as the reader's choice too: an origin that trusts no proxy renders the same edition; the
    // default's request carries no signal at all, so any origin renders its own default.
    expect(
      hits.map((hit) => [hit.headers.cookie, hit.headers['x-country-code'], hit.headers['accept-language']]),
    ).toEqual([
      [undefined, undefined, undefined],
      ['edition=uk', undefined, 'en-GB,en;q=0.8'],
      ['edition=zimbabwe', undefined, 'en-ZW'],
      ['edition=international', 'ZW', 'en-GB'],
    ]);
    // A purge that reaches / reaches each edition's object and the default's.
    expect(Number((await purge('page:/')).headers['x-purged'])).toBeGreaterThanOrEqual(4);
    for (const Cookie of ['edition=uk', 'edition=zimbabwe', 'edition=international', 'theme=dark']) {
      expect((await send(path, { headers: { Cookie } })).headers['x-cache']).toBe('MISS');
    }
  });

  it("keeps / of readers with no signal apart as the default, which the admin may change: the site's purge shows the new one", async () => {
    const path = `/?q=${fresh('default')}`;
    try {
      expect((await send(path)).body).toBe('GET / v1 international');
      siteDefault = 'zimbabwe';
      const cached = await send(path, { headers: { 'Accept-Language': 'fr' } });
      expect([cached.body, cached.headers['x-cache']]).toEqual(['GET / v1 international', 'HIT']);
      await purge('site');
      const changed = await send(path);
      expect([changed.body, changed.headers['x-cache']]).toEqual(['GET / v1 zimbabwe', 'MISS']);
      // A reader who chose International keeps it.
      const chosen = await send(path, { headers: { Cookie: 'edition=international' } });
      expect(chosen.body).toBe('GET / v1 international');
    } finally {
      siteDefault = 'international';
    }
  });

  it("gives the client / as private, and no Vary on the reader's headers: no other shared cache keeps one edition", async () => {
    const path = `/?q=${fresh('private')}`;
    const first = await send(path, { headers: { 'Accept-Language': 'en-GB' } });
    const hit = await send(path, { headers: { 'Accept-Language': 'cy', Cookie: 'theme=dark' } });
    expect([first.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    for (const reply of [first, hit]) {
      expect(reply.headers['cache-control']).toBe('private, max-age=0');
      expect(reply.headers.vary ?? '').not.toMatch(/cookie|accept-language/i);
    }
    // Other pages keep the origin's shared-cache headers.
    const page = fresh('page');
    expect((await send(page)).headers['cache-control']).toBe(PAGE);
  });

  it('reads every Cookie header, not just the first: the edition and a session in a second one count', async () => {
    const path = `/?q=${fresh('cookies')}`;
    const reply = await sendRaw(path, ['Cookie: theme=dark', 'Cookie: edition=uk']);
    expect(reply.body).toBe('GET / v1 uk');
    const page = fresh('session');
    await send(page);
    const personal = await sendRaw(page, ['Cookie: theme=dark', 'Cookie: sb-abc-auth-token=base64-eyJ']);
    expect([personal.cache, personal.body]).toEqual(['PASS', `GET ${page} v1 personal`]);
  });

  it("never stores a render of / reached by an alias (/./) for everyone: it is one reader's edition", async () => {
    const alias = `/./?q=${fresh('alias')}`;
    const zimbabwe = await sendRaw(alias, ['Accept-Language: en-ZW']);
    const uk = await sendRaw(alias, ['Accept-Language: en-GB']);
    const international = await sendRaw(alias, []);
    expect([zimbabwe.body, uk.body, international.body]).toEqual([
      'GET / v1 zimbabwe',
      'GET / v1 uk',
      'GET / v1 international',
    ]);
    expect([uk.cache, international.cache]).toEqual(['MISS', 'MISS']);
    expect(uk.head).not.toMatch(/x-rendered-edition/i);
  });

  it('drops a country or edition header forged by a client that is not the geolocating edge', async () => {
    const path = `/?q=${fresh('forged')}`;
    const forged = { 'X-Country-Code': 'ZW', 'X-Edition': 'zimbabwe' };
    const reply = await send(path, { headers: forged, localAddress: '127.0.0.2' });
    expect(reply.body).toBe('GET / v1 international');
    const [hit] = originHits('/').filter((seenHit) => seenHit.url === path);
    expect([hit.headers['x-country-code'], hit.headers['x-edition']]).toEqual([undefined, 'default']);
    // Another page never carries an edition to the origin.
    const page = fresh('page');
    await send(page, { headers: forged });
    expect(originHits(page)[0].headers['x-edition']).toBeUndefined();
  });

  it('passes every method but GET, HEAD and PURGE', async () => {
    const path = fresh('post');
    const replies = [await send(path, { method: 'POST' }), await send(path, { method: 'POST' })];
    expect(replies.map((reply) => reply.headers['x-cache'])).toEqual(['PASS', 'PASS']);
    expect(originHits(path)).toHaveLength(2);
  });

  it('passes content-hashed build files with their own headers', async () => {
    const path = `/static/js/main.${(counter += 1)}.js`;
    answers.set(path, { version: 1, cacheControl: 'public, max-age=31536000, immutable' });
    const replies = [await send(path), await send(path)];
    expect(replies.map((reply) => reply.headers['x-cache'])).toEqual(['PASS', 'PASS']);
    expect(replies[1].headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('query strings', () => {
  it('drops utm_*, fbclid and gclid and sorts the rest: one entry, and the origin sees the clean URL', async () => {
    const path = fresh('query');
    const urls = [
      `${path}?b=2&a=1`,
      `${path}?a=1&b=2&utm_source=x&utm_medium=social`,
      `${path}?utm_campaign=c&fbclid=abc&b=2&gclid=z&a=1`,
    ];
    const replies = [];
    for (const url of urls) replies.push(await send(url));
    expect(replies.map((reply) => reply.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
    expect(originHits(path).map((s) => s.url)).toEqual([`${path}?a=1&b=2`]);
  });

  it('a URL with only tracking parameters is the bare page; other parameters stay distinct', async () => {
    const path = fresh('bare');
    await send(path);
    expect((await send(`${path}?utm_source=newsletter`)).headers['x-cache']).toBe('HIT');
    expect((await send(`${path}?page=2`)).headers['x-cache']).toBe('MISS');
    expect((await send(`${path}?notutm_source=1`)).headers['x-cache']).toBe('MISS');
    expect(originHits(path).map((s) => s.url)).toEqual([path, `${path}?page=2`, `${path}?notutm_source=1`]);
  });

  it('keeps only q of the query of /, as the origin renders it: other parameters do not split its objects', async () => {
    const q = fresh('search').slice(1);
    const urls = [`/?x=${q}`, `/?y=2&x=${q}`, `/?q=${q}&x=1`, `/?x=2&q=${q}&q=other`];
    const replies = [];
    for (const url of urls) replies.push(await send(url));
    expect(replies.map((reply) => reply.headers['x-cache'])).toEqual(['MISS', 'HIT', 'MISS', 'HIT']);
    expect(seen.filter((s) => s.url === '/' || s.url === `/?q=${q}`).map((s) => s.url)).toEqual(['/', `/?q=${q}`]);
  });
});

describe('PURGE by surrogate key', () => {
  it('drops exactly the objects tagged with the key; the next GET sees the new content', async () => {
    const story = fresh('story');
    const other = fresh('other');
    const list = fresh('list');
    const id = `row:${story.slice(1)}`;
    answers.set(story, { version: 1, keys: `site table:news_stories ${id}` });
    answers.set(other, { version: 1, keys: 'site table:news_stories row:other' });
    answers.set(list, { version: 1, keys: `site table:news_stories ${id} row:other` });
    for (const path of [story, other, list]) await send(path);

    answers.set(story, { version: 2, keys: `site table:news_stories ${id}` });
    answers.set(list, { version: 2, keys: `site table:news_stories ${id} row:other` });
    const purged = await purge(id);
    expect(purged.status).toBe(200);
    expect(purged.headers['x-purged']).toBe('2');

    const [storyAfter, otherAfter, listAfter] = [await send(story), await send(other), await send(list)];
    expect(storyAfter.headers['x-cache']).toBe('MISS');
    expect(storyAfter.body).toBe(`GET ${story} v2`);
    expect(listAfter.body).toBe(`GET ${list} v2`);
    expect(otherAfter.headers['x-cache']).toBe('HIT');
  });

  it('purges a stale-while-revalidate page hard: the next GET never gets the old one', async () => {
    const path = fresh('hard');
    const cacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
    answers.set(path, { version: 1, cacheControl, keys: `site ${path.slice(1)}` });
    await send(path);
    answers.set(path, { version: 2, cacheControl, keys: `site ${path.slice(1)}` });
    await purge(path.slice(1));
    const after = await send(path);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toBe(`GET ${path} v2`);
  });

  it("purges through the shell server's purger (several keys in one request)", async () => {
    const a = fresh('purger');
    const b = fresh('purger');
    for (const path of [a, b]) await send(path);
    const errors: unknown[] = [];
    const purger = createCdnPurger({ url: `${varnish.url}/`, log: { error: (...args) => errors.push(args) } });
    await Promise.all([purger.purge([`page:${a}`]), purger.purge([`page:${b}`])]);
    expect(errors).toEqual([]);
    expect((await send(a)).headers['x-cache']).toBe('MISS');
    expect((await send(b)).headers['x-cache']).toBe('MISS');
  });

  it('a PURGE without a key purges nothing (400); an unknown key purges nothing (200, 0)', async () => {
    const path = fresh('kept');
    await send(path);
    const noKey = await purge();
    expect(noKey.status).toBe(400);
    const unknown = await purge('row:nobody');
    expect(unknown.status).toBe(200);
    expect(unknown.headers['x-purged']).toBe('0');
    expect((await send(path)).headers['x-cache']).toBe('HIT');
    // A PURGE is answered by the proxy itself; the origin never sees one.
    expect(seen.some((s) => s.method === 'PURGE')).toBe(false);
  });
});

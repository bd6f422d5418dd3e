// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveRemote } from '../../scripts/serve-remote.mjs';
import { addressLimit } from './addressLimit.mjs';
import { createShellApp } from './index.mjs';
import { createStaticSite } from './staticSite.mjs';

function fakeDist() {
  const root = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  mkdirSync(join(root, 'static/js'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'static/js/index.abc123.js'), 'console.log("hi");'.repeat(200));
  writeFileSync(join(root, 'mf-manifest.json'), '{"id":"mfe_reader"}');
  return root;
}

const TEAM = {
  name: 'puzzles',
  container: 'mfe_puzzles',
  manifestUrl: 'https://teams.example/puzzles/1/mf-manifest.json',
  version: '1.0.0',
  integrity: `sha384-${'A'.repeat(64)}`,
  routes: [{ path: '/puzzles', module: 'PuzzlesPage', access: 'everyone' }],
};
const TEAM_CANARY = {
  manifestUrl: 'https://teams.example/puzzles/2/mf-manifest.json',
  version: '2.0.0',
  integrity: `sha384-${'B'.repeat(64)}`,
};

describe('static site', () => {
  const root = fakeDist();
  const app = createStaticSite({ root, cors: true, runtimeConfig: () => ({ siteName: 'Test' }) });

  it('serves hashed assets as immutable and compressed', async () => {
    const res = await app.request('/static/js/index.abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('revalidates files whose name does not change between deploys', async () => {
    const res = await app.request('/mf-manifest.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves the offline worker and the web app manifest at the root, revalidated (decision 186)', async () => {
    writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Test"}');
    const worker = await app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    // A new deployment's worker is found on the next visit: never an immutable copy.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  });

  it('answers client-side routes with index.html but a missing asset with 404', async () => {
    const page = await app.request('/story/42');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="root"');
    expect((await app.request('/static/js/gone.js')).status).toBe(404);
    // Inside a deploy's versioned folder too: a chunk that is gone is a 404, never the page.
    expect((await app.request('/live/0.1.0-a/static/js/gone.js')).status).toBe(404);
  });

  it("keeps a rendered page's own Content-Security-Policy (the lite edition's), adding the other security headers", async () => {
    const lite = "default-src 'none'; script-src 'none'";
    const rendering = createStaticSite({
      root,
      runtimeConfig: () => ({}),
      htmlHeaders: () => ({ 'Content-Security-Policy': "script-src 'self'", 'X-Frame-Options': 'DENY' }),
      render: async (request) =>
        new URL(request.url).pathname === '/lite'
          ? new Response('<h1>Lite</h1>', { headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': lite } })
          : null,
    });
    const page = await rendering.request('/lite');
    expect(page.headers.get('content-security-policy')).toBe(lite);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect((await rendering.request('/story/1')).headers.get('content-security-policy')).toBe("script-src 'self'");
  });

  it('hands a path with a NUL byte to the renderer (its 404 page), never a 500 (issue 47)', async () => {
    const rendered = [];
    const rendering = createStaticSite({
      root,
      runtimeConfig: () => ({}),
      render: async (request) => {
        rendered.push(new URL(request.url).pathname);
        return new Response('<h1>Page not found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } });
      },
    });
    const paths = ['/%00', '/rss.xml%00', '/index.html%00.js', '/static/js/index.abc123.js%00'];
    for (const path of paths) expect((await rendering.request(path)).status, path).toBe(404);
    expect(rendered).toEqual(paths);
  });

  it('serves the runtime config uncached', async () => {
    const res = await app.request('/runtime-config.json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ siteName: 'Test' });
  });
});

describe('shell server', () => {
  let backend;
  let received;
  let refuseNext = false;
  beforeAll(async () => {
    backend = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received = { url: req.url, apikey: req.headers.apikey, forwardedFor: req.headers['x-forwarded-for'], body };
        if (refuseNext) {
          refuseNext = false;
          res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '120' }).end('{"error":"Too many"}');
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}');
      });
    });
    await new Promise((resolve) => backend.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => backend.close(resolve)));

  it('builds /runtime-config.json from env', async () => {
    const app = createShellApp(
      { SITE_NAME: 'Chronicle', REMOTE_READER_URL: 'https://cdn.example/r/mf-manifest.json' },
      fakeDist(),
    );
    const config = await (await app.request('/runtime-config.json')).json();
    expect(config.siteName).toBe('Chronicle');
    expect(config.remotes.reader).toBe('https://cdn.example/r/mf-manifest.json');
  });

  it("remembers the reader's edition a year and opens its front; refuses an unknown one (decision 175)", async () => {
    const local = await createShellApp({}, fakeDist()).request('/edition/zimbabwe');
    expect(local.status).toBe(303);
    expect(local.headers.get('location')).toBe('/zimbabwe');
    expect(local.headers.get('cache-control')).toBe('no-store');
    expect(local.headers.get('set-cookie')).toBe('edition=zimbabwe; Path=/; Max-Age=31536000; SameSite=Lax');
    const secure = await createShellApp({ PUBLIC_SITE_URL: 'https://news.example' }, fakeDist()).request('/edition/uk');
    expect(secure.headers.get('set-cookie')).toMatch(/^edition=uk; .*; Secure$/);
    for (const path of ['/edition/us', '/edition/UK', '/edition/uk%3B%20Path%3D%2Fx', '/edition/__proto__']) {
      const refused = await createShellApp({}, fakeDist()).request(path);
      expect(refused.headers.get('set-cookie'), path).toBeNull();
    }
  });

  it('answers /favicon.ico with the site icon, for pages without a <link rel="icon"> (issue 49)', async () => {
    const dist = fakeDist();
    const icon = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    writeFileSync(join(dist, 'favicon.svg'), icon);
    const res = await createShellApp({}, dist).request('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toBe(icon);
  });

  it('lists the remotes of REMOTES_CONFIG_FILE in its pages’ CSP, following an edit of the file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'remotes-')), 'remotes.json');
    const moveReader = (origin) =>
      writeFileSync(file, JSON.stringify({ REMOTE_READER_URL: `${origin}/reader/mf-manifest.json` }));
    moveReader('https://cdn-a.example');
    const app = createShellApp({ REMOTES_CONFIG_FILE: file, CSP_IMAGE_ORIGINS: 'https://img.example' }, fakeDist());
    const scriptSources = async () => {
      const csp = (await app.request('/story/1')).headers.get('content-security-policy') ?? '';
      return csp.split('; ').find((part) => part.startsWith('script-src '));
    };
    expect(await scriptSources()).toContain('https://cdn-a.example');
    moveReader('https://cdn-bb.example');
    expect(await scriptSources()).toContain('https://cdn-bb.example');
    expect(await scriptSources()).not.toContain('https://cdn-a.example');
  });

  it("purges the CDN's pages once it serves a changed registry: every page carries it (decision 215)", async () => {
    const purges = [];
    const cdn = createServer((req, res) => {
      purges.push(`${req.method} ${req.headers['surrogate-key']}`);
      res.end();
    });
    await new Promise((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const file = join(mkdtempSync(join(tmpdir(), 'remotes-')), 'remotes.json');
    const moveReader = (origin) =>
      writeFileSync(file, JSON.stringify({ REMOTE_READER_URL: `${origin}/reader/mf-manifest.json` }));
    moveReader('https://cdn-a.example');
    const env = {
      REMOTES_CONFIG_FILE: file,
      CDN_PURGE_URL: `http://127.0.0.1:${cdn.address().port}/`,
      REMOTE_ORIGINS: 'https://cdn-a.example,https://cdn-bb.example,https://teams.example',
    };
    const app = createShellApp(env, fakeDist());
    try {
      await app.request('/story/1');
      moveReader('https://cdn-bb.example');
      await app.request('/story/1');
      await expect.poll(() => purges).toEqual(['PURGE site']);
      // A canary's share alone changes no page the CDN keeps: no purge.
      const withCanary = (percent) =>
        writeFileSync(
          file,
          JSON.stringify({
            REMOTE_READER_URL: 'https://cdn-bb.example/reader/mf-manifest.json',
            remotes: [{ ...TEAM, canary: { ...TEAM_CANARY, percent } }],
          }),
        );
      withCanary(10);
      await app.request('/story/1');
      await expect.poll(() => purges).toHaveLength(2);
      withCanary(50);
      await app.request('/story/1');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(purges).toHaveLength(2);
    } finally {
      cdn.close();
    }
  });

  it('forwards POST /api/contact to the contact function with the anon key', async () => {
    const env = { SUPABASE_URL: `http://127.0.0.1:${backend.address().port}`, SUPABASE_ANON_KEY: 'anon-test' };
    const app = createShellApp(env, fakeDist());
    const message = JSON.stringify({ name: 'Ann', email: 'ann@example.com', message: 'Hi' });
    const res = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: message,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(received).toEqual({
      url: '/functions/v1/contact',
      apikey: 'anon-test',
      forwardedFor: undefined,
      body: message,
    });
  });

  it('forwards the visitor as a proxy does and passes a refusal’s Retry-After back', async () => {
    const env = { SUPABASE_URL: `http://127.0.0.1:${backend.address().port}`, SUPABASE_ANON_KEY: 'anon-test' };
    const app = createShellApp(env, fakeDist());
    refuseNext = true;
    const res = await app.request(
      '/api/contact',
      { method: 'POST', headers: { 'X-Forwarded-For': '198.51.100.4' }, body: '{}' },
      { incoming: { socket: { remoteAddress: '192.0.2.9' } } },
    );
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('120');
    expect(received.forwardedFor).toBe('198.51.100.4, 192.0.2.9');
  });

  it('answers with an error field when the backend is unreachable', async () => {
    const app = createShellApp({ SUPABASE_URL: 'http://127.0.0.1:9' }, fakeDist());
    const res = await app.request('/api/contact', { method: 'POST', body: '{}' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Please try again.' });
  });

  it('refuses an oversized message before it reaches the backend', async () => {
    const app = createShellApp({ SUPABASE_URL: 'http://127.0.0.1:9' }, fakeDist());
    const res = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(20_000) },
      body: 'x'.repeat(20_000),
    });
    expect(res.status).toBe(413);
  });
});

describe('POST /lite/newsletter (the lite sign-up, no script)', () => {
  let backend;
  let inserts = [];
  // The REST API's answers to the full site's insert, by address.
  const answers = {
    'taken@example.com': [409, { code: '23505', message: 'duplicate key' }],
    'odd@example.com': [400, { code: '23514', message: 'violates check constraint' }],
    'busy@example.com': [429, { code: 'P0001', hint: 'rate_limited', message: 'Too many', details: '60 seconds' }],
    'down@example.com': [500, { message: 'boom' }],
  };
  beforeAll(async () => {
    backend = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const row = JSON.parse(body);
        inserts.push({ url: req.url, apikey: req.headers.apikey, forwardedFor: req.headers['x-forwarded-for'], row });
        const [status, error] = answers[row.email] ?? [201, null];
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(error ? JSON.stringify(error) : '');
      });
    });
    await new Promise((resolve) => backend.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => backend.close(resolve)));

  const app = (extra = {}) =>
    createShellApp(
      { SUPABASE_URL: `http://127.0.0.1:${backend.address().port}`, SUPABASE_ANON_KEY: 'anon-test', ...extra },
      fakeDist(),
    );
  const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const post = (body, headers = FORM, target = app(), peer = '192.0.2.9') => {
    inserts = [];
    return target.request(
      '/lite/newsletter',
      { method: 'POST', headers, body },
      { incoming: { socket: { remoteAddress: peer } } },
    );
  };
  const location = (res) => new URL(res.headers.get('location'), 'http://x');

  it('signs up as the full site does, then 303 to "sent" (never cached, no address in the URL)', async () => {
    const res = await post('email=+ann%40example.com+&morningEdition=on&breakingAlerts=on', {
      ...FORM,
      'X-Forwarded-For': '198.51.100.4',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('location')).toBe('/lite/newsletter?result=sent');
    expect(inserts).toEqual([
      {
        url: '/rest/v1/newsletter_subscribers',
        apikey: 'anon-test',
        // The reader's one address: the header the client sent is not believed (no trusted proxy).
        forwardedFor: '192.0.2.9',
        row: { email: 'ann@example.com', morning_edition: true, breaking_alerts: true },
      },
    ]);
  });

  it('forwards exactly one address: behind a TRUSTED_PROXIES proxy, the nearest hop it did not add', async () => {
    const proxied = app({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1' });
    const chain = { ...FORM, 'X-Forwarded-For': '203.0.113.66, 198.51.100.7, 10.1.2.3' };
    await post('email=ann%40example.com&morningEdition=on', chain, proxied, '192.0.2.1');
    expect(inserts.map((insert) => insert.forwardedFor)).toEqual(['198.51.100.7']);
    // A visitor connecting directly cannot name themselves (the socket is not a trusted proxy).
    await post('email=ann%40example.com&morningEdition=on', chain, proxied, '192.0.2.77');
    expect(inserts.map((insert) => insert.forwardedFor)).toEqual(['192.0.2.77']);
  });

  it('limits sign-ups per reader to 5 in 10 minutes, whatever X-Forwarded-For a visitor forges', async () => {
    const target = app();
    const answers = [];
    for (let i = 1; i <= 6; i += 1) {
      const forged = { ...FORM, 'X-Forwarded-For': `198.51.100.${i}` };
      const res = await post(`email=reader${i}%40example.com&morningEdition=on`, forged, target);
      answers.push(location(res).searchParams.get('result'));
    }
    expect(answers).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'limited']);
    // The sixth never reached the database; another reader still can.
    expect(inserts).toEqual([]);
    const other = await post('email=ann%40example.com&morningEdition=on', FORM, target, '192.0.2.10');
    expect(location(other).searchParams.get('result')).toBe('sent');
  });

  it('answers an address already subscribed exactly as a new one', async () => {
    const res = await post('email=taken%40example.com&morningEdition=on');
    expect(res.headers.get('location')).toBe('/lite/newsletter?result=sent');
  });

  it("gives the database's refusals back in words, with the typed address", async () => {
    const expected = { odd: 'invalid', busy: 'limited', down: 'unavailable' };
    for (const [name, result] of Object.entries(expected)) {
      const res = await post(`email=${name}%40example.com&breakingAlerts=on`);
      expect(res.status).toBe(303);
      expect(Object.fromEntries(location(res).searchParams)).toEqual({ result, email: `${name}@example.com` });
    }
    const unreachable = await post(
      'email=ann%40example.com&morningEdition=on',
      FORM,
      app({ SUPABASE_URL: 'http://127.0.0.1:9' }),
    );
    expect(location(unreachable).searchParams.get('result')).toBe('unavailable');
  });

  it('refuses a missing or invalid address, a header injection, or no choice, before the database', async () => {
    const cases = {
      'morningEdition=on': 'invalid',
      'email=not-an-address&morningEdition=on': 'invalid',
      'email=ann%40example.com%0D%0ABcc%3A+all%40example.com&morningEdition=on': 'invalid',
      'email=ann%40example.com%0ABcc%3Aall%40example.com&morningEdition=on': 'invalid',
      [`email=${'a'.repeat(250)}%40example.com&morningEdition=on`]: 'invalid',
      'email=ann%40example.com': 'choose',
    };
    for (const [body, result] of Object.entries(cases)) {
      const res = await post(body);
      expect(res.status, body).toBe(303);
      expect(location(res).searchParams.get('result'), body).toBe(result);
      expect(inserts, body).toEqual([]);
    }
  });

  it('refuses a body over 4 KB (413), and JSON or multipart (415)', async () => {
    const huge = await post(`email=a%40b.co&x=${'x'.repeat(1024 * 1024)}`);
    expect(huge.status).toBe(413);
    const json = await post('{"email":"ann@example.com"}', { 'Content-Type': 'application/json' });
    expect(json.status).toBe(415);
    const multipart = new FormData();
    multipart.set('email', 'ann@example.com');
    const res = await app().request('/lite/newsletter', { method: 'POST', body: multipart });
    expect(res.status).toBe(415);
    expect(inserts).toEqual([]);
  });

  it('refuses a form posted from another site (403); accepts its own origin', async () => {
    const crossSite = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
    ];
    for (const headers of crossSite) {
      const res = await post('email=ann%40example.com&morningEdition=on', { ...FORM, ...headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(inserts).toEqual([]);
    }
    const publicSite = app({ PUBLIC_SITE_URL: 'https://news.example' });
    const own = { ...FORM, Origin: 'https://news.example', 'Sec-Fetch-Site': 'same-origin' };
    expect((await post('email=ann%40example.com&morningEdition=on', own, publicSite)).status).toBe(303);
    const other = { ...FORM, Origin: 'http://news.example' };
    expect((await post('email=ann%40example.com&morningEdition=on', other, publicSite)).status).toBe(403);
    const local = await post('email=ann%40example.com&morningEdition=on', { ...FORM, Origin: 'http://localhost' });
    expect(local.status).toBe(303);
  });
});

describe('addressLimit (the lite sign-up’s limit per reader)', () => {
  it('opens a new window once the last one ends, and keeps at most maxKeys addresses', () => {
    let clock = 0;
    const allow = addressLimit({ max: 2, windowMs: 1000, maxKeys: 2, now: () => clock });
    expect([allow('a'), allow('a'), allow('a')]).toEqual([true, true, false]);
    clock = 1000;
    expect(allow('a')).toBe(true);
    // 'b' and 'c' fill the map: 'a' (the oldest window) is forgotten, so it starts again.
    expect([allow('b'), allow('c'), allow('a'), allow('a')]).toEqual([true, true, true, true]);
  });
});

describe('a remote’s own server', () => {
  it('answers its standalone page with a CSP of listed origins, scripts from itself only (issue 47)', async () => {
    const server = await serveRemote({
      distDir: fakeDist(),
      port: 0,
      hostname: '127.0.0.1',
      env: { SUPABASE_URL: 'https://abc.supabase.co', CSP_IMAGE_ORIGINS: 'https://img.example' },
    });
    try {
      const page = await fetch(`http://127.0.0.1:${server.port}/`);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("img-src 'self' data: blob: https://abc.supabase.co https://img.example;");
      expect(csp).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co;");
      expect(csp).toContain("frame-ancestors 'none'");
      const manifest = await fetch(`http://127.0.0.1:${server.port}/mf-manifest.json`);
      expect(manifest.headers.get('content-security-policy')).toBeNull();
    } finally {
      await server.close();
    }
  });
});

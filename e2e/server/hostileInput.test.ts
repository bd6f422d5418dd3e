// Issue 47 through the production server against the seeded backend: paths with a NUL byte, a
// title pasted with a control character XML forbids, and the security headers' origin lists.
import { describe, expect, inject, it, vi } from 'vitest';
import { SEED_IMAGE_ORIGIN, SEED_STREAM_ORIGIN } from '../support/portal.ts';
import { e2eSupabase } from '../support/supabase.ts';
import { parseXml } from '../support/xml.ts';

const suite = inject('serverSuite');
process.env.E2E_SUPABASE_URL = suite.supabaseUrl;
process.env.E2E_SUPABASE_ANON_KEY = suite.anonKey;
const admin = () => e2eSupabase(suite.serviceRoleKey);
const get = (path: string, base = suite.baseURL) => fetch(`${base}${path}`);

/** One directive's sources, e.g. `img-src` → ["'self'", 'data:', …]. */
function directive(csp: string | null, name: string): string[] {
  const part = (csp ?? '').split('; ').find((entry) => entry.startsWith(`${name} `));
  return part?.split(' ').slice(1) ?? [];
}

describe('paths with a NUL byte', () => {
  it('get the 404 page, never a 500', async () => {
    for (const path of ['/%00', '/rss.xml%00', '/index.html%00.js', '/sitemap.xml%00', '/static/js/x.js%00']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
  });

  it('inside a story, category, author or topic name are answered below 500', async () => {
    for (const path of [
      '/story/%00',
      '/category/%00',
      '/author/%00',
      '/topic/%00',
      '/live-events/%00',
      '/search?q=%00',
    ]) {
      expect((await get(path)).status, path).toBeLessThan(500);
    }
  });
});

describe('a title pasted with a vertical tab (U+000B)', () => {
  it('leaves the feeds and the news sitemap well-formed for a real XML parser', async () => {
    const title = `Rates\u000Bcut ${Date.now()}`;
    const { data, error } = await admin()
      .from('news_stories')
      .insert({
        title,
        summary: 'Pasted\u000B from a word processor.',
        author: 'Feed\u000B Desk',
        category: 'Sports',
        status: 'published',
        published_at: new Date(Date.now() - 1_000).toISOString(),
      })
      .select('id')
      .single();
    if (error || !data) throw new Error(error?.message ?? 'no story');
    // The database strips the character on the way in, the feed writers on the way out (older rows).
    const shown = title.replace('\u000B', '');
    // The insert's purge reaches the cached feeds a moment later.
    await vi.waitFor(
      async () => {
        for (const path of ['/rss.xml', '/category/sports/rss.xml', '/sitemaps/news.xml']) {
          const text = await (await get(path)).text();
          expect(() => parseXml(text), path).not.toThrow();
          expect(text, path).toContain(shown);
        }
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});

describe('Content-Security-Policy', () => {
  it('lists the origins of images, connections and media on the shell’s pages', async () => {
    const csp = (await get('/')).headers.get('content-security-policy');
    const supabase = new URL(suite.supabaseUrl).origin;
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', supabase, SEED_IMAGE_ORIGIN]);
    expect(directive(csp, 'media-src')).toEqual(["'self'", 'blob:', supabase, SEED_STREAM_ORIGIN]);
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      supabase,
      supabase.replace(/^http/, 'ws'),
      ...Object.values(suite.remoteOrigins),
      SEED_STREAM_ORIGIN,
    ]);
  });

  it('comes with each remote’s standalone page too, its scripts from its own origin only', async () => {
    for (const origin of Object.values(suite.remoteOrigins)) {
      const page = await get('/', origin);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(directive(page.headers.get('content-security-policy'), 'script-src')).toEqual(["'self'"]);
    }
  });
});

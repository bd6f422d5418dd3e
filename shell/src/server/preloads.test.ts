// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RuntimeConfig } from '@newsroom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, MANIFEST_MAX_BYTES, RemotePreloads } from './preloads.ts';

/** A team's CDN: a good manifest, one that is not JSON, one too big, one that never ends. */
const FILES: Record<string, string> = {
  '/good/mf-manifest.json': JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'PuzzlesPage', assets: { js: { sync: ['static/js/async/page.js'] } } }],
    shared: [],
  }),
  '/good/mf-integrity.json': JSON.stringify({ 'static/js/async/page.js': `sha256-${'C'.repeat(43)}=` }),
  '/garbage/mf-manifest.json': '<!doctype html><p>Not found, but 200</p>',
  '/huge/mf-manifest.json': `{"pad":"${'x'.repeat(MANIFEST_MAX_BYTES)}"}`,
};
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = FILES[req.url ?? ''];
    if (body === undefined) {
      res.statusCode = 404;
      res.end();
      return;
    }
    // The big one streamed without a length, as a broken server would.
    if (req.url?.startsWith('/huge/')) res.setHeader('Transfer-Encoding', 'chunked');
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function team(folder: string) {
  return {
    name: 'puzzles',
    container: 'mfe_puzzles',
    manifestUrl: `${origin}/${folder}/mf-manifest.json`,
    version: '1.0.0',
    entryFile: 'remoteEntry.js',
    integrity: `sha384-${'A'.repeat(64)}`,
  };
}

const config = (folder: string) =>
  ({ siteName: 'Test', remotes: {}, registry: [team(folder)] }) as unknown as RuntimeConfig;

describe('RemotePreloads and a team’s manifest (decision 214)', () => {
  it('preloads a team’s entry and page chunk with their hashes, its manifest found in the registry', async () => {
    const preloads = new RemotePreloads(config('good'));
    const urls = await preloads.urlsFor([{ remote: 'mfe_puzzles', module: 'PuzzlesPage' }]);
    expect(urls.fetch).toEqual([`${origin}/good/mf-manifest.json`]);
    expect(urls.script).toEqual([
      { href: `${origin}/good/remoteEntry.js`, integrity: team('good').integrity },
      { href: `${origin}/good/static/js/async/page.js`, integrity: `sha256-${'C'.repeat(43)}=` },
    ]);
  });

  it.each([
    ['not JSON', 'garbage'],
    ['over its size cap', 'huge'],
    ['unreachable', 'gone'],
  ])('preloads nothing, and refuses nothing, for a manifest %s', async (_label, folder) => {
    const preloads = new RemotePreloads(config(folder));
    expect(await preloads.urlsFor([{ remote: 'mfe_puzzles', module: 'PuzzlesPage' }])).toEqual({
      fetch: [],
      script: [],
    });
    expect(await preloads.refused('mfe_puzzles')).toBe(false);
  });

  it('reads a JSON file up to its cap, and no further', async () => {
    expect(await fetchJson(`${origin}/good/mf-integrity.json`)).toMatchObject({});
    expect(await fetchJson(`${origin}/huge/mf-manifest.json`)).toBeNull();
    expect(await fetchJson(`${origin}/garbage/mf-manifest.json`)).toBeNull();
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_ENTRY_FILE, registryFromEnv, serverTrust, withRegistry } from './remoteRegistry.mjs';
import { parseRemotesFile } from './remotesFile.mjs';

const HASH = `sha384-${'A'.repeat(64)}`;
const OTHER_HASH = `sha384-${'B'.repeat(64)}`;

/** A checkout whose mfe-live build left its registry entry. */
function checkoutWithLiveBuild() {
  const root = mkdtempSync(join(tmpdir(), 'registry-'));
  mkdirSync(join(root, 'mfe-live', 'dist'), { recursive: true });
  const entry = {
    name: 'live',
    container: 'mfe_live',
    version: '0.1.0',
    entryFile: 'remoteEntry.js',
    integrity: HASH,
    routes: [{ path: '/live-events', module: 'LiveEventsPage', access: 'everyone' }],
    nav: [],
    slots: [],
  };
  writeFileSync(join(root, 'mfe-live', 'dist', BUILD_ENTRY_FILE), JSON.stringify(entry));
  return root;
}

const LIVE_URL = 'http://cdn.test/live/0.1.0/mf-manifest.json';

describe('registryFromEnv', () => {
  it("registers a built remote at its configured URL with its build's hash", () => {
    const { remotes, problems } = registryFromEnv({ REMOTE_LIVE_URL: LIVE_URL }, checkoutWithLiveBuild());
    expect(problems).toEqual([]);
    expect(remotes).toEqual([expect.objectContaining({ name: 'live', manifestUrl: LIVE_URL, integrity: HASH })]);
  });

  it("lets the config file's entry replace a build's (a deploy), and refuses a bad one by name", () => {
    const v2 = 'http://cdn.test/live/0.2.0/mf-manifest.json';
    const live = { name: 'live', container: 'mfe_live', manifestUrl: v2, version: '0.2.0', integrity: OTHER_HASH };
    const puzzles = { name: 'puzzles', container: 'mfe_puzzles', manifestUrl: 'https://evil.test/mf-manifest.json' };
    const env = {
      REMOTE_LIVE_URL: LIVE_URL,
      ...parseRemotesFile(JSON.stringify({ remotes: [live, { ...puzzles, version: '1', integrity: HASH }] })),
    };
    const { remotes, problems } = registryFromEnv(env, checkoutWithLiveBuild());
    expect(remotes).toEqual([expect.objectContaining({ name: 'live', manifestUrl: v2, integrity: OTHER_HASH })]);
    expect(problems).toEqual([
      'remote "puzzles" refused: its manifest\'s origin https://evil.test is not an allowed remote origin',
    ]);
  });

  it('refuses a registry that is not JSON, loading no remote', () => {
    const { remotes, problems } = registryFromEnv({ REMOTES_REGISTRY: '{ "remotes": ' }, checkoutWithLiveBuild());
    expect(remotes).toEqual([]);
    expect(problems[0]).toMatch(/^REMOTES_REGISTRY: /);
  });
});

describe('withRegistry', () => {
  it('gives the browser each entry it may trust, and the manifest URL the registry holds', () => {
    const config = { remotes: { reader: 'http://r.test/m.json', live: 'http://old.test/m.json' } };
    const entry = {
      name: 'live',
      container: 'mfe_live',
      manifestUrl: LIVE_URL,
      version: '0.1.0',
      entryFile: 'remoteEntry.js',
      integrity: HASH,
      routes: [],
      nav: [],
      slots: [],
    };
    expect(withRegistry(config, { remotes: [entry] })).toEqual({
      remotes: { reader: 'http://r.test/m.json', live: LIVE_URL },
      registry: [
        {
          name: 'live',
          container: 'mfe_live',
          manifestUrl: LIVE_URL,
          version: '0.1.0',
          entryFile: 'remoteEntry.js',
          integrity: HASH,
        },
      ],
    });
  });

  it("gives a team's remote its routes, nav and slots too (the shell mounts, shows and fills them)", () => {
    const config = { remotes: { reader: 'http://r.test/m.json' } };
    const routes = [{ path: '/puzzles', module: 'PuzzlesPage', access: 'everyone' }];
    const nav = [{ label: 'Puzzles', href: '/puzzles', place: 'main', order: 500 }];
    const puzzles = {
      name: 'puzzles',
      container: 'mfe_puzzles',
      manifestUrl: 'http://p.test/mf-manifest.json',
      version: '1.0.0',
      entryFile: 'remoteEntry.js',
      integrity: HASH,
      routes,
      nav,
      slots: [{ slot: 'home-panel', module: 'PuzzlesPanel' }],
    };
    expect(withRegistry(config, { remotes: [puzzles] })).toEqual({
      remotes: config.remotes,
      registry: [
        {
          name: 'puzzles',
          container: 'mfe_puzzles',
          manifestUrl: 'http://p.test/mf-manifest.json',
          version: '1.0.0',
          entryFile: 'remoteEntry.js',
          integrity: HASH,
          routes,
          nav,
          slots: [{ slot: 'home-panel', module: 'PuzzlesPanel' }],
        },
      ],
    });
    // Server-rendered (decision 214): its slots are in the server's HTML; its hash stays on the server.
    const rendered = withRegistry(config, { remotes: [{ ...puzzles, serverIntegrity: HASH }] }).registry[0];
    expect(rendered.serverRendered).toBe(true);
    expect(rendered).not.toHaveProperty('serverIntegrity');
  });
});

describe('serverTrust', () => {
  it("gives the server renderer the allowed origins and each accepted container's server hash, and nothing of a refused one", () => {
    const env = { REMOTE_LIVE_URL: LIVE_URL, REMOTE_READER_URL: 'http://cdn.test/reader/mf-manifest.json' };
    const built = registryFromEnv(env, checkoutWithLiveBuild());
    const chunks = { 'page.js': OTHER_HASH };
    const registry = { remotes: [{ ...built.remotes[0], serverIntegrity: OTHER_HASH, serverChunks: chunks }] };
    expect(serverTrust(env, registry)).toEqual({
      origins: expect.arrayContaining(['http://cdn.test']),
      integrity: { mfe_live: OTHER_HASH },
      // Each chunk's hash too (decision 214).
      chunks: { mfe_live: chunks },
    });
    expect(serverTrust({ ...env, REMOTE_ORIGINS: 'https://cdn.example' }, { remotes: [] })).toEqual({
      origins: ['https://cdn.example'],
      integrity: {},
      chunks: {},
    });
  });
});

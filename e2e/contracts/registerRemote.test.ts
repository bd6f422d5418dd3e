import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RegistryEntry } from '@newsroom/shared/remote-registry';
import { changeRelease, entryIntegrity, releasedEntry } from '../../scripts/register-remote.mjs';

// register:remote's release changes (decisions 207, 210): a canary, its share, promote, rollback,
// each checked by the shell's own registry code before the file is replaced. No build: a canary's
// build folder is a remoteEntry.js.
const origin = 'https://puzzles.test';
const env = { REMOTE_ORIGINS: origin };
const root = mkdtempSync(path.join(os.tmpdir(), 'register-release-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const V1: RegistryEntry = {
  name: 'puzzles',
  container: 'mfe_puzzles',
  manifestUrl: `${origin}/v1/mf-manifest.json`,
  version: '1.0.0',
  entryFile: 'remoteEntry.js',
  integrity: `sha384-${'A'.repeat(64)}`,
  routes: [{ path: '/puzzles', module: 'PuzzlesPage', access: 'everyone' }],
  nav: [{ label: 'Puzzles', href: '/puzzles', place: 'main', order: 500 }],
  slots: [],
};
const OTHER: RegistryEntry = { ...V1, name: 'crosswords', container: 'mfe_crosswords', routes: [], nav: [] };

/** A canary's build folder: its entry script, whose bytes are hashed. */
function canaryBuild(text: string): { dist: string; integrity: string } {
  const dist = mkdtempSync(path.join(root, 'dist-'));
  writeFileSync(path.join(dist, 'remoteEntry.js'), text);
  return { dist, integrity: `sha384-${createHash('sha384').update(text).digest('base64')}` };
}

/** A shell's remotes file holding the entries, and a reader of its entries. */
function remotesFile(remotes: object[]) {
  const dir = mkdtempSync(path.join(root, 'shell-'));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'remotes.json');
  writeFileSync(file, JSON.stringify({ REMOTE_LIVE_URL: 'http://live.test/mf-manifest.json', remotes }));
  return {
    file,
    remotes: () => JSON.parse(readFileSync(file, 'utf8')).remotes,
    text: () => readFileSync(file, 'utf8'),
  };
}

const HASH_S = `sha384-${'S'.repeat(64)}`;

describe('register:remote --canary, --canary-percent, --promote, --rollback', () => {
  it('puts a canary beside the registered version, its hash computed from its build as the build computes one', () => {
    const { dist, integrity } = canaryBuild('/* v2 */');
    expect(entryIntegrity(dist)).toBe(integrity);
    const shell = remotesFile([V1, OTHER]);
    const url = `${origin}/v2/mf-manifest.json`;
    const change = { action: 'canary', url, version: '2.0.0', percent: '10', dist } as const;
    const next = changeRelease({ name: 'puzzles', file: shell.file, change, env });
    const canary = { manifestUrl: url, version: '2.0.0', integrity, percent: 10 };
    expect(next).toEqual({ ...V1, canary });
    // In its place, the other entries and settings kept.
    expect(shell.remotes()).toEqual([{ ...V1, canary }, OTHER]);
    expect(JSON.parse(shell.text()).REMOTE_LIVE_URL).toBe('http://live.test/mf-manifest.json');

    changeRelease({ name: 'puzzles', file: shell.file, change: { action: 'percent', percent: '50' }, env });
    expect(shell.remotes()[0].canary).toEqual({ ...canary, percent: 50 });
  });

  it('promotes the canary into the entry, one change', () => {
    const { dist, integrity } = canaryBuild('/* v2 promoted */');
    const url = `${origin}/v2/mf-manifest.json`;
    const withCanary = releasedEntry(V1, { action: 'canary', url, version: '2.0.0', percent: 25, dist });
    const shell = remotesFile([withCanary]);
    changeRelease({ name: 'puzzles', file: shell.file, change: { action: 'promote' }, env });
    expect(shell.remotes()).toEqual([{ ...V1, manifestUrl: url, version: '2.0.0', integrity }]);
  });

  it("carries a server-rendered canary's server hash, which becomes the entry's when promoted (decision 215)", () => {
    const { dist, integrity } = canaryBuild('/* v2 with a server build */');
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), '/* v2 server */');
    writeFileSync(path.join(dist, 'server', 'page.js'), '/* v2 page */');
    writeFileSync(path.join(dist, 'server', 'index.js'), '/* the build entry, not a chunk */');
    const serverIntegrity = `sha384-${createHash('sha384').update('/* v2 server */').digest('base64')}`;
    const url = `${origin}/v2/mf-manifest.json`;
    const rendered = { ...V1, serverIntegrity: `sha384-${'S'.repeat(64)}`, serverChunks: { 'old.js': HASH_S } };
    const withCanary = releasedEntry(rendered, { action: 'canary', url, version: '2.0.0', percent: 25, dist });
    const serverChunks = { 'page.js': `sha384-${createHash('sha384').update('/* v2 page */').digest('base64')}` };
    expect(withCanary.canary).toEqual({
      manifestUrl: url,
      version: '2.0.0',
      integrity,
      serverIntegrity,
      serverChunks,
      percent: 25,
    });
    const shell = remotesFile([withCanary]);
    changeRelease({ name: 'puzzles', file: shell.file, change: { action: 'promote' }, env });
    expect(shell.remotes()).toEqual([
      { ...V1, manifestUrl: url, version: '2.0.0', integrity, serverIntegrity, serverChunks },
    ]);
    // A canary built without a server container: promoted, the entry has no server hash (rendered in the browser).
    const { dist: browserOnly } = canaryBuild('/* v3 */');
    const v3 = releasedEntry(rendered, { action: 'canary', url, version: '3.0.0', percent: 25, dist: browserOnly });
    expect(releasedEntry(v3, { action: 'promote' })).not.toHaveProperty('serverIntegrity');
    expect(releasedEntry(v3, { action: 'promote' })).not.toHaveProperty('serverChunks');
  });

  it('rolls the canary back, one change: the registered version for everyone', () => {
    const { dist } = canaryBuild('/* v2 rolled back */');
    const url = `${origin}/v2/mf-manifest.json`;
    const shell = remotesFile([releasedEntry(V1, { action: 'canary', url, version: '2.0.0', percent: 25, dist })]);
    changeRelease({ name: 'puzzles', file: shell.file, change: { action: 'rollback' }, env });
    expect(shell.remotes()).toEqual([V1]);
  });

  it('refuses what the shell would refuse, with its message, and leaves the file as it was', () => {
    const { dist } = canaryBuild('/* v2 */');
    const shell = remotesFile([V1]);
    const before = shell.text();
    const canary = (overrides: object) => ({
      name: 'puzzles',
      file: shell.file,
      env,
      change: { action: 'canary', url: `${origin}/v2/mf-manifest.json`, version: '2.0.0', dist, ...overrides } as const,
    });
    for (const percent of ['101', '-1', '12.5', 'ten', '']) {
      expect(() => changeRelease(canary({ percent })), percent).toThrow(
        'remote "puzzles" refused: canary.percent: must be a whole percentage from 0 to 100',
      );
    }
    expect(() => changeRelease(canary({ percent: '10', url: 'https://evil.test/mf-manifest.json' }))).toThrow(
      "its canary's manifest origin https://evil.test is not an allowed remote origin",
    );
    expect(() => changeRelease(canary({ percent: '10', version: '1.0.0' }))).toThrow(
      "its canary's version 1.0.0 is the registered version's",
    );
    expect(() => changeRelease(canary({ percent: '10', version: '2 beta' }))).toThrow(
      'canary.version: must be a version',
    );
    expect(() => changeRelease(canary({ percent: '10', dist: path.join(root, 'nowhere') }))).toThrow(
      "give --dist the canary's build folder",
    );
    expect(shell.text()).toBe(before);
  });

  it('refuses a change for a remote not registered, or a canary change where there is none', () => {
    const shell = remotesFile([V1]);
    expect(() => changeRelease({ name: 'crosswords', file: shell.file, change: { action: 'rollback' }, env })).toThrow(
      'remote "crosswords" is not registered',
    );
    for (const action of ['promote', 'rollback'] as const) {
      expect(() => changeRelease({ name: 'puzzles', file: shell.file, change: { action }, env })).toThrow(
        `remote "puzzles" has no canary to ${action}`,
      );
    }
    expect(() =>
      changeRelease({ name: 'puzzles', file: shell.file, change: { action: 'percent', percent: '5' }, env }),
    ).toThrow('remote "puzzles" has no canary to change');
  });
});

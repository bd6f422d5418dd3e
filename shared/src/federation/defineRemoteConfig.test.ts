import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RsbuildPlugin, RsbuildPluginAPI } from '@rsbuild/core';
import { afterEach, describe, expect, it } from 'vitest';
import { defineRemoteConfig, type RemoteBuildPlugins } from './defineRemoteConfig.ts';
import { portFromEnv } from './runtimeConfigFromEnv.mjs';
import type { TeamRemote } from './teamRemote.ts';

const PUZZLES: TeamRemote = {
  name: 'daily-puzzles',
  port: 3011,
  registration: {
    routes: [{ path: '/puzzles', module: 'PuzzlesPage', access: 'everyone' }],
    nav: [{ label: 'Puzzles', href: '/puzzles', place: 'main', order: 500 }],
    slots: [],
  },
};
const EXPOSES = { './PuzzlesPage': './src/pages/PuzzlesPage.tsx' };

/** Plugin factories that record the federation options instead of building. */
function recordingPlugins() {
  const federation: { name?: string; exposes?: unknown }[] = [];
  const plugin = (name: string): RsbuildPlugin => ({ name, setup: () => {} });
  const plugins: RemoteBuildPlugins = {
    pluginModuleFederation: (options) => {
      federation.push(options);
      return plugin('federation');
    },
    pluginReact: () => plugin('react'),
    pluginStyledComponents: () => plugin('styled-components'),
  };
  return { federation, plugins };
}

/** Runs the registry-entry plugin's after-build step on a fake build folder; its registry-entry.json. */
function registryEntryOf(plugins: RsbuildPlugin[], dist: string) {
  writeFileSync(join(dist, 'remoteEntry.js'), 'var mfe = {};');
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.2.0' } } }));
  const registry = plugins.find((candidate) => candidate.name === 'newsroom:registry-entry');
  let afterBuild: ((context: object) => void) | undefined;
  void registry?.setup({ onAfterBuild: (callback: typeof afterBuild) => (afterBuild = callback) } as RsbuildPluginAPI);
  afterBuild?.({ environments: { web: { distPath: dist } }, isFirstCompile: true });
  return JSON.parse(readFileSync(join(dist, 'registry-entry.json'), 'utf8'));
}

const dists: string[] = [];
afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});

describe('defineRemoteConfig', () => {
  it('builds a new team’s remote from its own declaration: container, port, registry entry', () => {
    const { federation, plugins } = recordingPlugins();
    const config = defineRemoteConfig(PUZZLES, EXPOSES, plugins);
    expect(federation).toEqual([expect.objectContaining({ name: 'mfe_daily_puzzles', exposes: EXPOSES })]);
    expect(config.server?.port).toBe(3011);
    expect(config.html?.title).toBe('mfe-daily-puzzles (standalone)');
    const dist = mkdtempSync(join(tmpdir(), 'team-remote-'));
    dists.push(dist);
    expect(registryEntryOf(config.plugins as RsbuildPlugin[], dist)).toEqual({
      name: 'daily-puzzles',
      container: 'mfe_daily_puzzles',
      version: '1.2.0',
      entryFile: 'remoteEntry.js',
      integrity: expect.stringMatching(/^sha384-/),
      ...PUZZLES.registration,
    });
  });

  it('builds the four as before, by key', () => {
    const { federation, plugins } = recordingPlugins();
    const config = defineRemoteConfig('admin', { './AdminDashboardPage': './x.tsx' }, plugins);
    expect(federation).toEqual([expect.objectContaining({ name: 'mfe_admin' })]);
    expect(config.server?.port).toBe(portFromEnv('admin'));
    const dist = mkdtempSync(join(tmpdir(), 'admin-remote-'));
    dists.push(dist);
    expect(registryEntryOf(config.plugins as RsbuildPlugin[], dist)).toMatchObject({
      name: 'admin',
      container: 'mfe_admin',
      routes: [{ path: '/admin', module: 'AdminDashboardPage', access: 'admin' }],
    });
  });

  it('server-renders a team remote as the four: a browser container on the shell’s runtime and a server container of the same name (decision 214)', () => {
    const { federation, plugins } = recordingPlugins();
    const config = defineRemoteConfig(PUZZLES, EXPOSES, plugins, { serverRenderedFrom: new URL('file:///x/') });
    expect(Object.keys(config.environments ?? {})).toEqual(['web', 'standalone-runtime', 'node']);
    expect(federation).toEqual([
      expect.objectContaining({
        name: 'mfe_daily_puzzles',
        experiments: expect.objectContaining({ externalRuntime: true }),
      }),
      expect.objectContaining({ name: 'mfe_daily_puzzles', manifest: false }),
    ]);
    expect(config.environments?.web?.html?.title).toBe('mfe-daily-puzzles (standalone)');
    expect(config.server?.port).toBe(3011);
  });
});

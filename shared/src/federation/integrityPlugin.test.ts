// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { integrityPlugin, type TrustedRemote } from './integrityPlugin.ts';

type Plugin = ReturnType<typeof integrityPlugin>;
type ScriptArgs = Parameters<NonNullable<Plugin['createScript']>>[0];
type PreloadArgs = Parameters<NonNullable<Plugin['beforePreloadRemote']>>[0];
type EntryArgs = Parameters<NonNullable<Plugin['loadEntry']>>[0];

const LIVE: TrustedRemote = {
  container: 'mfe_live',
  manifestUrl: 'https://cdn.test/live/1.2.0/mf-manifest.json',
  entryFile: 'remoteEntry.js',
  integrity: `sha384-${'a'.repeat(64)}`,
};

function scriptFor(plugin: Plugin, container: string, url: string): HTMLScriptElement {
  const args = { url, attrs: {}, remoteInfo: { name: container, entry: url } } as unknown as ScriptArgs;
  return plugin.createScript?.(args) as HTMLScriptElement;
}

describe('integrityPlugin', () => {
  it("gives a registered remote's entry script its hash, fetched with CORS so the browser checks it", () => {
    const script = scriptFor(
      integrityPlugin(() => [LIVE]),
      'mfe_live',
      'https://cdn.test/live/1.2.0/remoteEntry.js',
    );
    expect(script.integrity).toBe(LIVE.integrity);
    expect(script.crossOrigin).toBe('anonymous');
    expect(script.src).toBe('https://cdn.test/live/1.2.0/remoteEntry.js');
  });

  it('refuses a remote the registry has no hash for (fail closed)', () => {
    const load = () =>
      scriptFor(
        integrityPlugin(() => [LIVE]),
        'mfe_puzzles',
        'https://cdn.test/p/remoteEntry.js',
      );
    expect(load).toThrow('mfe_puzzles: https://cdn.test/p/remoteEntry.js has no registered integrity; not loaded');
  });

  it('refuses a script that is not the registered entry (a manifest pointing elsewhere)', () => {
    const load = () =>
      scriptFor(
        integrityPlugin(() => [LIVE]),
        'mfe_live',
        'https://evil.test/live/remoteEntry.js',
      );
    expect(load).toThrow('mfe_live: https://evil.test/live/remoteEntry.js has no registered integrity; not loaded');
  });

  it("gives a canary's entry the canary's hash, and the registered version's entry its own (decision 207)", () => {
    const canary = {
      manifestUrl: 'https://cdn.test/live/1.3.0/mf-manifest.json',
      integrity: `sha384-${'b'.repeat(64)}`,
    };
    const plugin = integrityPlugin(() => [{ ...LIVE, canary }]);
    expect(scriptFor(plugin, 'mfe_live', 'https://cdn.test/live/1.3.0/remoteEntry.js').integrity).toBe(
      canary.integrity,
    );
    expect(scriptFor(plugin, 'mfe_live', 'https://cdn.test/live/1.2.0/remoteEntry.js').integrity).toBe(LIVE.integrity);
    expect(() => scriptFor(plugin, 'mfe_live', 'https://cdn.test/live/1.4.0/remoteEntry.js')).toThrow(
      'has no registered integrity; not loaded',
    );
  });

  it('reads the registry per script, so a redeployed hash is used without registering again', () => {
    let registry: TrustedRemote[] = [];
    const plugin = integrityPlugin(() => registry);
    registry = [{ ...LIVE, integrity: `sha384-${'b'.repeat(64)}` }];
    expect(scriptFor(plugin, 'mfe_live', 'https://cdn.test/live/1.2.0/remoteEntry.js?v=2').integrity).toBe(
      `sha384-${'b'.repeat(64)}`,
    );
  });

  it("switches off the runtime's own chunk preloading, which would add chunks without a hash", async () => {
    const preloadOps = [{ nameOrAlias: 'mfe_live', exposes: ['LiveUpdatesPanel'] }];
    await integrityPlugin(() => [LIVE]).beforePreloadRemote?.({ preloadOps } as unknown as PreloadArgs);
    expect(preloadOps).toEqual([]);
  });

  it('refuses an entry the manifest makes a module, which the runtime would import() past createScript', async () => {
    const plugin = integrityPlugin(() => [LIVE]);
    const entry = (type: string) =>
      Promise.resolve().then(() =>
        plugin.loadEntry?.({
          remoteInfo: { name: 'mfe_live', entry: 'https://cdn.test/live/1.2.0/remoteEntry.js', type },
        } as unknown as EntryArgs),
      );
    await expect(entry('module')).rejects.toThrow('mfe_live: module entry; not loaded');
    await expect(entry('esm')).rejects.toThrow('mfe_live: esm entry; not loaded');
    await expect(entry('system')).rejects.toThrow('not loaded');
    await expect(entry('global')).resolves.toBeUndefined();
  });
});

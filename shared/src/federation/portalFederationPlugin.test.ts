// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { portalFederationPlugin, RemoteSkewError, remoteVersion } from './portalFederationPlugin.ts';

type Args = Parameters<NonNullable<ReturnType<typeof portalFederationPlugin>['loadRemoteSnapshot']>>[0];

function snapshotArgs(reactVersion: string, requiredVersion: string): Args {
  return {
    options: {
      name: 'newsroom_shell',
      shared: { react: [{ version: '19.3.1', from: 'newsroom_shell' }] },
    },
    moduleInfo: { name: 'mfe_live', entry: 'http://cdn.test/live/v7/mf-manifest.json' },
    manifestUrl: 'http://cdn.test/live/v7/mf-manifest.json',
    manifestJson: {
      metaData: { buildInfo: { buildVersion: '0.1.0+v7' } },
      shared: [{ name: 'react', version: reactVersion, requiredVersion }],
    },
    remoteSnapshot: {},
    from: 'manifest',
  } as unknown as Args;
}

describe('portalFederationPlugin', () => {
  it('lets a remote built against a newer minor through and remembers its build version', async () => {
    const args = snapshotArgs('19.4.0', '^19.0.0');
    expect(await portalFederationPlugin().loadRemoteSnapshot?.(args)).toBe(args);
    expect(remoteVersion('live')).toBe('0.1.0+v7');
    expect(remoteVersion('admin')).toBe('unknown');
  });

  it('refuses a remote that needs another major, naming the library and both versions', async () => {
    const refuse = () => portalFederationPlugin().loadRemoteSnapshot?.(snapshotArgs('20.0.0', '^20.0.0'));
    await expect(refuse).rejects.toThrow(RemoteSkewError);
    await expect(refuse).rejects.toThrow(
      'mfe_live@0.1.0+v7 needs another major of a shared singleton: react 20.0.0 (requires ^20.0.0; the portal has 19.3.1)',
    );
  });
});

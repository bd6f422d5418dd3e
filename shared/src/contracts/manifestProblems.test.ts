// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LIVE_CONTRACT } from './liveContract.ts';
import { manifestProblems, type BuiltManifest } from './manifestProblems.ts';

const modules = Object.keys(LIVE_CONTRACT.exposes);

function liveManifest(overrides: Partial<BuiltManifest> = {}): BuiltManifest {
  return {
    metaData: { name: 'mfe_live', buildInfo: { buildVersion: '0.1.0' } },
    exposes: modules.map((name) => ({ name, path: `./${name}` })),
    shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }],
    ...overrides,
  };
}

describe('manifestProblems', () => {
  it('accepts a build that exposes exactly the contract', () => {
    expect(manifestProblems(LIVE_CONTRACT, liveManifest(), { react: '19.3.1' })).toEqual([]);
  });

  it('names a renamed expose twice: the missing module with its consumers, and the stray one', () => {
    const exposes = modules.map((name) => ({ name: name === 'LiveEventsPanel' ? 'LiveEventsWidget' : name }));
    expect(manifestProblems(LIVE_CONTRACT, liveManifest({ exposes }))).toEqual([
      './LiveEventsPanel is not exposed (needed by reader: home page live events)',
      './LiveEventsWidget is exposed but not in the contract',
    ]);
  });

  it('catches a wrong container name and a singleton from another major', () => {
    const manifest = liveManifest({
      metaData: { name: 'live' },
      shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }],
    });
    expect(manifestProblems(LIVE_CONTRACT, manifest, { react: '19.3.1' })).toEqual([
      'container is "live", the contract says "mfe_live"',
      "react 20.0.0 (requires ^20.0.0) is outside the host's 19.3.1 major",
    ]);
  });
});

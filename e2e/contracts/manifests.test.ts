import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_CONTRACTS, manifestProblems, type BuiltManifest } from '../../shared/src/contracts/index.ts';
import { REMOTE_KEYS, remoteDist, SHELL_DIST } from '../support/paths.ts';

function readManifest(dist: string): BuiltManifest {
  const file = path.join(dist, 'mf-manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as BuiltManifest;
}

/** The singleton versions the shell provides, from its own build. */
function hostVersions(): Record<string, string> {
  return Object.fromEntries(readManifest(SHELL_DIST).shared.map((entry) => [entry.name, entry.version]));
}

describe('each remote build honours its contract', () => {
  it('the contracts cover every remote', () => {
    expect(Object.keys(REMOTE_CONTRACTS).sort()).toEqual([...REMOTE_KEYS].sort());
  });

  it.each(REMOTE_KEYS)('mfe-%s: container, exposed modules and singleton versions', (key) => {
    const manifest = readManifest(remoteDist(key));
    expect(manifestProblems(REMOTE_CONTRACTS[key], manifest, hostVersions())).toEqual([]);
    // Every singleton is declared as one, with the allowed range (same major) as its requirement.
    for (const entry of manifest.shared.filter((shared) => shared.name !== '@newsroom/shared')) {
      expect(entry.requiredVersion, entry.name).toMatch(/^\^\d+\.0\.0$/);
    }
  });
});

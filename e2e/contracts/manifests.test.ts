import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_CONTRACTS, manifestProblems, type BuiltManifest } from '../../shared/src/contracts/remoteContracts.ts';
import { REMOTE_KEYS, remoteDist, SHELL_DIST } from '../support/paths.ts';
import { serverContainerDeclaration } from './serverContainer.ts';

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

describe('each server container honours its contract', () => {
  const withServer = REMOTE_KEYS.filter((key) => REMOTE_CONTRACTS[key].serverContainer);

  it('the reader and live remotes ship one', () => {
    expect(withServer).toEqual(['reader', 'live']);
  });

  it.each(withServer)('mfe-%s/dist/server/remoteEntry.js: container, exposed modules, singletons', (key) => {
    const file = path.join(remoteDist(key), 'server', 'remoteEntry.js');
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
    const declared = serverContainerDeclaration(readFileSync(file, 'utf8'));
    expect(declared.shared.length, 'shared packages read from the container').toBeGreaterThan(5);
    expect(manifestProblems(REMOTE_CONTRACTS[key], declared, hostVersions())).toEqual([]);
  });

  it('reads a renamed expose out of a server container', () => {
    const source = [
      'const __module_federation_container_name__ = "mfe_live";',
      '__webpack_require__.initializeSharingData = { x: [{ name: "react", version: "20.0.0", factory: () => 1, singleton: 1, requiredVersion: "^20.0.0" }] };',
      '  moduleMap: {',
      '  "./LiveEventsPage": () => {',
      '},',
      '"./LiveEventsWidget": () => {',
      '},',
      '  },',
      '',
    ].join('\n');
    const problems = manifestProblems(REMOTE_CONTRACTS.live, serverContainerDeclaration(source), { react: '19.3.1' });
    expect(problems).toContain('./LiveEventsPanel is not exposed (needed by reader: home page live events)');
    expect(problems).toContain('./LiveEventsWidget is exposed but not in the contract');
    expect(problems).toContain("react 20.0.0 (requires ^20.0.0) is outside the host's 19.3.1 major");
  });
});

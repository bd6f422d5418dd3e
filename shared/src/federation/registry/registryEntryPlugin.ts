import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RemoteIdentity } from '../teamRemote.ts';
import { integrityOf, serverHashes } from './buildHashes.mjs';
import { CHUNK_HASH_ALGORITHM } from './scriptIntegrity.ts';

/** The file a remote's build leaves beside its manifest: its registry entry but for its URL. */
export const REGISTRY_ENTRY_FILE = 'registry-entry.json';
/**
 * The hash of each of its browser scripts (as its entry loads them), by path from the manifest: what the shell's server
 * puts on the <link rel="preload"> of a page's chunks (a preload is used only with the hash the
 * script then asks for). A hint, not trust: the browser checks each script against its entry's hash.
 */
export const SCRIPT_HASHES_FILE = 'mf-integrity.json';
const ENTRY_FILE = 'remoteEntry.js';

function browserScripts(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && !file.startsWith(`server${sep}`) && !file.includes('standalone'))
    .map((file) => file.split(sep).join('/'));
}

function buildVersion(dist: string): string {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
    metaData?: { buildInfo?: { buildVersion?: string } };
  };
  return manifest.metaData?.buildInfo?.buildVersion || '0.0.0';
}

/**
 * Writes dist/registry-entry.json after a production build (decision 188): the remote's name,
 * version and registration, and the SHA-384 of its entry script (which carries its chunks' hashes)
 * and of its server container, and each browser script's hash (SCRIPT_HASHES_FILE). Registering
 * the remote adds only where it is served from.
 */
export function pluginRegistryEntry(
  remote: Pick<RemoteIdentity, 'name' | 'container' | 'registration'>,
): RsbuildPlugin {
  return {
    name: 'newsroom:registry-entry',
    setup(api) {
      api.onAfterBuild(({ environments, isFirstCompile }) => {
        const dist = environments.web?.distPath;
        if (!isFirstCompile || !dist || !existsSync(join(dist, ENTRY_FILE))) return;
        const entry = {
          name: remote.name,
          container: remote.container,
          version: buildVersion(dist),
          entryFile: ENTRY_FILE,
          integrity: integrityOf(join(dist, ENTRY_FILE)),
          ...serverHashes(dist),
          ...remote.registration,
        };
        writeFileSync(join(dist, REGISTRY_ENTRY_FILE), `${JSON.stringify(entry, null, 2)}\n`);
        const hashes = Object.fromEntries(
          browserScripts(dist).map((file) => [file, integrityOf(join(dist, file), CHUNK_HASH_ALGORITHM)]),
        );
        writeFileSync(join(dist, SCRIPT_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
      });
    },
  };
}

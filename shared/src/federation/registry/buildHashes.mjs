// The hashes a remote's build is registered with (decisions 188, 214), computed the same way by
// its build (registryEntryPlugin) and by `register:remote --canary` from a build folder. Node only.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ENTRY_FILE = 'remoteEntry.js';
/** The server build's files that are not its container's chunks: its entry and the build's own entry. */
const SERVER_NON_CHUNKS = new Set([ENTRY_FILE, 'index.js']);

/**
 * `sha384-…` (or another algorithm's) hash of a file, as a script's `integrity` attribute takes it.
 * @param {string} file
 * @param {string} [algorithm]
 */
export function integrityOf(file, algorithm = 'sha384') {
  return integrityOfBytes(readFileSync(file), algorithm);
}

/**
 * The same hash of bytes in hand: what the shell's server checks a fetched server container and
 * its chunks against (shell/src/server/serverRemotes.ts).
 * @param {Uint8Array} bytes
 * @param {string} [algorithm]
 */
export function integrityOfBytes(bytes, algorithm = 'sha384') {
  return `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;
}

/**
 * A build's server container: the SHA-384 of its entry and of each of its chunks by file name (the
 * entry's hash cannot vouch for chunks fetched after it); nothing for a build without one.
 * @param {string} dist
 * @returns {{ serverIntegrity?: string, serverChunks?: Record<string, string> }}
 */
export function serverHashes(dist) {
  const folder = join(dist, 'server');
  if (!existsSync(join(folder, ENTRY_FILE))) return {};
  const chunks = readdirSync(folder)
    .filter((file) => file.endsWith('.js') && !SERVER_NON_CHUNKS.has(file))
    .sort();
  return {
    serverIntegrity: integrityOf(join(folder, ENTRY_FILE)),
    serverChunks: Object.fromEntries(chunks.map((file) => [file, integrityOf(join(folder, file))])),
  };
}

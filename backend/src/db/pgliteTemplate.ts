import { randomUUID } from 'node:crypto';
import { access, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * An empty cluster straight out of initdb, dumped to a file once per PGlite version. A new database
 * opened from it (in memory, or in an empty data directory: openPglite) skips initdb, which costs
 * ~2 s of CPU in memory and ~4 s on disk: the backend suites open one per test file and variant.
 */
export async function pgliteTemplateFile(directory = tmpdir()): Promise<string> {
  const file = path.join(directory, `newsroom-pglite-${await pgliteVersion()}-initdb.tar`);
  return pgliteDumpFile(file, () => PGlite.create());
}

/**
 * `file`, holding the data directory of the database `build` returns, written by the first caller
 * (under a unique name, then renamed, so two test workers racing both end with a whole file).
 */
export async function pgliteDumpFile(file: string, build: () => Promise<PGlite>): Promise<string> {
  if (await exists(file)) return file;
  const db = await build();
  const dump = await db.dumpDataDir('none');
  await db.close();
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  return file;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** The installed PGlite's version (its package.json is not among the package's exports). */
export async function pgliteVersion(): Promise<string> {
  let folder = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (;;) {
    const manifest = await readFile(path.join(folder, 'package.json'), 'utf8').catch(() => null);
    const parsed = manifest ? (JSON.parse(manifest) as { name?: string; version?: string }) : {};
    if (parsed.name === '@electric-sql/pglite' && parsed.version) return parsed.version;
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('PGlite package.json not found');
    folder = parent;
  }
}

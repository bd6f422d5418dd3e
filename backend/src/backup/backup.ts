import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';

const run = promisify(execFile);

/**
 * One backup file = gzip( JSON header line + the entries' bytes back to back ). Entries: the
 * database (`database.tar.gz`, PGlite's own data-directory dump, or `database.pgdump`, pg_dump's
 * custom format), every file of the storage directory (`storage/…`, the object bytes) and the
 * asymmetric signing keys when there are any. Each entry carries its SHA-256, checked on restore.
 */
export const BACKUP_FORMAT = 'newsroom-backup';
const BACKUP_VERSION = 1;

export interface BackupTarget {
  /** postgres://… when the backend runs on PostgreSQL; otherwise the PGlite data directory is used. */
  databaseUrl?: string;
  dataDir: string;
  storageDir: string;
  /** Signing keys kept beside a PGlite data directory (JWT_SIGNING_ALGORITHM=ES256/RS256). */
  signingKeysPath?: string;
}

interface Entry {
  name: string;
  size: number;
  sha256: string;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  entries: Entry[];
}

export interface BackupSummary {
  file: string;
  bytes: number;
  database: 'pglite' | 'postgres';
  objects: number;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  await walk(root);
  return found.sort();
}

/** PGlite is one process: the data directory must not be open in a running backend meanwhile. */
async function dumpPglite(dataDir: string): Promise<Buffer> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`No PGlite database at ${dataDir}`);
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  try {
    const blob = await db.dumpDataDir('gzip');
    return Buffer.from(await blob.arrayBuffer());
  } finally {
    await db.close();
  }
}

async function dumpPostgres(databaseUrl: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-pgdump-'));
  try {
    const file = path.join(dir, 'database.pgdump');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${databaseUrl}`]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes a backup of the database and the stored objects to `file`. */
export async function backupToFile(target: BackupTarget, file: string): Promise<BackupSummary> {
  const database = target.databaseUrl ? 'postgres' : 'pglite';
  const parts: { name: string; bytes: Buffer }[] = [];
  parts.push(
    database === 'postgres'
      ? { name: 'database.pgdump', bytes: await dumpPostgres(target.databaseUrl as string) }
      : { name: 'database.tar.gz', bytes: await dumpPglite(target.dataDir) },
  );
  const objects = await listFiles(target.storageDir);
  for (const relative of objects) {
    parts.push({ name: `storage/${relative}`, bytes: await readFile(path.join(target.storageDir, relative)) });
  }
  if (target.signingKeysPath && existsSync(target.signingKeysPath)) {
    parts.push({ name: 'signing_keys.json', bytes: await readFile(target.signingKeysPath) });
  }
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    database,
    entries: parts.map(({ name, bytes }) => ({ name, size: bytes.length, sha256: sha256(bytes) })),
  };
  const packed = gzipSync(Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), ...parts.map((p) => p.bytes)]));
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  // Written beside the target and renamed, so a failed run never leaves a truncated backup behind.
  const partial = `${file}.partial`;
  await writeFile(partial, packed);
  await rename(partial, file);
  return { file, bytes: packed.length, database, objects: objects.length };
}

/** Reads and verifies a backup file: every entry present with its checksum. */
export async function readBackup(file: string): Promise<{ header: BackupHeader; entries: Map<string, Buffer> }> {
  const raw = gunzipSync(await readFile(file));
  const newline = raw.indexOf(0x0a);
  const header = JSON.parse(raw.subarray(0, newline).toString('utf8')) as BackupHeader;
  if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) {
    throw new Error(`${file} is not a ${BACKUP_FORMAT} v${BACKUP_VERSION} file`);
  }
  const entries = new Map<string, Buffer>();
  let offset = newline + 1;
  for (const entry of header.entries) {
    const bytes = raw.subarray(offset, offset + entry.size);
    offset += entry.size;
    if (bytes.length !== entry.size || sha256(bytes) !== entry.sha256) {
      throw new Error(`Backup entry ${entry.name} is damaged (size or checksum mismatch)`);
    }
    if (entry.name.split('/').includes('..') || path.isAbsolute(entry.name)) {
      throw new Error(`Backup entry ${entry.name} has an unsafe path`);
    }
    entries.set(entry.name, bytes);
  }
  return { header, entries };
}

async function isEmptyDir(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;
  return (await readdir(dir)).length === 0;
}

/** Moves an existing directory aside (`<dir>.before-restore-<time>`) instead of deleting it. */
async function moveAside(dir: string): Promise<string | null> {
  if (await isEmptyDir(dir)) return null;
  const aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(dir, aside);
  return aside;
}

async function restorePglite(bytes: Buffer, dataDir: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { loadDataDir: new Blob([new Uint8Array(bytes)]) });
  await db.close();
}

/** The API roles are cluster-wide objects pg_dump does not carry; grants in the dump need them. */
const API_ROLES_SQL = `do $$
declare name text;
begin
  foreach name in array array['anon', 'authenticated', 'service_role', 'authenticator'] loop
    if not exists (select 1 from pg_roles where rolname = name) then
      execute format('create role %I nologin noinherit%s', name, case when name = 'service_role' then ' bypassrls' else '' end);
    end if;
  end loop;
end $$;
grant anon, authenticated, service_role to authenticator;`;

async function restorePostgres(bytes: Buffer, databaseUrl: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname in ('public', 'auth', 'storage')`,
    );
    if (rows[0].n > 0 && !force) {
      throw new Error('The target database is not empty; restore into a new database, or pass --force to replace it');
    }
    if (rows[0].n > 0) {
      await client.query(
        `drop schema if exists public, auth, storage, realtime, supabase_migrations, extensions cascade`,
      );
      await client.query('create schema public');
    }
    await client.query(API_ROLES_SQL);
  } finally {
    await client.end();
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-pgrestore-'));
  try {
    const file = path.join(dir, 'database.pgdump');
    await writeFile(file, bytes);
    await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, file]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  await forgetDocumentChecks(databaseUrl);
}

/**
 * A record of a story document's check is trusted while its transaction id is the row's xmin
 * (decision 173). Restored rows carry the restoring transaction's id, which a record written by
 * the source cluster may carry too, and would then vouch for a body nobody checked here. Without
 * records, each story's next edit checks its whole body once.
 */
async function forgetDocumentChecks(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: boolean }>(
      `select to_regclass('private.story_document_checked') is not null as found`,
    );
    if (rows[0].found) await client.query('truncate private.story_document_checked');
  } finally {
    await client.end();
  }
}

export interface RestoreSummary {
  database: 'pglite' | 'postgres';
  objects: number;
  /** Where the replaced data directory / storage directory were moved (with --force). */
  movedAside: string[];
}

/**
 * Restores a backup: a PGlite backup into `dataDir` (which must be empty or absent unless `force`,
 * then the old one is moved aside), a PostgreSQL backup into `databaseUrl` (an empty database unless
 * `force`). Storage objects go to `storageDir` the same way. The backend must be stopped.
 */
export async function restoreFromFile(file: string, target: BackupTarget, force = false): Promise<RestoreSummary> {
  const { header, entries } = await readBackup(file);
  if (header.database === 'postgres' && !target.databaseUrl) {
    throw new Error('This is a PostgreSQL backup: set DATABASE_URL to the database to restore into');
  }
  if (header.database === 'pglite' && target.databaseUrl) {
    throw new Error('This is a PGlite backup: unset DATABASE_URL to restore it into BACKEND_DATA_DIR');
  }
  const movedAside: string[] = [];
  for (const dir of header.database === 'pglite' ? [target.dataDir, target.storageDir] : [target.storageDir]) {
    if (await isEmptyDir(dir)) continue;
    if (!force)
      throw new Error(`${dir} is not empty; restore into a fresh directory, or pass --force to move it aside`);
    const aside = await moveAside(dir);
    if (aside) movedAside.push(aside);
  }
  if (header.database === 'pglite') await restorePglite(entries.get('database.tar.gz') as Buffer, target.dataDir);
  else await restorePostgres(entries.get('database.pgdump') as Buffer, target.databaseUrl as string, force);

  let objects = 0;
  for (const [name, bytes] of entries) {
    if (!name.startsWith('storage/')) continue;
    const destination = path.join(target.storageDir, ...name.slice('storage/'.length).split('/'));
    await mkdir(path.dirname(destination), { recursive: true });
    await writeFile(destination, bytes);
    objects += 1;
  }
  const keys = entries.get('signing_keys.json');
  if (keys && target.signingKeysPath) await writeFile(target.signingKeysPath, keys, { mode: 0o600 });
  return { database: header.database, objects, movedAside };
}

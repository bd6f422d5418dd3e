import { createHash } from 'node:crypto';
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteSession } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { pgliteDumpFile, pgliteTemplateFile, pgliteVersion } from '../../src/db/pgliteTemplate.ts';
import { applySchema } from '../../src/platform/bootstrap.ts';

/**
 * Databases already brought to a supabase/ folder's schema (platform, migrations, realtime
 * triggers), built once per schema and copied for each test backend. Applying the project's
 * migrations cost ~1.7 s of CPU per PGlite open (a copy: ~0.7 s), and the suites open one per file
 * and database variant. The migrations themselves still run, once per run and schema, on each
 * database kind; a backend started from a copy finds nothing left to apply, as on a restart.
 */

const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/platform');

/** A digest of everything that shapes the schema: the platform's SQL and code, and the migrations. */
async function schemaKey(supabaseDir: string): Promise<string> {
  const hash = createHash('sha256');
  const sources = [
    path.join(platformDir, 'bootstrap.ts'),
    ...(await sqlFiles(path.join(platformDir, 'sql'))),
    ...(await sqlFiles(path.join(supabaseDir, 'migrations'))),
  ];
  for (const file of sources) hash.update(`${path.basename(file)}\0`).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

async function sqlFiles(directory: string): Promise<string[]> {
  const names = await readdir(directory).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => path.join(directory, name));
}

/** A PGlite data directory at `supabaseDir`'s schema, as a file for `pgliteTemplateFile`. */
export async function pgliteSchemaTemplate(supabaseDir: string): Promise<string> {
  const file = path.join(
    tmpdir(),
    `newsroom-pglite-${await pgliteVersion()}-schema-${await schemaKey(supabaseDir)}.tar`,
  );
  return pgliteDumpFile(file, async () => {
    await removeStalePgliteTemplates();
    const initdb = new Uint8Array(await readFile(await pgliteTemplateFile()));
    const db = await PGlite.create({ loadDataDir: new Blob([initdb]) });
    await db.exec(`set timezone to 'UTC'`);
    await applySchema(pgliteSession(db), supabaseDir);
    return db;
  });
}

/** A schema's dump unused for a day is from migrations since changed: about 40 MB each in /tmp. */
async function removeStalePgliteTemplates(): Promise<void> {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of await readdir(tmpdir())) {
    if (!/^newsroom-pglite-.+-schema-[0-9a-f]+\.tar$/.test(name)) continue;
    const file = path.join(tmpdir(), name);
    const { atimeMs, mtimeMs } = await stat(file).catch(() => ({ atimeMs: Infinity, mtimeMs: Infinity }));
    if (Math.max(atimeMs, mtimeMs) < dayAgo) await rm(file, { force: true });
  }
}

/**
 * The name of a database on `serverUrl`'s server at `supabaseDir`'s schema, to create test
 * databases from (`create database … template`). The first caller builds it under an advisory
 * lock; the others wait for it. Kept between runs on the scratch server, one per schema.
 */
export async function postgresSchemaTemplate(serverUrl: string, supabaseDir: string): Promise<string> {
  const name = `newsroom_schema_${await schemaKey(supabaseDir)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await buildPostgresTemplate(admin, serverUrl, name, supabaseDir);
    return name;
  } finally {
    await admin.end();
  }
}

/** Builds under a temporary name, renamed when whole: a run stopped half-way leaves no half template. */
async function buildPostgresTemplate(admin: pg.Client, serverUrl: string, name: string, supabaseDir: string) {
  const building = `${name}_building`;
  await admin.query(`drop database if exists ${pg.escapeIdentifier(building)} with (force)`);
  await admin.query(`create database ${pg.escapeIdentifier(building)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const db = await openPostgres(url.toString());
  try {
    await applySchema(db, supabaseDir);
  } finally {
    await db.close();
  }
  await admin.query(`alter database ${pg.escapeIdentifier(building)} rename to ${pg.escapeIdentifier(name)}`);
}

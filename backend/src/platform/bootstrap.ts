import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database.ts';

const platformSqlDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sql');

/** What bringing a database to the schema uses: any connection, with or without the backend's lanes. */
type SchemaTarget = Pick<Database, 'query' | 'exec' | 'transaction'>;

/** Roles, grants and the auth/storage/realtime schemas a real Supabase project already has. */
export async function applyPlatform(db: SchemaTarget): Promise<void> {
  const files = (await readdir(platformSqlDir)).filter((name) => name.endsWith('.sql')).sort();
  for (const file of files) {
    await db.exec(await readFile(path.join(platformSqlDir, file), 'utf8'));
  }
}

export interface MigrationResult {
  applied: string[];
  /** True when no migration had ever been applied: the database is new and gets the seed. */
  fresh: boolean;
}

/**
 * Applies supabase/migrations/<version>_<name>.sql in version order, each in its own transaction,
 * and records it in supabase_migrations.schema_migrations as the Supabase CLI does.
 */
export async function applyMigrations(db: SchemaTarget, migrationsDir: string): Promise<MigrationResult> {
  const done = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const appliedBefore = new Set(done.rows.map((row) => row.version));
  const files = (await readdir(migrationsDir).catch(() => [] as string[]))
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (appliedBefore.has(version)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, rest.join('_'), [sql]],
      );
    });
    applied.push(file);
  }
  return { applied, fresh: appliedBefore.size === 0 };
}

/**
 * Brings a database to a project's schema: the platform, `supabaseDir`'s migrations, then the
 * realtime triggers for the tables they publish. What every backend start runs (index.ts), and
 * what the test suites' schema copies are built with.
 */
export async function applySchema(db: SchemaTarget, supabaseDir: string): Promise<MigrationResult> {
  await applyPlatform(db);
  const migrations = await applyMigrations(db, path.join(supabaseDir, 'migrations'));
  await syncRealtimeTriggers(db);
  return migrations;
}

/** Runs supabase/seed.sql (if present) in one transaction. */
export async function applySeedSql(db: Database, seedFile: string): Promise<boolean> {
  const sql = await readFile(seedFile, 'utf8').catch(() => null);
  if (sql === null) return false;
  await db.transaction((tx) => tx.exec(sql));
  return true;
}

/**
 * Gives every table in the supabase_realtime publication the change-capture trigger, so that
 * `alter publication supabase_realtime add table x` in a migration is all a project writes.
 */
export async function syncRealtimeTriggers(db: SchemaTarget): Promise<string[]> {
  const { rows } = await db.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'`,
  );
  for (const { schemaname, tablename } of rows) {
    const table = `${quoteIdent(schemaname)}.${quoteIdent(tablename)}`;
    await db.exec(
      `drop trigger if exists realtime_capture_change on ${table};
       create trigger realtime_capture_change after insert or update or delete on ${table}
         for each row execute function realtime.capture_change();`,
    );
  }
  return rows.map((row) => `${row.schemaname}.${row.tablename}`);
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

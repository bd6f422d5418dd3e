import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, applyPlatform } from './bootstrap.ts';
import { generateDatabaseTypes } from './databaseTypes.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the portal's `Database` type lives (used by shared's typed Supabase client). */
export const databaseTypesFile = path.join(repoRoot, 'shared/src/supabase/database.types.ts');

/** database.types.ts as the migrations define it today, formatted as the repository formats code. */
export async function renderDatabaseTypes(migrationsDir = path.join(repoRoot, 'supabase/migrations')): Promise<string> {
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    await applyPlatform(db);
    await applyMigrations(db, migrationsDir);
    const source = await generateDatabaseTypes(db);
    const options = await resolveConfig(databaseTypesFile);
    return await format(source, { ...options, filepath: databaseTypesFile });
  } finally {
    await db.close();
  }
}

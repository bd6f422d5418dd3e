import path from 'node:path';
import { backupToFile, restoreFromFile, type BackupTarget } from '../src/backup/backup.ts';
import { loadConfig } from '../src/config.ts';

/**
 * `npm run db:backup -- <file>` / `npm run db:restore -- <file> [--force]`: the database the backend
 * is configured for (DATABASE_URL, else the PGlite BACKEND_DATA_DIR) plus its storage directory.
 * PGlite backups and restores need the backend stopped (one process owns the data directory).
 */
async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const named = rest.find((arg) => !arg.startsWith('--'));
  // npm runs workspace scripts in backend/: resolve the file against where the command was typed.
  const file = named && path.resolve(process.env.INIT_CWD ?? process.cwd(), named);
  const force = rest.includes('--force');
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('Usage: backup <file> | restore <file> [--force]');
    process.exit(2);
  }
  const config = loadConfig();
  const target: BackupTarget = {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    storageDir: config.storageDir,
    signingKeysPath: config.signingKeysPath ?? path.join(path.dirname(config.dataDir), 'signing_keys.json'),
  };
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  if (command === 'backup') {
    const summary = await backupToFile(target, file);
    console.log(
      `Backed up ${where} and ${summary.objects} storage files from ${config.storageDir} to ${file} (${(summary.bytes / 1024 / 1024).toFixed(1)} MB)`,
    );
    return;
  }
  const summary = await restoreFromFile(file, target, force);
  console.log(`Restored ${file} into ${where} and ${summary.objects} storage files into ${config.storageDir}`);
  for (const aside of summary.movedAside) console.log(`  previous data moved to ${aside}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { seedArchiveInDatabase, seedArchiveThroughRest, type ArchiveReport } from '../src/seed/archive.ts';

/**
 * `npm run seed:archive -- --stories 100000 [--essays N] [--seed N] [--years N]`: fills the local
 * database (DATABASE_URL, else PGlite at BACKEND_DATA_DIR) with a generated archive older than every
 * story already there. `--url <backend> --service-key <key>` inserts through a running backend instead.
 */
const USAGE = `Usage: npm run seed:archive -- [--stories 100000] [--essays N] [--seed 1] [--years 5]
       [--url http://127.0.0.1:54321 --service-key <service_role key>] [--force]`;

function options() {
  const { values } = parseArgs({
    options: {
      stories: { type: 'string', default: '100000' },
      essays: { type: 'string' },
      seed: { type: 'string', default: '1' },
      years: { type: 'string', default: '5' },
      url: { type: 'string' },
      'service-key': { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const stories = Number(values.stories);
  const numbers = [stories, Number(values.seed), Number(values.years), Number(values.essays ?? 0)];
  if (values.help || numbers.some((value) => !Number.isFinite(value) || value < 0)) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  return {
    stories,
    // A photo essay for every 50 stories unless told otherwise: the essays page has an archive too.
    essays: values.essays === undefined ? Math.round(stories / 50) : Number(values.essays),
    seed: Number(values.seed),
    years: Number(values.years),
    url: values.url,
    serviceKey: values['service-key'] ?? process.env.SUPABASE_SERVICE_ROLE_KEY,
    force: values.force,
  };
}

function progress(total: number): (done: number) => void {
  let shown = 0;
  return (done) => {
    if (done < total && done - shown < total / 10) return;
    shown = done;
    console.log(`  ${done.toLocaleString('en-GB')} / ${total.toLocaleString('en-GB')} stories`);
  };
}

async function directorySize(dir: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    bytes += entry.isDirectory() ? await directorySize(full) : entry.isFile() ? (await stat(full)).size : 0;
  }
  return bytes;
}

/**
 * PGlite has one owner: a second process writing the same directory corrupts it, and PGlite does
 * not refuse. An open PGlite keeps postmaster.pid in its directory (a killed one leaves it behind).
 */
function assertPgliteFree(dataDir: string, force: boolean): void {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`No database at ${dataDir}: run \`npm start\` once to create and seed it.`);
  }
  if (force || !existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  throw new Error(
    `The PGlite database at ${dataDir} is in use (postmaster.pid is present): stop the backend ` +
      '(`npm start`, `npm run dev`) and run this again, or add to it while it runs with ' +
      '--url http://127.0.0.1:54321 --service-key <service_role key>. If no backend is running ' +
      '(it was killed), add --force.',
  );
}

function summary(result: ArchiveReport, where: string): string {
  const seconds = (result.milliseconds / 1000).toFixed(1);
  const vacuum =
    result.vacuumMilliseconds === undefined
      ? ''
      : `, of which VACUUM ANALYZE ${(result.vacuumMilliseconds / 1000).toFixed(1)} s`;
  return (
    `Inserted ${result.stories.toLocaleString('en-GB')} stories and ${result.essays.toLocaleString('en-GB')} ` +
    `photo essays into ${where} in ${seconds} s${vacuum}, all dated before ${result.before}.`
  );
}

async function direct(args: ReturnType<typeof options>): Promise<void> {
  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  if (!config.databaseUrl) assertPgliteFree(config.dataDir, args.force);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { rows } = await db.query<{ found: string | null }>(
      `select to_regclass('public.news_stories')::text as found`,
    );
    if (!rows[0]?.found) throw new Error(`${where} has no news_stories table: run \`npm start\` once first.`);
    console.log(`Generating ${args.stories.toLocaleString('en-GB')} archive stories into ${where}…`);
    const result = await seedArchiveInDatabase(db, { ...args, onProgress: progress(args.stories) });
    console.log(summary(result, where));
    if (config.databaseUrl) {
      const size = await db.query<{ size: string }>(
        `select pg_size_pretty(pg_database_size(current_database())) as size`,
      );
      console.log(`Database size: ${size.rows[0]?.size} (pg_database_size).`);
    }
  } finally {
    await db.close();
  }
  if (!config.databaseUrl) {
    const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en-GB')} MB`;
    const wal = await directorySize(path.join(config.dataDir, 'pg_wal'));
    const total = await directorySize(config.dataDir);
    // After a bulk load PGlite keeps hundreds of MB of WAL segments for reuse: shown apart.
    console.log(
      `Database size: ${megabytes(total)} (the PGlite data directory; ${megabytes(total - wal)} without pg_wal).`,
    );
  }
}

async function main(): Promise<void> {
  const args = options();
  if (!args.url) return direct(args);
  if (!args.serviceKey) throw new Error(`--url needs --service-key (the backend prints it at startup).\n${USAGE}`);
  console.log(`Adding ${args.stories.toLocaleString('en-GB')} archive stories through ${args.url}…`);
  const result = await seedArchiveThroughRest(args.url, args.serviceKey, args.stories, {
    ...args,
    onProgress: progress(args.stories),
  });
  console.log(summary(result, args.url));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

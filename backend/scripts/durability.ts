import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCrashRounds, type CrashReport } from '../test/durability/crashRounds.ts';
import { diskFullPglite, diskFullPostgres, type DiskFullReport } from '../test/durability/diskFull.ts';
import { createTemporaryDatabase } from '../test/helpers/postgres.ts';

/**
 * `npm run test:durability`: SIGKILL the backend at seeded random moments during supabase-js writes
 * (DURABILITY_ROUNDS, default 20, on PGlite and PostgreSQL), then the disk-full checks. PostgreSQL:
 * DATABASE_URL, else the Debian cluster started by scripts/start-test-postgres.sh when there is one.
 * DURABILITY_ROUNDS=0 runs only the disk-full checks. Exits non-zero when a problem was found.
 */
const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 20);
const SEED = Number(process.env.DURABILITY_SEED ?? 16);
const scriptsDir = path.dirname(fileURLToPath(import.meta.url));

function postgresUrl(): string | undefined {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  try {
    const line = execFileSync('bash', [path.join(scriptsDir, 'start-test-postgres.sh')], { encoding: 'utf8' });
    return /DATABASE_URL=(\S+)/.exec(line)?.[1];
  } catch {
    return undefined;
  }
}

function summarise(name: string, report: CrashReport): string {
  const restarts = [...report.restartMs].sort((a, b) => a - b);
  const median = restarts[Math.floor(restarts.length / 2)] ?? 0;
  return `${name}: ${report.rounds} kill/restart rounds, ${report.acknowledgedBatches} acknowledged insert batches (5 rows each) and ${report.acknowledgedUpdates} acknowledged updates all present, ${report.unacknowledgedButPresent} committed-but-unacknowledged batches, restart median ${median} ms / max ${restarts.at(-1) ?? 0} ms, problems: ${report.problems.length}`;
}

function summariseDisk(report: DiskFullReport): string {
  if (report.skipped) return `${report.database} disk full: skipped — ${report.skipped}`;
  return `${report.database} disk full: ${report.acknowledgedRows} rows acknowledged then ${report.errors.join(' | ')}; storage: ${report.uploadErrors.join(' | ')}; backend survived: ${report.backendSurvived}; restarted on the same data: ${report.restartedOnSameData} with ${report.acknowledgedRowsAfterRestart} rows; writable once space was freed: ${report.writableAfterSpaceFreed}; problems: ${report.problems.length}`;
}

interface PartResult {
  line: string;
  problems: string[];
}

async function crashPglite(log: (line: string) => void): Promise<PartResult> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'durability-'));
  try {
    console.log(`PGlite: ${ROUNDS} rounds (seed ${SEED})`);
    const report = await runCrashRounds({
      dataDir: path.join(root, 'db'),
      rounds: ROUNDS,
      writers: 3,
      seed: SEED,
      log,
    });
    return { line: summarise('PGlite', report), problems: report.problems };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function crashPostgres(serverUrl: string | undefined, log: (line: string) => void): Promise<PartResult> {
  if (!serverUrl) return { line: 'PostgreSQL: skipped (no DATABASE_URL and no local Debian cluster)', problems: [] };
  const temporary = await createTemporaryDatabase(serverUrl);
  try {
    console.log(`PostgreSQL: ${ROUNDS} rounds (seed ${SEED})`);
    const report = await runCrashRounds({
      dataDir: path.join(os.tmpdir(), 'unused-pg-data', 'db'),
      databaseUrl: temporary.url,
      rounds: ROUNDS,
      writers: 3,
      seed: SEED,
      log,
    });
    return { line: summarise('PostgreSQL', report), problems: report.problems };
  } finally {
    await temporary.drop();
  }
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(`  ${line}`);
  const lines: string[] = [];
  const problems: string[] = [];

  const serverUrl = postgresUrl();
  if (ROUNDS > 0) {
    for (const part of [await crashPglite(log), await crashPostgres(serverUrl, log)]) {
      lines.push(part.line);
      problems.push(...part.problems);
    }
  }

  console.log('Disk full');
  const diskReports = [await diskFullPglite(log)];
  if (serverUrl) diskReports.push(await diskFullPostgres(serverUrl, log));
  for (const report of diskReports) {
    lines.push(summariseDisk(report));
    problems.push(...report.problems);
  }

  console.log(`\n${lines.join('\n')}`);
  if (problems.length) {
    console.error(`\n${problems.length} problems:\n${problems.join('\n')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

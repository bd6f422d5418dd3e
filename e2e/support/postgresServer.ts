import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

/**
 * The PostgreSQL server a benchmark's PostgreSQL variant runs on: READERS_DATABASE_URL or
 * DATABASE_URL, else the local test cluster (backend/scripts/start-test-postgres.sh) when it
 * starts; undefined, with the reason printed, when there is none.
 */
export function postgresServerUrl(): string | undefined {
  const given = process.env.READERS_DATABASE_URL || process.env.DATABASE_URL;
  if (given) return given;
  try {
    const script = path.join(REPO_ROOT, 'backend/scripts/start-test-postgres.sh');
    const line = execFileSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return /DATABASE_URL=(\S+)/.exec(line)?.[1];
  } catch (error) {
    console.log(`\nPostgreSQL variant skipped: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCrashRounds } from './crashRounds.ts';

/**
 * The fast version of `npm run test:durability` (20 rounds on PGlite and PostgreSQL, disk full):
 * three SIGKILLs of a real backend process during supabase-js writes on PGlite, restarting on the
 * same data directory each time.
 */
describe('crash durability (fast: 3 rounds, PGlite)', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'durability-fast-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('keeps every acknowledged write, never half a batch, and restarts on the same directory', async () => {
    const report = await runCrashRounds({ dataDir: path.join(root, 'db'), rounds: 3, writers: 2, seed: 3 });
    expect(report.problems).toEqual([]);
    expect(report.rounds).toBe(3);
    expect(report.acknowledgedBatches).toBeGreaterThan(0);
    // Four cold starts of a backend process on disk, each applying the migrations; inside `npm test`
    // this suite runs at the lowest priority beside Playwright and once took past 180 s.
  }, 600_000);
});

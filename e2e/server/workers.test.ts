// The production shell server runs one worker per core (WEB_CONCURRENCY) and stops cleanly.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../support/paths.ts';

const suite = inject('serverSuite');

function workerPids(primary: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter(Boolean);
  } catch {
    return [];
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('shell server workers', () => {
  it('WEB_CONCURRENCY workers share the port; SIGTERM stops them all with exit code 0', async () => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'shell/server/index.mjs')], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_CONCURRENCY: '3',
        SUPABASE_URL: suite.supabaseUrl,
        SUPABASE_ANON_KEY: suite.anonKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 60_000);
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        const match = /shell listening on http:\/\/localhost:(\d+) \(3 workers\)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    const workers = workerPids(child.pid!);
    expect(workers).toHaveLength(3);
    expect((await fetch(`http://127.0.0.1:${port}/about`)).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
  });
});

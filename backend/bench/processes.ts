import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function statusKb(pid: number | undefined, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid ?? 'self'}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
}

/** Peak resident memory of a live process (VmHWM), in MB. */
export const peakRssMb = (pid: number | undefined): number => statusKb(pid, 'VmHWM') / 1024;

/** Resident memory of a live process now (VmRSS), in MB. */
export const rssMb = (pid: number | undefined): number => statusKb(pid, 'VmRSS') / 1024;

/** CPU seconds (user + system) a live process has used: a figure the machine's load does not inflate. */
export function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid ?? 'self'}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Runs one of the backend package's files (tsx) as a process of its own, waiting for its ready line. */
export function startChild(
  file: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(backendDir, file)], {
    cwd: backendDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => ready.test(l));
      if (line) resolve({ child, line });
    });
    child.once('exit', (code) => reject(new Error(`${file} exited (${code}) before it was ready`)));
  });
}

export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` for 0..count-1, `limit` at a time. */
export async function inPool(count: number, limit: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
}

// Runs the shell's production server in a child process, as `npm start` does. The server keeps
// the remotes' server containers in process-wide state (the federation runtime is global), so
// tests that need several shells with different remotes start each in its own process.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'index.mjs');
const READY = /shell listening on http:\/\/[^:]+:(\d+)/;

/**
 * @param {{ env: NodeJS.ProcessEnv, hostname?: string, port?: number, timeoutMs?: number }} options
 * @returns {Promise<{ port: number, pid: number, close(): Promise<void>, pause(): void, resume(): void }>}
 */
export function startShellProcess({ env, hostname = '127.0.0.1', port = 0, timeoutMs = 60_000 }) {
  const child = spawn(process.execPath, [ENTRY], {
    env: { ...process.env, ...env, PORT: String(port), HOST: hostname },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the shell server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the shell server exited (${code}) before it listened:\n${output}`));
    });
    const onData = (chunk) => {
      output += chunk;
      const match = READY.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      // Keep draining the pipes so a chatty server never blocks on a full buffer.
      child.stdout.on('data', () => {});
      resolve({
        port: Number(match[1]),
        pid: child.pid,
        pause: () => child.kill('SIGSTOP'),
        resume: () => child.kill('SIGCONT'),
        close: async () => {
          if (child.exitCode !== null) return;
          child.kill('SIGCONT');
          child.kill('SIGTERM');
          const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(killer);
        },
      });
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
      if (process.env.SHELL_SERVER_LOG) process.stderr.write(chunk);
    });
  });
}

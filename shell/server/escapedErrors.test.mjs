import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isClosedOutput } from './escapedErrors.mjs';

const epipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE', syscall: 'write' });

describe('escaped errors', () => {
  it('tells a closed output from other errors', () => {
    expect(isClosedOutput(epipe)).toBe(true);
    expect(isClosedOutput(new Error('boom'))).toBe(false);
    expect(isClosedOutput(undefined)).toBe(false);
  });

  it('leaves a process whose output reader exited idle instead of spinning', async () => {
    // The child logs every 10 ms; its stdout and stderr readers go away. Before, each failed write
    // raised an uncaught EPIPE whose logging failed again: a loop on one core.
    const script = `
      import { logEscapedErrors } from ${JSON.stringify(new URL('./escapedErrors.mjs', import.meta.url).href)};
      logEscapedErrors('[test]');
      setInterval(() => console.error('still here'), 10);
      setTimeout(() => { process.send(process.cpuUsage()); }, 1500);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.stdout.destroy();
    child.stderr.destroy();
    const usage = await new Promise((resolve) => child.once('message', resolve));
    child.kill();
    const cpuMs = (usage.user + usage.system) / 1000;
    expect(cpuMs).toBeLessThan(700);
  });
});

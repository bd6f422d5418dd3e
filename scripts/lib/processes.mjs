// Runs several long-lived child processes with prefixed output, and stops them all together.
import { spawn } from 'node:child_process';
import { readyLine, waitUntilReady } from './readiness.mjs';

const COLORS = [36, 35, 33, 32, 34, 31];

function prefixLines(name, color, stream, out) {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`\x1b[${color}m${name.padEnd(10)}\x1b[0m ${line}\n`);
  });
}

/**
 * Services with a `readyUrl` are asked until they all answer: only then is the one "Ready" line
 * printed (a site opened earlier would only show errors).
 * @param {{ name: string, command: string, args: string[], url?: string, readyUrl?: string, env?: object, cwd?: string }[]} services
 * @param {{ cwd: string, openAt?: string }} options `openAt`: the URL to open the site at (default: the shell's)
 */
export function startProcesses(services, { cwd, openAt }) {
  let stopping = false;
  const children = services.map((service, i) => {
    const child = spawn(service.command, service.args, {
      cwd: service.cwd ?? cwd,
      env: { ...process.env, ...service.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // own process group, so stopping also reaches grandchildren (npm -> tsx -> node)
    });
    prefixLines(service.name, COLORS[i % COLORS.length], child.stdout, process.stdout);
    prefixLines(service.name, COLORS[i % COLORS.length], child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`[start] ${service.name} exited (${signal ?? code}); stopping everything.`);
      stop(1);
    });
    return child;
  });

  console.log('\nStarting:');
  for (const service of services) if (service.url) console.log(`  ${service.name.padEnd(11)} ${service.url}`);
  console.log('');
  const siteUrl = openAt ?? services.find((service) => service.name === 'shell')?.url ?? 'the shell URL';
  waitUntilReady(services, { stopped: () => stopping }).then((ready) => {
    if (ready) console.log(`\n${readyLine(siteUrl)}\n`);
  });

  function stop(exitCode = 0) {
    if (stopping) return;
    stopping = true;
    const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
    for (const child of alive) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    const force = setTimeout(() => {
      for (const child of alive) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      process.exit(exitCode);
    }, 5000);
    force.unref();
    Promise.all(alive.map((child) => new Promise((done) => child.once('exit', done)))).then(() =>
      process.exit(exitCode),
    );
  }

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return { stop };
}

// Debian's Varnish as the CDN stand-in (decision 137): deploy/varnish/default.vcl in front of an
// origin port. Used by `npm run start:cdn`, the VCL's tests and the e2e suite.
import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const VCL_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../deploy/varnish');

export const VARNISH_INSTALL_HINT =
  "The CDN stand-in needs Debian's Varnish and its modules (vmod xkey): `sudo apt-get install -y varnish varnish-modules`. " +
  'Their service is not needed (`sudo systemctl disable --now varnish`): each run starts its own varnishd.';

/** The varnishd binary (it lives in /usr/sbin, often not on a user's PATH), or null. */
export function findVarnishd() {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const file = join(dir, 'varnishd');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** The varnishd binary, or an error that says how to install it. */
export function requireVarnishd() {
  const varnishd = findVarnishd();
  if (!varnishd) throw new Error(`varnishd was not found. ${VARNISH_INSTALL_HINT}`);
  return varnishd;
}

/** A free TCP port on `host` (to hand to a server before it starts). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `count` different free ports: each held open until all are drawn (one freePort after another can
 * be given the port the previous one just closed).
 * @param {number} count
 * @param {string} [host]
 * @returns {Promise<number[]>}
 */
export async function freePorts(count, host = '127.0.0.1') {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, host, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * The command line of a foreground varnishd running the repository's VCL in front of
 * `originHost:originPort`, listening on `host:port`. Its work folder (a temp folder: the generated
 * origin.vcl, and varnishd's own -n directory) is removed by `cleanup()`.
 * @param {{ originPort: number, originHost?: string, port: number, host?: string, memory?: string }} options
 */
export function varnishCommand({ originPort, originHost = '127.0.0.1', port, host = '127.0.0.1', memory = '128m' }) {
  const varnishd = requireVarnishd();
  const workDir = mkdtempSync(join(tmpdir(), 'newsroom-varnish-'));
  // Run as root, varnishd compiles the VCL and serves as its own users: they must reach the folder.
  chmodSync(workDir, 0o755);
  // default.vcl includes "origin.vcl": this folder comes first in vcl_path, deploy/varnish second.
  writeFileSync(
    join(workDir, 'origin.vcl'),
    `backend origin {\n  .host = "${originHost}";\n  .port = "${originPort}";\n}\n`,
  );
  const args = [
    '-F',
    '-p',
    `vcl_path=${workDir}:${VCL_DIR}`,
    '-f',
    join(VCL_DIR, 'default.vcl'),
    '-a',
    `${host}:${port}`,
    '-n',
    join(workDir, 'varnishd'),
    '-s',
    `malloc,${memory}`,
  ];
  return {
    command: varnishd,
    args,
    workDir,
    cleanup: () => rmSync(workDir, { recursive: true, force: true }),
  };
}

/**
 * Resolves once the VCL answers: a PURGE without a key gets its 400 from the VCL itself, so it
 * needs no origin and purges nothing.
 */
export async function waitForVarnish(url, { timeoutMs = 30_000, exited } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited?.()) throw new Error('varnishd exited before it answered');
    try {
      const response = await fetch(url, { method: 'PURGE', signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.status === 400) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`varnishd did not answer at ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts varnishd with the repository's VCL in front of `originPort`, on `port` (default: a free
 * one), and waits until it answers.
 * @param {{ originPort: number, originHost?: string, port?: number, host?: string }} options
 * @returns {Promise<{ url: string, port: number, close(): Promise<void> }>}
 */
export async function startVarnish({ originPort, originHost, port, host = '127.0.0.1' }) {
  const listenPort = port ?? (await freePort(host));
  const { command, args, cleanup } = varnishCommand({ originPort, originHost, port: listenPort, host });
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (output.length > 20_000) output = output.slice(-20_000);
  };
  child.stdout.setEncoding('utf8').on('data', collect);
  child.stderr.setEncoding('utf8').on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://${host}:${listenPort}`;

  let closing = null;
  const close = () => {
    closing ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // varnishd stops its cache process and exits on SIGTERM.
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(killer);
      }
      cleanup();
    })();
    return closing;
  };

  try {
    await waitForVarnish(url, { exited: () => child.exitCode !== null || child.signalCode !== null });
  } catch (error) {
    await close();
    const hint = /xkey/i.test(output) ? `\n${VARNISH_INSTALL_HINT}` : '';
    throw new Error(`${error.message}\n${output}${hint}`);
  }
  return { url, port: listenPort, close };
}

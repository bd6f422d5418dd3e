// Serves one remote's production build with CORS (the shell fetches its mf-manifest.json and
// chunks cross-origin), plus /runtime-config.json for the remote's standalone page.
//   node scripts/serve-remote.mjs [distDir] [--port N]   (from a remote's folder: `npm run preview`)
//   node scripts/serve-remote.mjs --deployments <deploy root>   (PORT, default 3100: every deployed version)
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portFromEnv, runtimeConfigFromEnv } from '@newsroom/shared/runtime-config-env';
import { contentOriginsFromEnv, securityHeaders } from '../shell/server/securityHeaders.mjs';
import { createStaticSite, listen } from '../shell/server/staticSite.mjs';

/**
 * The security headers of a remote's standalone page (its index.html opened directly): the shell's
 * policy for this runtime config, scripts from the remote's own origin only (it loads no other remote).
 * @param {NodeJS.ProcessEnv} env
 */
export function standaloneHeaders(env) {
  return securityHeaders({ ...runtimeConfigFromEnv(env), remotes: {} }, contentOriginsFromEnv(env));
}

/**
 * @param {{ distDir: string, port: number, hostname?: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export function serveRemote({ distDir, port, hostname, env = process.env }) {
  if (!existsSync(resolve(distDir, 'mf-manifest.json'))) {
    throw new Error(`${distDir} has no mf-manifest.json: run \`npm run build\` first`);
  }
  const headers = standaloneHeaders(env);
  const app = createStaticSite({
    root: resolve(distDir),
    cors: true,
    runtimeConfig: () => runtimeConfigFromEnv(env),
    htmlHeaders: () => headers,
  });
  return listen(app, { port, hostname });
}

/**
 * Serves a deploy root (scripts/deploy-remote.mjs): every version of every remote deployed into
 * it, each at /<remote>/<version>/mf-manifest.json, with CORS. Nothing is ever removed, so pages
 * still running an older version keep loading its chunks.
 * @param {{ root: string, port: number, hostname?: string }} options
 */
export function serveDeployments({ root, port, hostname }) {
  const headers = standaloneHeaders({});
  const app = createStaticSite({
    root: resolve(root),
    cors: true,
    runtimeConfig: () => runtimeConfigFromEnv({}),
    htmlHeaders: () => headers,
  });
  return listen(app, { port, hostname });
}

/** mfe-reader -> 'reader', from the package folder the command runs in. */
function remoteKeyOf(folder) {
  const pkg = JSON.parse(readFileSync(resolve(folder, 'package.json'), 'utf8'));
  return String(pkg.name).replace('@newsroom/mfe-', '');
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--deployments') {
  const root = resolve(process.argv[3] ?? '.');
  const server = await serveDeployments({ root, port: Number(process.env.PORT) || 3100, hostname: process.env.HOST });
  console.log(`deployments in ${root} on http://localhost:${server.port}`);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const portFlag = args.indexOf('--port');
  const distDir = resolve(args.find((arg, i) => !arg.startsWith('--') && i !== portFlag + 1) ?? 'dist');
  const folder = resolve(distDir, '..');
  const port =
    portFlag >= 0 ? Number(args[portFlag + 1]) : Number(process.env.PORT) || portFromEnv(remoteKeyOf(folder));
  const server = await serveRemote({ distDir, port, hostname: process.env.HOST });
  console.log(`${basename(folder)} listening on http://localhost:${server.port}`);
}

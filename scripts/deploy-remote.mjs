// Builds ONE remote into a new, versioned folder of a deploy root, leaving every other app and
// every earlier version alone:
//   npm run deploy:remote -- live /srv/remotes [--version 0.2.0-hotfix] [--source path/to/mfe-live]
//   -> /srv/remotes/live/<version>/mf-manifest.json, remoteEntry.js, static/… (content-hashed)
// Then point the shell at it (REMOTES_CONFIG_FILE or REMOTE_LIVE_URL) and register its hashes (its
// registry-entry.json in that file's "remotes", decision 188); rolling back is pointing it at the
// previous folder again. Versions are immutable: an existing folder is never overwritten,
// so pages still running the old version keep finding its chunks.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_URL_ENV } from '@newsroom/shared/runtime-config-env';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RSBUILD = join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]{0,63}$/;

/** '0.1.0-20261122T193000Z': the package version and the build time (UTC), sortable. */
export function defaultVersion(packageVersion, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${packageVersion}-${stamp}`;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * @param {{ remote: string, root: string, version?: string, source?: string, stdio?: 'inherit' | 'pipe' }} options
 * @returns {{ version: string, folder: string, manifestPath: string }} manifestPath: relative to root
 */
export function deployRemote({ remote, root, version, source, stdio = 'inherit' }) {
  if (!(remote in REMOTE_URL_ENV)) {
    throw new Error(`unknown remote "${remote}": one of ${Object.keys(REMOTE_URL_ENV).join(', ')}`);
  }
  const sourceDir = resolve(source ?? join(ROOT, `mfe-${remote}`));
  const chosen = version ?? defaultVersion(readJson(join(sourceDir, 'package.json')).version);
  if (!VERSION_PATTERN.test(chosen)) throw new Error(`version "${chosen}" must be letters, digits, dots and dashes`);
  const folder = resolve(root, remote, chosen);
  if (existsSync(folder)) throw new Error(`${folder} exists: versions are immutable, pick a new one`);
  mkdirSync(dirname(folder), { recursive: true });

  const build = spawnSync(process.execPath, [RSBUILD, 'build', '--dist-path', folder], {
    cwd: sourceDir,
    // The manifest's metaData.buildInfo.buildVersion: what error reports and the console name.
    // DEPLOY_DIST_DIR: where the server build (server/) goes, beside the browser build.
    env: { ...process.env, MF_BUILD_VERSION: chosen, DEPLOY_DIST_DIR: folder, NODE_ENV: 'production' },
    stdio,
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    throw new Error(`building mfe-${remote} failed (exit ${build.status})${build.stderr ? `:\n${build.stderr}` : ''}`);
  }
  const manifest = readJson(join(folder, 'mf-manifest.json'));
  const sourceServer = join(sourceDir, 'dist', 'server', 'remoteEntry.js');
  if (existsSync(join(sourceDir, 'src', 'server')) && !existsSync(join(folder, 'server', 'remoteEntry.js'))) {
    throw new Error(`${folder}/server/remoteEntry.js is missing (server container); not ${sourceServer}`);
  }
  if (manifest.metaData?.buildInfo?.buildVersion !== chosen) {
    throw new Error(`${folder}/mf-manifest.json does not carry build version ${chosen}`);
  }
  // A plain record of what was deployed when, newest last: the list to roll back from.
  appendFileSync(join(root, remote, 'versions.log'), `${new Date().toISOString()} ${chosen}\n`);
  return { version: chosen, folder, manifestPath: `${remote}/${chosen}/mf-manifest.json` };
}

function parseArgs(argv) {
  const options = {};
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--version') options.version = argv[++i];
    else if (argv[i] === '--source') options.source = argv[++i];
    else positional.push(argv[i]);
  }
  return { remote: positional[0], root: positional[1], ...options };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { remote, root, version, source } = parseArgs(process.argv.slice(2));
  if (!remote || !root) {
    console.error(
      'usage: npm run deploy:remote -- <reader|live|editor|admin> <deploy root> [--version V] [--source DIR]',
    );
    process.exit(2);
  }
  try {
    const result = deployRemote({ remote, root: resolve(root), version, source });
    console.log(`\nmfe-${remote} ${result.version} is in ${result.folder}`);
    console.log(
      `Serve ${resolve(root)} (e.g. node scripts/serve-remote.mjs --deployments ${resolve(root)}), then point the shell at`,
    );
    console.log(`  ${REMOTE_URL_ENV[remote]}=<origin of that server>/${result.manifestPath}`);
    console.log(
      `and register it: ${result.folder}/registry-entry.json, with "manifestUrl" set to that URL, in the "remotes" list`,
    );
    console.log(
      'of REMOTES_CONFIG_FILE (no restart; decision 188). Roll back by pointing both at the previous version.',
    );
  } catch (error) {
    console.error(`deploy:remote: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

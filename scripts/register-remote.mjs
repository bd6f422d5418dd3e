// Registers a built remote with a running shell (decision 200): its dist/registry-entry.json, at
// the URL it is served from, written into the shell's REMOTES_CONFIG_FILE, which the shell re-reads
// on change (decision 188: no rebuild, no restart).
//   npm run register:remote -- <name> [--route /puzzles] [--nav "Puzzles"] [--url <manifest URL>] [--file <remotes.json>]
// Then its next version to some devices, their share raised, promoted or rolled back (decisions
// 207, 210), each one change of the registered entry:
//   npm run register:remote -- <name> --canary <manifest URL> --canary-version <v> --canary-percent <n> [--dist <build folder>]
//   npm run register:remote -- <name> --canary-percent <n>
//   npm run register:remote -- <name> --promote | --rollback
// The entry is checked first exactly as the shell checks it (the shell's own registry code, with
// this process's env: run it with the shell's REMOTE_ORIGINS); a refused entry is not written.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { integrityOf, serverHashes } from '@newsroom/shared/build-hashes';
import { registryFromEnv } from '../shell/server/remoteRegistry.mjs';
import { parseRemotesFile } from '../shell/server/remotesFile.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where a registered section's link goes unless the entry says otherwise: the main navigation, after the four's. */
const NAV_DEFAULTS = { place: 'main', order: 500 };

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The registry entry of the remote built in `dir`: its dist/registry-entry.json served at
 * `manifestUrl`, its first route moved to `route` and its navigation to one entry `nav` when given.
 * @param {{ dir: string, manifestUrl: string, route?: string, nav?: string }} options
 */
export function entryOfBuild({ dir, manifestUrl, route, nav }) {
  const file = join(dir, 'dist', 'registry-entry.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the remote first (npm run build)`);
  const built = readJson(file);
  const [first] = built.routes ?? [];
  const routes = route ? [{ module: first?.module, access: first?.access ?? 'everyone', path: route }] : built.routes;
  const navigation = nav ? [{ ...NAV_DEFAULTS, label: nav, href: route ?? first?.path }] : built.nav;
  return { ...built, manifestUrl, routes, nav: navigation };
}

/**
 * The remotes file's text with `entry` in its "remotes" list (replacing one of the same name), or
 * an error carrying the shell's own refusal when the shell would refuse it.
 * @param {{ fileText: string | null, entry: { name: string }, env?: NodeJS.ProcessEnv, root?: string }} options
 * @returns {string}
 */
export function registeredText({ fileText, entry, env = process.env, root = ROOT }) {
  const body = fileText ? JSON.parse(fileText) : {};
  const listed = Array.isArray(body.remotes) ? body.remotes : [];
  // In its place when it was there: the shell checks overlapping routes in the file's order.
  const remotes = listed.some((other) => other?.name === entry.name)
    ? listed.map((other) => (other?.name === entry.name ? entry : other))
    : [...listed, entry];
  const text = `${JSON.stringify({ ...body, remotes }, null, 2)}\n`;
  const { problems } = registryFromEnv({ ...env, ...parseRemotesFile(text) }, root);
  const refusal = problems.find((problem) => problem.startsWith(`remote "${entry.name}" refused`));
  if (refusal) throw new Error(refusal);
  return text;
}

/**
 * Writes the entry of the remote `name` (mfe-<name>, built) into `file`. Replaced whole (a rename),
 * so the shell never reads half a file.
 * @param {{ name: string, file: string, route?: string, nav?: string, url?: string, root?: string, dir?: string, env?: NodeJS.ProcessEnv }} options
 */
export function registerRemote({ name, file, route, nav, url, root = ROOT, dir = join(root, `mfe-${name}`), env }) {
  const port = readJson(join(dir, 'package.json')).config?.port;
  const manifestUrl = url ?? `http://localhost:${port}/mf-manifest.json`;
  const entry = entryOfBuild({ dir, manifestUrl, route, nav });
  if (entry.name !== name) throw new Error(`${dir} is the build of "${entry.name}", not "${name}"`);
  const text = registeredText({ fileText: existsSync(file) ? readFileSync(file, 'utf8') : null, entry, env, root });
  writeWhole(file, text);
  return entry;
}

/** Replaced whole (a rename), so the shell never reads half a file. */
function writeWhole(file, text) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/**
 * The SHA-384 of a build's entry script, computed as its build computes the registered version's:
 * what the browser holds the canary's entry to.
 * @param {string} dist
 * @param {string} [entryFile]
 */
export function entryIntegrity(dist, entryFile = 'remoteEntry.js') {
  const file = join(dist, entryFile);
  if (!existsSync(file)) throw new Error(`${file} is missing: give --dist the canary's build folder`);
  return integrityOf(file);
}

/** A whole number as a number; anything else as given, for the shell's check to refuse with its message. */
const percentOf = (raw) => (typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw);

/**
 * The registered entry after one release change (decision 210): `canary` puts a new version (its
 * build in `dist`, served at `url`) to `percent` % of devices; `percent` alone changes an existing
 * canary's share; `promote` makes the canary the registered version; `rollback` drops it.
 * @param {Record<string, any>} entry
 * @param {{ action: 'canary' | 'percent' | 'promote' | 'rollback', url?: string, version?: string, percent?: string | number, dist?: string }} change
 */
export function releasedEntry(entry, { action, url, version, percent, dist }) {
  const { canary, ...registered } = entry;
  if (action === 'canary') {
    if (!url || !version) throw new Error('--canary needs the manifest URL and --canary-version');
    const integrity = entryIntegrity(dist, entry.entryFile);
    const release = { manifestUrl: url, version, integrity, ...serverHashes(dist), percent: percentOf(percent) };
    return { ...registered, canary: release };
  }
  if (!canary) throw new Error(`remote "${entry.name}" has no canary to ${action === 'percent' ? 'change' : action}`);
  if (action === 'percent') return { ...registered, canary: { ...canary, percent: percentOf(percent) } };
  if (action === 'rollback') return registered;
  // Promoted: the canary's build, browser and server, is the registered version.
  const { percent: _share, ...promoted } = canary;
  const { serverIntegrity: _previous, serverChunks: _previousChunks, ...rest } = registered;
  return { ...rest, ...promoted };
}

/**
 * Changes the release of the remote `name` registered in `file` (see releasedEntry), checked as
 * the shell checks it before the file is replaced.
 * @param {{ name: string, file: string, change: Parameters<typeof releasedEntry>[1], root?: string, env?: NodeJS.ProcessEnv }} options
 */
export function changeRelease({ name, file, change, root = ROOT, env }) {
  const fileText = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const listed = fileText ? JSON.parse(fileText).remotes : [];
  const entry = (Array.isArray(listed) ? listed : []).find((candidate) => candidate?.name === name);
  if (!entry) throw new Error(`remote "${name}" is not registered in ${file}: register its version first`);
  const next = releasedEntry(entry, { dist: join(root, `mfe-${name}`, 'dist'), ...change });
  writeWhole(file, registeredText({ fileText, entry: next, env, root }));
  return next;
}

const VALUE_FLAGS = ['route', 'nav', 'url', 'file', 'canary', 'canary-version', 'canary-percent', 'dist'];

function parseArgs(argv) {
  const options = {};
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const flag = /^--([a-z-]+)$/.exec(argv[i])?.[1];
    if (flag && VALUE_FLAGS.includes(flag)) options[flag] = argv[++i];
    else if (flag === 'promote' || flag === 'rollback') options[flag] = true;
    else positional.push(argv[i]);
  }
  return { name: positional[0], ...options };
}

/** The release change the options ask for, if any. */
function changeOf(options) {
  if (options.promote) return { action: 'promote' };
  if (options.rollback) return { action: 'rollback' };
  const percent = options['canary-percent'];
  if (options.canary) {
    const dist = options.dist && resolve(options.dist);
    return {
      action: 'canary',
      url: options.canary,
      version: options['canary-version'],
      percent,
      ...(dist ? { dist } : {}),
    };
  }
  return percent === undefined ? null : { action: 'percent', percent };
}

function describe(name, entry, change, file) {
  if (!change) return `mfe-${name} ${entry.version} registered in ${file}: ${entry.manifestUrl}`;
  const { canary } = entry;
  const current = `mfe-${name} ${entry.version} at ${entry.manifestUrl}`;
  return canary ? `${current}; canary ${canary.version} to ${canary.percent} % at ${canary.manifestUrl}` : current;
}

const USAGE = [
  'usage: npm run register:remote -- <name> [--route /path] [--nav "Label"] [--url <manifest URL>] [--file <remotes.json>]',
  '       npm run register:remote -- <name> --canary <manifest URL> --canary-version <v> --canary-percent <n> [--dist <folder>]',
  '       npm run register:remote -- <name> --canary-percent <n> | --promote | --rollback',
  "(the file is the running shell's REMOTES_CONFIG_FILE; --file or that env variable is required)",
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { name, file = process.env.REMOTES_CONFIG_FILE, ...options } = parseArgs(process.argv.slice(2));
  if (!name || !file) {
    for (const line of USAGE) console.error(line);
    process.exit(2);
  }
  try {
    const change = changeOf(options);
    const entry = change
      ? changeRelease({ name, file: resolve(file), change })
      : registerRemote({ name, file: resolve(file), route: options.route, nav: options.nav, url: options.url });
    console.log(describe(name, entry, change, resolve(file)));
    console.log(
      `routes ${(entry.routes ?? []).map((route) => route.path).join(', ') || 'none'}; the shell reads it on its next request`,
    );
  } catch (error) {
    console.error(`register:remote: ${error instanceof Error ? error.message : error}`);
    if (/not an allowed remote origin/.test(String(error))) {
      console.error('Give the shell (and this command) REMOTE_ORIGINS listing every remote origin, this one included.');
    }
    process.exit(1);
  }
}

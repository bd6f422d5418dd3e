// Registers a built remote with a running shell (decision 200): its dist/registry-entry.json, at
// the URL it is served from, written into the shell's REMOTES_CONFIG_FILE, which the shell re-reads
// on change (decision 188: no rebuild, no restart).
//   npm run register:remote -- <name> [--route /puzzles] [--nav "Puzzles"] [--url <manifest URL>] [--file <remotes.json>]
// The entry is checked first exactly as the shell checks it (the shell's own registry code, with
// this process's env: run it with the shell's REMOTE_ORIGINS); a refused entry is not written.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  const others = (Array.isArray(body.remotes) ? body.remotes : []).filter((other) => other?.name !== entry.name);
  const text = `${JSON.stringify({ ...body, remotes: [...others, entry] }, null, 2)}\n`;
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
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
  return entry;
}

function parseArgs(argv) {
  const options = {};
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const flag = /^--(route|nav|url|file)$/.exec(argv[i]);
    if (flag) options[flag[1]] = argv[++i];
    else positional.push(argv[i]);
  }
  return { name: positional[0], ...options };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { name, file = process.env.REMOTES_CONFIG_FILE, ...options } = parseArgs(process.argv.slice(2));
  if (!name || !file) {
    console.error(
      'usage: npm run register:remote -- <name> [--route /path] [--nav "Label"] [--url <manifest URL>] [--file <remotes.json>]',
    );
    console.error("(the file is the running shell's REMOTES_CONFIG_FILE; --file or that env variable is required)");
    process.exit(2);
  }
  try {
    const entry = registerRemote({ name, file: resolve(file), ...options });
    console.log(`mfe-${name} ${entry.version} registered in ${resolve(file)}: ${entry.manifestUrl}`);
    console.log(
      `routes ${entry.routes.map((route) => route.path).join(', ') || 'none'}; the shell reads it on its next request`,
    );
  } catch (error) {
    console.error(`register:remote: ${error instanceof Error ? error.message : error}`);
    if (/not an allowed remote origin/.test(String(error))) {
      console.error('Give the shell (and this command) REMOTE_ORIGINS listing every remote origin, this one included.');
    }
    process.exit(1);
  }
}

// Creates a new team's remote from templates/remote (decision 200):
//   npm run new:remote -- <name>   -> mfe-<name>/ (workspace @newsroom/mfe-<name>), on a free port
// The template is the four remotes' shape: defineRemoteConfig, an exposed page with its test, its
// contract, a standalone page, a README. Nothing is written when the name is refused.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESERVED_ROUTES, containerNameOf } from '@newsroom/shared/remote-registry';
import { DEFAULT_PORTS } from '@newsroom/shared/runtime-config-env';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = join(ROOT, 'templates', 'remote');
const TEMPLATE_SUFFIX = '.tmpl';
/** Lower-case words of letters and digits joined by single dashes, starting with a letter. */
const NAME_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** The repository's own folders and apps, and every path the shell keeps (the remote's route is /<name>). */
const RESERVED_NAMES = new Set([
  ...['shell', 'shared', 'reader', 'live', 'editor', 'admin', 'auth', 'api', 'lite', 'e2e', 'backend'],
  ...['supabase', 'scripts', 'templates', 'docs', 'deploy', 'types', 'static', 'server', 'standalone'],
  ...Object.keys(RESERVED_ROUTES).map((path) => path.slice(1).split('/')[0]),
]);
/** Where a new remote's port is looked for: after the four's, below the deployments server's 3100. */
const PORT_RANGE = { first: 3005, last: 3099 };
const DEPLOYMENTS_PORT = 3100;

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The root package.json's workspace folders. */
function workspacesOf(root) {
  return readJson(join(root, 'package.json')).workspaces ?? [];
}

/**
 * Why `name` cannot be a new remote's, or null: its form (2–30 lower-case letters, digits and
 * dashes), a reserved name, or a remote that exists already.
 * @param {string} name
 * @param {{ root?: string }} [options]
 */
export function nameProblem(name, { root = ROOT } = {}) {
  if (typeof name !== 'string' || name.length < 2 || name.length > 30 || !NAME_PATTERN.test(name)) {
    return `"${name}" is not a remote name: 2–30 lower-case letters, digits and single dashes, starting with a letter (e.g. puzzles, election-results)`;
  }
  if (RESERVED_NAMES.has(name)) return `"${name}" is reserved (the shell's, a remote's or the repository's own name)`;
  const folder = `mfe-${name}`;
  if (existsSync(join(root, folder)) || workspacesOf(root).includes(folder)) {
    return `${folder} exists already: pick another name`;
  }
  return null;
}

/**
 * The template's placeholders for `name`: puzzles → Puzzles, PuzzlesPage, mfe_puzzles.
 * @param {string} name
 * @param {number} port
 */
export function templateValues(name, port) {
  const title = name
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
  return {
    NAME: name,
    TITLE: title,
    PAGE: `${title.replaceAll(' ', '')}Page`,
    CONTAINER: containerNameOf(name),
    PORT: String(port),
  };
}

/**
 * `text` with every `__KEY__` of `values` replaced; an unknown placeholder is an error (a typo in
 * the template must not reach a team's code).
 * @param {string} text
 * @param {Record<string, string>} values
 */
export function renderTemplate(text, values) {
  return text.replace(/__([A-Z_]+?)__/g, (match, key) => {
    if (!(key in values)) throw new Error(`unknown template placeholder ${match}`);
    return values[key];
  });
}

/** The template's files, relative to it. */
function templateFiles() {
  return readdirSync(TEMPLATE, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(TEMPLATE_SUFFIX));
}

/** Ports the four remotes, the shell, the backend and the other team remotes of `root` use. */
function takenPorts(root) {
  const ports = new Set([...Object.values(DEFAULT_PORTS).map(({ port }) => port), DEPLOYMENTS_PORT]);
  for (const folder of workspacesOf(root)) {
    const file = join(root, folder, 'package.json');
    const port = existsSync(file) ? readJson(file).config?.port : undefined;
    if (Number.isInteger(port)) ports.add(port);
  }
  return ports;
}

/** Whether nothing listens on `port` on this machine now. */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The first port of 3005–3099 no remote of `root` declares and nothing on this machine listens on.
 * @param {{ root?: string }} [options]
 */
export async function freePort({ root = ROOT } = {}) {
  const taken = takenPorts(root);
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port += 1) {
    if (!taken.has(port) && (await isFree(port))) return port;
  }
  throw new Error(`no free port in ${PORT_RANGE.first}–${PORT_RANGE.last}`);
}

/** Adds `folder` to the root package.json's workspaces, after the last remote. */
function addWorkspace(root, folder) {
  const file = join(root, 'package.json');
  const pkg = readJson(file);
  const list = pkg.workspaces ?? [];
  const lastRemote = list.findLastIndex((entry) => entry.startsWith('mfe-'));
  list.splice(lastRemote + 1, 0, folder);
  writeFileSync(file, `${JSON.stringify({ ...pkg, workspaces: list }, null, 2)}\n`);
}

/**
 * Writes mfe-<name>/ (or `dir`) from the template and, unless `workspace` is false, adds it to the
 * root package.json's workspaces. Throws, writing nothing, when the name is refused.
 * @param {{ name: string, port: number, root?: string, dir?: string, workspace?: boolean }} options
 * @returns {{ dir: string, files: string[] }} files: relative to dir
 */
export function scaffoldRemote({ name, port, root = ROOT, dir = join(root, `mfe-${name}`), workspace = true }) {
  const problem = nameProblem(name, { root });
  if (problem) throw new Error(problem);
  if (existsSync(dir)) throw new Error(`${dir} exists already`);
  const values = templateValues(name, port);
  const files = templateFiles().map((file) => {
    const target = renderTemplate(file.slice(0, -TEMPLATE_SUFFIX.length), values);
    mkdirSync(dirname(join(dir, target)), { recursive: true });
    writeFileSync(join(dir, target), renderTemplate(readFileSync(join(TEMPLATE, file), 'utf8'), values));
    return target;
  });
  if (workspace) addWorkspace(root, relative(root, dir));
  return { dir, files: files.sort() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = process.argv[2];
  const problem = nameProblem(name);
  if (!name || problem) {
    console.error(`new:remote: ${problem ?? 'usage: npm run new:remote -- <name>'}`);
    process.exit(2);
  }
  try {
    const port = await freePort();
    const { dir } = scaffoldRemote({ name, port });
    const { PAGE } = templateValues(name, port);
    console.log(`mfe-${name} created in ${dir}, exposing ./${PAGE}, on port ${port}.`);
    console.log('Next: npm install (links the workspace; commit package.json and package-lock.json), then');
    console.log(`  npm run dev -w @newsroom/mfe-${name}      # standalone on http://localhost:${port}`);
    console.log(`  npm test -w @newsroom/mfe-${name}`);
    console.log(`  npm run build -w @newsroom/mfe-${name}    # dist/registry-entry.json with its hashes`);
    console.log(`  npm run register:remote -- ${name} --route /${name} --nav "${templateValues(name, port).TITLE}"`);
    console.log('The guide: docs/guides/new-remote.md');
  } catch (error) {
    console.error(`new:remote: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

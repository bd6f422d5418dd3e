import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { validateRegistry } from '../../shared/src/federation/registry/remoteRegistry.mjs';
import { nameProblem, freePort, renderTemplate, scaffoldRemote } from '../../scripts/new-remote.mjs';
import { registerRemote } from '../../scripts/register-remote.mjs';
import { createShellApp } from '../../shell/server/index.mjs';
import { REPO_ROOT } from '../support/paths.ts';

const RSBUILD = path.join(REPO_ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');
const temporary: string[] = [];

afterEach(() => vi.restoreAllMocks());
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** A throw-away repository root: a package.json listing the workspaces, as the real one does. */
function fakeRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'new-remote-'));
  temporary.push(root);
  const workspaces = ['shared', 'shell', 'mfe-reader', 'mfe-live', 'e2e'];
  writeFileSync(path.join(root, 'package.json'), `${JSON.stringify({ name: 'newsroom', workspaces }, null, 2)}\n`);
  return root;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('npm run new:remote: the name', () => {
  it.each(['puzzles', 'election-results', 'p2', 'a'.repeat(30)])('accepts %s', (name) => {
    expect(nameProblem(name, { root: fakeRoot() })).toBeNull();
  });

  it.each(['p', 'a'.repeat(31), 'Puzzles', 'puzzles_2', '2puzzles', '-puzzles', 'puzzles-', 'a--b', 'pu zzles', ''])(
    'refuses %j by its form',
    (name) => {
      expect(nameProblem(name, { root: fakeRoot() })).toMatch(/is not a remote name: 2–30 lower-case letters/);
    },
  );

  it.each(['shell', 'shared', 'reader', 'live', 'editor', 'admin', 'auth', 'api', 'lite', 'story', 'search'])(
    'refuses %s: reserved (the shell, the four remotes, the shell’s own paths)',
    (name) => {
      expect(nameProblem(name, { root: fakeRoot() })).toMatch(/is reserved/);
    },
  );

  it('refuses a remote that exists, and writes nothing for a refused name', () => {
    const root = fakeRoot();
    mkdirSync(path.join(root, 'mfe-puzzles'));
    const before = read(root, 'package.json');
    expect(() => scaffoldRemote({ name: 'puzzles', port: 3005, root })).toThrow('mfe-puzzles exists already');
    expect(() => scaffoldRemote({ name: 'Shell', port: 3005, root })).toThrow(/not a remote name/);
    expect(existsSync(path.join(root, 'mfe-Shell'))).toBe(false);
    expect(read(root, 'package.json')).toBe(before);
  });
});

describe('npm run new:remote: the template', () => {
  it('writes the remote in the four remotes’ shape, named after it, and adds its workspace', () => {
    const root = fakeRoot();
    const { dir, files } = scaffoldRemote({ name: 'election-results', port: 3011, root });
    expect(dir).toBe(path.join(root, 'mfe-election-results'));
    expect(files).toEqual([
      'README.md',
      'package.json',
      'rsbuild.config.ts',
      'src/bootstrap.tsx',
      'src/contract.ts',
      'src/exposes.contract.ts',
      'src/index.tsx',
      'src/pages/ElectionResultsPage.test.tsx',
      'src/pages/ElectionResultsPage.tsx',
      'src/server/ElectionResultsPage.server.ts',
      'src/server/index.ts',
      'src/standalone/standaloneRoutes.tsx',
      'tsconfig.json',
      'vitest.config.ts',
    ]);
    const pkg = JSON.parse(read(dir, 'package.json'));
    expect(pkg).toMatchObject({ name: '@newsroom/mfe-election-results', config: { port: 3011 } });
    expect(pkg.scripts.preview).toBe('node ../scripts/serve-remote.mjs --port 3011');
    expect(read(dir, 'rsbuild.config.ts')).toContain("'./ElectionResultsPage': './src/pages/ElectionResultsPage.tsx'");
    expect(read(dir, 'src/contract.ts')).toContain(
      "routes: [{ path: '/election-results', module: 'ElectionResultsPage', access: 'everyone' }]",
    );
    expect(read(dir, 'src/contract.ts')).toContain('its federation container is mfe_election_results');
    expect(read(dir, 'src/pages/ElectionResultsPage.tsx')).toContain('export function ElectionResultsPage()');
    expect(read(dir, 'src/pages/ElectionResultsPage.tsx')).toContain('<h1 id={titleId}>Election Results</h1>');
    // Server-rendered as the reader's pages are (decision 214): its server module gives the head.
    expect(read(dir, 'rsbuild.config.ts')).toContain("{ serverRenderedFrom: new URL('./', import.meta.url) }");
    expect(read(dir, 'src/server/ElectionResultsPage.server.ts')).toContain(
      "export { ElectionResultsPage } from '../pages/ElectionResultsPage.tsx';",
    );
    expect(read(dir, 'src/server/ElectionResultsPage.server.ts')).toContain('title: `Election Results | ${siteName}`');
    for (const file of files) expect(read(dir, file), file).not.toMatch(/__[A-Z_]+__/);
    expect(JSON.parse(read(root, 'package.json')).workspaces).toEqual([
      'shared',
      'shell',
      'mfe-reader',
      'mfe-live',
      'mfe-election-results',
      'e2e',
    ]);
  });

  it('fails on a placeholder it has no value for, rather than leave it in a team’s code', () => {
    expect(renderTemplate('a __NAME__ b', { NAME: 'x' })).toBe('a x b');
    expect(() => renderTemplate('__NAEM__', { NAME: 'x' })).toThrow('unknown template placeholder __NAEM__');
  });

  it('picks a port no remote declares and nothing listens on', async () => {
    const root = fakeRoot();
    scaffoldRemote({ name: 'puzzles', port: 3005, root });
    const busy = createServer();
    // Busy either way: this listener, or whoever holds it already.
    await new Promise<void>((resolve) => {
      busy.once('error', () => resolve());
      busy.listen(3006, '127.0.0.1', resolve);
    });
    try {
      const port = await freePort({ root });
      expect(port).toBeGreaterThanOrEqual(3007);
      expect(port).toBeLessThan(3100);
    } finally {
      busy.close();
    }
  });
});

/** A shell build stand-in: the shell serves /runtime-config.json without its real build. */
function fakeShellDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  temporary.push(dist);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  return dist;
}

describe('a scaffolded remote, built and registered', () => {
  // Inside the repository (so its ../ paths and the workspace's packages resolve), under a name
  // the repository ignores (.gitignore, lint), removed after the run. One production build.
  const name = 'scaffold-check';
  const dir = path.join(REPO_ROOT, `.e2e-mfe-scaffold-${process.pid}`);
  const origin = 'http://127.0.0.1:3999';
  const env = { REMOTE_ORIGINS: origin };
  temporary.push(dir);

  it('builds with its registry entry and hash, and registers in a running shell’s config file', async () => {
    scaffoldRemote({ name, port: 3999, dir, workspace: false });
    const build = spawnSync(process.execPath, [RSBUILD, 'build'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const built = JSON.parse(read(dir, 'dist/registry-entry.json'));
    const entryHash = createHash('sha384').update(readFileSync(path.join(dir, 'dist/remoteEntry.js')));
    const serverHash = createHash('sha384').update(readFileSync(path.join(dir, 'dist/server/remoteEntry.js')));
    expect(built).toMatchObject({
      name,
      container: 'mfe_scaffold_check',
      integrity: `sha384-${entryHash.digest('base64')}`,
      serverIntegrity: `sha384-${serverHash.digest('base64')}`,
      routes: [{ path: '/scaffold-check', module: 'ScaffoldCheckPage', access: 'everyone' }],
    });
    const manifestUrl = `${origin}/mf-manifest.json`;
    expect(validateRegistry({ remotes: [{ ...built, manifestUrl }] }, { allowedOrigins: [origin] }).problems).toEqual(
      [],
    );

    const file = path.join(fakeShellDist(), 'remotes.json');
    const other = { REMOTE_LIVE_URL: 'http://live.test/mf-manifest.json' };
    writeFileSync(file, JSON.stringify(other));
    // The shell logs the four checkout builds' entries it refuses (their origins are not allowed here).
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shell = createShellApp({ ...env, REMOTES_CONFIG_FILE: file }, fakeShellDist());
    const registered = async () => {
      const config = await (await shell.request('/runtime-config.json')).json();
      return config.registry.filter((remote: { name: string }) => remote.name === name);
    };
    expect(await registered()).toEqual([]);

    const options = { name, dir, file, url: manifestUrl, route: '/puzzles', nav: 'Puzzles', env };
    const entry = registerRemote(options);
    expect(entry).toMatchObject({
      routes: [{ path: '/puzzles', module: 'ScaffoldCheckPage', access: 'everyone' }],
      nav: [{ label: 'Puzzles', href: '/puzzles', place: 'main', order: 500 }],
    });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      ...other,
      remotes: [{ name, manifestUrl, integrity: built.integrity }],
    });
    // The running shell reads the edit on its next request: no restart.
    expect(await registered()).toEqual([
      {
        name,
        container: 'mfe_scaffold_check',
        manifestUrl,
        version: built.version,
        entryFile: 'remoteEntry.js',
        integrity: built.integrity,
        // A team's remote: the shell mounts its routes, shows its nav (decision 207) and fills its slots (212).
        routes: [{ path: '/puzzles', module: 'ScaffoldCheckPage', access: 'everyone' }],
        nav: [{ label: 'Puzzles', href: '/puzzles', place: 'main', order: 500 }],
        slots: [],
        // Built with its server container: the server renders its pages and slots (decision 214).
        serverRendered: true,
      },
    ]);

    // What the shell refuses is refused here, with its message, and the file is left as it was.
    const fileText = readFileSync(file, 'utf8');
    expect(() => registerRemote({ ...options, route: '/admin' })).toThrow(
      `remote "${name}" refused: route /admin is the shell's own (/admin)`,
    );
    expect(() => registerRemote({ ...options, nav: '<b>Puzzles</b>' })).toThrow('must be plain text, not HTML');
    expect(() => registerRemote({ ...options, url: 'https://elsewhere.test/mf-manifest.json' })).toThrow(
      "its manifest's origin https://elsewhere.test is not an allowed remote origin",
    );
    expect(readFileSync(file, 'utf8')).toBe(fileText);
    // A production build: about 20 s on a loaded machine; the limit only catches a hang.
  }, 180_000);
});

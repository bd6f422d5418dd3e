import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { scaffoldRemote } from '../../../../scripts/new-remote.mjs';
import { serveRemote } from '../../../../scripts/serve-remote.mjs';
import type { RunningServer } from '../../../../shell/server/index.mjs';
import { startPortal, TEST_SHELL_WORKERS, type Portal } from '../../../support/portal.ts';
import { REPO_ROOT, remoteDist, type RemoteKey } from '../../../support/paths.ts';

const HOST = '127.0.0.1';

/**
 * A private portal (shell + four remotes) against the suite's backend, with extra shell env and
 * the origins of any other remote it may load.
 */
export function startContractPortal(
  shellEnv: NodeJS.ProcessEnv,
  extraRemoteOrigins: readonly string[] = [],
): Promise<Portal> {
  return startPortal({
    supabaseUrl: process.env.E2E_SUPABASE_URL ?? '',
    supabaseAnonKey: process.env.E2E_SUPABASE_ANON_KEY ?? '',
    shellEnv,
    shellWorkers: TEST_SHELL_WORKERS,
    extraRemoteOrigins,
  });
}

/**
 * A new team's remote made by the scaffold (`npm run new:remote`'s code) and built for production
 * once, inside the repository (so the workspace's packages resolve) under a name git and lint
 * ignore; `remove` deletes it. About 10–20 s of build.
 */
export function buildScaffoldedRemote(name: string): { dir: string; dist: string; remove: () => void } {
  const dir = path.join(REPO_ROOT, `.e2e-mfe-${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  scaffoldRemote({ name, port: 3999, dir, workspace: false });
  const build = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'],
    {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`the scaffolded remote did not build:\n${build.stderr}`);
  return { dir, dist: path.join(dir, 'dist'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A temporary folder, removed by the returned cleanup. */
export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A copy of a remote's production build whose declared versions of some shared singletons are
 * changed, in the manifest and in the remote entry's share registration alike: what a remote built
 * against those versions would publish. `versions` maps package name to [version, requiredVersion].
 */
export function fakeSkewedBuild(key: RemoteKey, versions: Record<string, [string, string]>): string {
  const dir = tempDir(`skew-${key}-`);
  cpSync(remoteDist(key), dir, { recursive: true });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const shared of manifest.shared) {
    const wanted = versions[shared.name];
    if (wanted) [shared.version, shared.requiredVersion] = wanted;
  }
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const entryFile = path.join(dir, 'remoteEntry.js');
  let entry = readFileSync(entryFile, 'utf8');
  for (const [name, [version, required]] of Object.entries(versions)) {
    const escaped = name.replace(/[/\\-]/g, '\\$&');
    entry = entry.replace(
      new RegExp(`(\\{name:"${escaped}",version:")[^"]+(".*?requiredVersion:")[^"]+(")`, 'g'),
      `$1${version}$2${required}$3`,
    );
  }
  writeFileSync(entryFile, entry);
  // Its team registers it with the new entry's hash (decision 188), as its build would have written.
  const registryFile = path.join(dir, 'registry-entry.json');
  const registration = JSON.parse(readFileSync(registryFile, 'utf8'));
  registration.integrity = `sha384-${createHash('sha384').update(entry).digest('base64')}`;
  writeFileSync(registryFile, JSON.stringify(registration));
  return dir;
}

/**
 * The shell env that points a remote at a build served from `origin` and registers that build
 * (its registry-entry.json at that URL): without the registration it would be refused.
 */
export function registeredBuildEnv(key: RemoteKey, distDir: string, origin: string): NodeJS.ProcessEnv {
  const manifestUrl = `${origin}/mf-manifest.json`;
  const registration = JSON.parse(readFileSync(path.join(distDir, 'registry-entry.json'), 'utf8'));
  return {
    [`REMOTE_${key.toUpperCase()}_URL`]: manifestUrl,
    REMOTES_REGISTRY: JSON.stringify({ remotes: [{ ...registration, manifestUrl }] }),
  };
}

const sha = (algorithm: 'sha256' | 'sha384', text: string) =>
  `${algorithm}-${createHash(algorithm).update(text).digest('base64')}`;

/**
 * A next version of a built remote, as its team's new build would be: a copy of `distDir` in
 * `targetDir` whose exposed chunk says `to` where it said `from`, with that chunk's SHA-256 in the
 * entry updated. Returns the new entry's SHA-384, what the team registers the version with.
 */
export function nextVersionOf(distDir: string, targetDir: string, from: string, to: string): string {
  cpSync(distDir, targetDir, { recursive: true });
  const asyncDir = path.join(targetDir, 'static/js/async');
  const chunk = readdirSync(asyncDir).find((file) => readFileSync(path.join(asyncDir, file), 'utf8').includes(from));
  if (!chunk) throw new Error(`no chunk of ${distDir} says "${from}"`);
  const before = readFileSync(path.join(asyncDir, chunk), 'utf8');
  const after = before.replace(from, to);
  writeFileSync(path.join(asyncDir, chunk), after);
  const entryFile = path.join(targetDir, 'remoteEntry.js');
  const entry = readFileSync(entryFile, 'utf8');
  if (!entry.includes(sha('sha256', before))) throw new Error(`the entry does not carry ${chunk}'s hash`);
  const next = entry.replace(sha('sha256', before), sha('sha256', after));
  writeFileSync(entryFile, next);
  // Its server build says the same (its chunks are not hashed; its entry is, and stays the same),
  // so that the version promoted renders what its browser code shows.
  const serverDir = path.join(targetDir, 'server');
  for (const file of existsSync(serverDir) ? readdirSync(serverDir) : []) {
    const code = readFileSync(path.join(serverDir, file), 'utf8');
    if (code.includes(from)) writeFileSync(path.join(serverDir, file), code.replace(from, to));
  }
  return sha('sha384', next);
}

/** Serves a build folder with CORS on a free loopback port. */
export async function serveBuild(distDir: string): Promise<{ origin: string; server: RunningServer }> {
  const server = await serveRemote({ distDir, port: 0, hostname: HOST, env: {} });
  return { origin: `http://${HOST}:${server.port}`, server };
}

/**
 * A copy of a remote's source beside the real one (so its relative imports and node_modules
 * resolve), for a test to change and build; the real source is never touched.
 */
export function copyRemoteSource(key: RemoteKey): { dir: string; remove: () => void } {
  const source = path.join(REPO_ROOT, `mfe-${key}`);
  const dir = path.join(REPO_ROOT, `.e2e-mfe-${key}-${process.pid}`);
  cpSync(source, dir, {
    recursive: true,
    filter: (file) => !/[\\/](dist|node_modules)([\\/]|$)/.test(path.relative(REPO_ROOT, file)),
  });
  if (existsSync(path.join(source, 'node_modules'))) {
    symlinkSync(path.join(source, 'node_modules'), path.join(dir, 'node_modules'));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Replaces one string in a file of a source copy, failing loudly when it is not there. */
export function replaceInFile(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain "${from}"`);
  writeFileSync(file, text.replace(from, to));
}

/** A client-side navigation (no page load), as a link inside the app would make. */
export async function navigateInApp(page: Page, pathname: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

/** The versions of a shared package the page has loaded (instantiated), across all share scopes. */
export function loadedVersions(page: Page, pkg: string): Promise<string[]> {
  return page.evaluate((name) => {
    type Entry = { loaded?: boolean; lib?: unknown };
    const share = (
      window as unknown as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__?.__SHARE__;
    const versions = new Set<string>();
    for (const scopes of Object.values(share ?? {})) {
      for (const scope of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(scope[name] ?? {})) {
          if (entry.loaded || entry.lib) versions.add(version);
        }
      }
    }
    return [...versions];
  }, pkg);
}

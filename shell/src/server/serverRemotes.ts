import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Script, constants as vmConstants } from 'node:vm';
import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { containerOf } from '@newsroom/shared';
import { integrityOfBytes } from '@newsroom/shared/build-hashes';
import { bytesUpTo } from './boundedBody.ts';
import { beforeDeadline, ClientRenderError } from './deadline.ts';
import type { ServerTrust } from './serverTypes.ts';

/** A remote as areas name it: one of the four's keys, or a team's container (decision 214). */
type AreaRemote = string;

interface TrustedServerRemotes {
  urls: Readonly<Record<AreaRemote, string>>;
  trust: ServerTrust;
}
let currentTrust: TrustedServerRemotes | undefined;

/** After a failed load, a remote is left to the browser this long before the server tries again. */
export const REMOTE_RETRY_AFTER_MS = 10_000;

export type ModuleExports = Record<string, unknown>;

/**
 * The remotes' server containers, registered from the server's config like the browser registers
 * the browser containers. A container is fetched on first use and kept in memory. One that fails
 * (down, slow, throws while loading) costs only server rendering of its areas, and is not asked
 * again for a while, so a dead remote does not slow every request down.
 */
export class ServerRemotes {
  private readonly retryAt = new Map<AreaRemote, number>();

  /**
   * `refused`: remotes the browser would refuse (singleton skew) are left to it, never loaded here.
   * `trust` (decision 188; none in development): only a remote the registry accepted, whose server
   * container is on an allowed origin and has the registered SHA-384, is run here.
   */
  constructor(
    private readonly urls: Readonly<Record<AreaRemote, string>>,
    private readonly refused: (remote: AreaRemote) => Promise<boolean> = async () => false,
    private readonly trust?: ServerTrust,
  ) {
    const keys = Object.keys(urls);
    if (trust) {
      // One plugin per runtime (the runtime keeps the first of a name): it checks against the
      // newest remotes, so a renderer replaced after a remote moved checks the new hashes.
      currentTrust = { urls, trust };
      registerPlugins([serverIntegrityPlugin(() => currentTrust)]);
      registerGlobalPlugins([serverChunkPlugin(() => currentTrust)]);
    }
    for (const key of keys) {
      const untrusted = this.untrusted(key);
      if (untrusted) console.warn(`[shell server] ${key}: ${untrusted}; its areas are rendered in the browser`);
    }
    registerRemotes(
      keys.map((key) => ({ name: containerOf(key), entry: urls[key] as string })),
      { force: true },
    );
  }

  /** True when this remote's areas may be rendered here: known, accepted, on an allowed origin, hashed. */
  rendersOnServer(remote: AreaRemote): boolean {
    return remote in this.urls && !this.untrusted(remote);
  }

  /** Why the registry does not vouch for this remote's server container (null: it does). */
  private untrusted(remote: AreaRemote): string | null {
    const url = this.urls[remote];
    if (url === undefined) return 'not a registered remote';
    if (!this.trust) return null;
    const container = containerOf(remote);
    if (!(container in this.trust.integrity)) return 'not accepted in the registry';
    if (!URL.canParse(url)) return 'its server container URL is not a URL';
    const { origin } = new URL(url);
    if (!this.trust.origins.includes(origin))
      return `its server container's origin ${origin} is not an allowed remote origin`;
    if (!this.trust.integrity[container]) return 'no serverIntegrity registered';
    return null;
  }

  /**
   * Loads modules ahead of the first request that needs them (the first load of a container costs
   * a few hundred milliseconds). Failures only mean the first request tries again.
   */
  warm(modules: readonly { remote: AreaRemote; module: string }[]): void {
    for (const { remote, module } of modules) {
      if (this.untrusted(remote)) continue;
      void this.refused(remote)
        .then((refused) => (refused ? undefined : loadRemote(`${containerOf(remote)}/${module}`)))
        .catch(() => undefined);
    }
  }

  async load(remote: AreaRemote, module: string, deadline: number): Promise<ModuleExports> {
    const label = `${remote}/${module}`;
    if ((this.retryAt.get(remote) ?? 0) > Date.now()) {
      throw new ClientRenderError(`${label}: server container unavailable, rendered in the browser`);
    }
    const untrusted = this.untrusted(remote);
    if (untrusted) throw new ClientRenderError(`${label}: ${untrusted}; left to the browser`);
    if (await this.refused(remote)) {
      throw new ClientRenderError(`${label}: its shared singletons are outside the allowed skew; left to the browser`);
    }
    try {
      const exports = await beforeDeadline(
        loadRemote<ModuleExports>(`${containerOf(remote)}/${module}`),
        deadline,
        label,
      );
      if (!exports) throw new Error(`${label}: no module`);
      return exports;
    } catch (error) {
      this.retryAt.set(remote, Date.now() + REMOTE_RETRY_AFTER_MS);
      // Over the time box is expected under load (a slow container): one line, no stack.
      if (error instanceof ClientRenderError) console.error(`[shell server] ${error.message}; the browser renders it`);
      else console.error(`[shell server] ${label} could not be loaded; the browser renders it`, error);
      throw error instanceof ClientRenderError ? error : new ClientRenderError(`${label}: ${String(error)}`);
    }
  }
}

/** A remote that accepts the connection and then trickles its container is given up on. */
const SERVER_CONTAINER_TIMEOUT_MS = 5_000;
/** A server container is a few hundred kilobytes (the reader's: 300 KB); past this it is not read. */
export const SERVER_CONTAINER_MAX_BYTES = 10_000_000;

type LoadEntryArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>[0];

/**
 * Server containers run only with the registry's hash (decision 188): the runtime's `loadEntry`
 * hook runs before its own Node loader, so the container is fetched here, its SHA-384 compared with
 * the registry's `serverIntegrity`, and only then evaluated, as the runtime's loader would
 * (@module-federation/sdk's createScriptNode). A mismatch (or any other script) throws: the area
 * is rendered in the browser, which checks its own hashes.
 */
export function serverIntegrityPlugin(trusted: () => TrustedServerRemotes | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'newsroom-server-integrity',
    async loadEntry({ remoteInfo }: LoadEntryArgs) {
      const current = trusted();
      const key = current && Object.keys(current.urls).find((remote) => containerOf(remote) === remoteInfo.name);
      const integrity = key && current.trust.integrity[remoteInfo.name];
      if (!key || !integrity || remoteInfo.entry !== current.urls[key]) {
        throw new Error(`${remoteInfo.name}: ${remoteInfo.entry} has no registered server integrity; not run`);
      }
      const bytes = await fetchUpTo(remoteInfo.entry, remoteInfo.name);
      const actual = integrityOfBytes(bytes);
      if (actual !== integrity) {
        throw new Error(`${remoteInfo.name}: ${remoteInfo.entry} is not the registered build (${actual}); not run`);
      }
      return evaluateServerContainer(bytes.toString('utf8'), remoteInfo.entry, remoteInfo.entryGlobalName);
    },
  };
}

/**
 * A server container's chunks are fetched through the `fetch` hook of the container's own runtime
 * instance (@module-federation/node's chunk loader), so this is a global plugin, given to every
 * instance made after it: each chunk is answered only with the bytes whose SHA-384 the registry
 * holds for it (decision 214); one without a registered hash, or with another, is refused, and the
 * area is rendered in the browser.
 */
export function serverChunkPlugin(trusted: () => TrustedServerRemotes | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'newsroom-server-chunks',
    fetch(url: string) {
      const current = trusted();
      const owner = current && chunkOwner(current, url);
      if (!owner) return undefined;
      return verifiedChunk(url, owner, current.trust.chunks?.[owner.container]?.[owner.file]);
    },
  };
}

/** The registered server container a URL is a chunk of (same folder as its entry), with the chunk's name. */
function chunkOwner(current: TrustedServerRemotes, url: string): { container: string; file: string } | null {
  for (const [remote, entry] of Object.entries(current.urls)) {
    const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
    const file = url.startsWith(folder) ? url.slice(folder.length) : '';
    if (/^[\w.-]+\.js$/.test(file)) return { container: containerOf(remote), file };
  }
  return null;
}

/** A chunk's bytes, only when their SHA-384 is the registered one. */
async function verifiedChunk(
  url: string,
  { container, file }: { container: string; file: string },
  expected: string | undefined,
): Promise<Response> {
  if (!expected) throw new Error(`${container}: chunk ${file} has no registered hash; not run`);
  const bytes = await fetchUpTo(url, container);
  if (integrityOfBytes(bytes) !== expected) {
    throw new Error(`${container}: chunk ${file} is not the registered build; not run`);
  }
  return new Response(new Uint8Array(bytes));
}

/** A server container's file, within its time and size limits; a refusal names the container. */
async function fetchUpTo(url: string, container: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(SERVER_CONTAINER_TIMEOUT_MS) });
  if (!response.ok || !response.body) throw new Error(`${container}: ${url} answered ${response.status}`);
  const bytes = await bytesUpTo(response.body, SERVER_CONTAINER_MAX_BYTES);
  if (!bytes) throw new Error(`${container}: ${url} is over ${SERVER_CONTAINER_MAX_BYTES} bytes; not run`);
  return bytes;
}

/** A CommonJS server container's exports, evaluated as the runtime's Node loader does. */
function evaluateServerContainer(code: string, url: string, globalName: string) {
  const { pathname, protocol } = new URL(url);
  const dirname = pathname.split('/').slice(0, -1).join('/');
  const filename = pathname.split('/').pop() ?? '';
  const script = new Script(`(function(exports, module, require, __dirname, __filename) {${code}\n})`, {
    filename,
    importModuleDynamically: vmConstants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const module = { exports: {} as Record<string, unknown> };
  const require = createRequire(protocol === 'file:' ? url : join(process.cwd(), '__mf_require_base__.js'));
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, module, require, dirname, filename);
  return (module.exports[globalName] ?? module.exports) as never;
}

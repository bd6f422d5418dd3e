import { containerOf, singletonSkewProblems, type DeclaredShared, type RuntimeConfig } from '@newsroom/shared';
import { bytesUpTo } from './boundedBody.ts';
import { escapeHtml } from './documentHead.ts';

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
}
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: { name: string; path?: string; assets?: ManifestAssets }[];
  shared?: DeclaredShared[];
}

/** A script to preload with the hash its <script> will carry (the browser uses a preload only then). */
export interface ScriptPreload {
  href: string;
  integrity?: string;
}

/** Each browser script's hash by path from the manifest, from the remote's build (mf-integrity.json). */
type ScriptHashes = Record<string, string>;

/** A remote as areas name it: one of the four's keys, or a team's container (decision 214). */
type AreaRemote = string;

/** How long a remote's browser manifest is trusted before the server reads it again (redeploys). */
const MANIFEST_TTL_MS = 60_000;
const MANIFEST_TIMEOUT_MS = 500;

/**
 * What the browser will fetch for a server-rendered area, read from the remote's browser manifest:
 * the manifest, remoteEntry.js and the exposed module's chunks. The page names them in
 * <link rel="preload"> so they download in parallel with the shell's code instead of after it.
 */
export class RemotePreloads {
  private readonly manifests = new Map<AreaRemote, { at: number; manifest: Promise<RemoteManifest | null> }>();
  private readonly hashes = new Map<AreaRemote, { at: number; hashes: Promise<ScriptHashes> }>();

  /** `hostVersions`: the shell's own singleton versions, to refuse a remote outside the skew. */
  constructor(
    private readonly config: RuntimeConfig,
    private readonly hostVersions: Readonly<Record<string, string>> = {},
  ) {}

  /**
   * True when the remote's manifest declares a shared singleton in another major than the
   * shell's: the browser refuses it (portalFederationPlugin), so the server neither renders nor
   * preloads it. A manifest that cannot be read refuses nothing.
   */
  async refused(remote: AreaRemote): Promise<boolean> {
    const manifest = await this.manifest(remote);
    return !!manifest && singletonSkewProblems(this.hostVersions, manifest.shared ?? []).length > 0;
  }

  /** The four's manifests are the config's `remotes`; a team's is its registry entry's. */
  private manifestUrl(remote: AreaRemote): string | undefined {
    const { remotes, registry } = this.config;
    if (remote in remotes) return remotes[remote as keyof typeof remotes];
    return registry?.find((entry) => entry.container === remote)?.manifestUrl;
  }

  private manifest(remote: AreaRemote): Promise<RemoteManifest | null> {
    const cached = this.manifests.get(remote);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
    const url = this.manifestUrl(remote);
    const manifest = url ? fetchJson<RemoteManifest>(url) : Promise.resolve(null);
    this.manifests.set(remote, { at: Date.now(), manifest });
    return manifest;
  }

  private scriptHashes(remote: AreaRemote): Promise<ScriptHashes> {
    const cached = this.hashes.get(remote);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.hashes;
    const manifestUrl = this.manifestUrl(remote);
    const hashes = manifestUrl
      ? fetchJson<ScriptHashes>(new URL('mf-integrity.json', manifestUrl).href).then((body) => body ?? {})
      : Promise.resolve({});
    this.hashes.set(remote, { at: Date.now(), hashes });
    return hashes;
  }

  /** The registry's hash of the remote's entry: undefined without a registry (development). */
  private entryIntegrity(remote: AreaRemote): string | undefined {
    return this.config.registry?.find((entry) => entry.container === containerOf(remote))?.integrity;
  }

  /** The URLs to preload for these areas (remote, exposed module name). */
  async urlsFor(
    areas: readonly { remote: AreaRemote; module: string }[],
  ): Promise<{ fetch: string[]; script: ScriptPreload[] }> {
    const fetches: string[] = [];
    const scripts = new Map<string, ScriptPreload>();
    const add = (href: string, integrity: string | undefined) => scripts.set(href, { href, integrity });
    for (const { remote, module } of areas) {
      const manifestUrl = this.manifestUrl(remote);
      const manifest = await this.manifest(remote);
      if (!manifestUrl || !manifest || (await this.refused(remote))) continue;
      // Without a registry (development) scripts load without hashes, so their preloads carry none.
      const trusted = !!this.config.registry;
      const hashes = trusted ? await this.scriptHashes(remote) : {};
      // publicPath 'auto': files are relative to the manifest, wherever it is deployed.
      const base = new URL('.', manifestUrl);
      const entry = manifest.metaData?.remoteEntry;
      fetches.push(manifestUrl);
      const entryIntegrity = this.entryIntegrity(remote);
      if (entry?.name && (!trusted || entryIntegrity))
        add(new URL(`${entry.path ?? ''}${entry.name}`, base).href, entryIntegrity);
      const exposed = manifest.exposes?.find(
        (candidate) => candidate.name === module || candidate.path === `./${module}`,
      );
      for (const file of exposed?.assets?.js?.sync ?? []) {
        if (!trusted || hashes[file]) add(new URL(file, base).href, hashes[file]);
      }
    }
    return { fetch: [...new Set(fetches)], script: [...scripts.values()] };
  }
}

/**
 * A manifest or hash list is a few kilobytes; a remote answering more is broken or hostile, and
 * every worker would read it every MANIFEST_TTL_MS (issue 54's bad input: an oversized manifest).
 */
export const MANIFEST_MAX_BYTES = 1_000_000;

/** A remote's JSON file, or null when it is unreachable, slow, oversized or not JSON: nothing is preloaded. */
export async function fetchJson<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    if (!response.ok || !response.body) return null;
    const bytes = await bytesUpTo(response.body, MANIFEST_MAX_BYTES);
    return bytes === null ? null : (JSON.parse(bytes.toString('utf8')) as T);
  } catch {
    return null;
  }
}

/**
 * A remote's scripts load with CORS and their hash (decision 188), so their preloads say the same:
 * the browser uses a preload only for a request of the same mode and integrity.
 */
function scriptPreloadTag({ href, integrity }: ScriptPreload): string {
  if (!integrity) return `<link rel="preload" as="script" href="${escapeHtml(href)}">`;
  return `<link rel="preload" as="script" crossorigin="anonymous" integrity="${escapeHtml(integrity)}" href="${escapeHtml(href)}">`;
}

export function preloadTags({ fetch, script }: { fetch: string[]; script: ScriptPreload[] }): string {
  return [
    ...fetch.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`),
    ...script.map(scriptPreloadTag),
  ].join('\n    ');
}

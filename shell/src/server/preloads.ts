import { singletonSkewProblems, type DeclaredShared, type RemoteKey, type RuntimeConfig } from '@newsroom/shared';
import { escapeHtml } from './documentHead.ts';

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
}
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: { name: string; path?: string; assets?: ManifestAssets }[];
  shared?: DeclaredShared[];
}

/** How long a remote's browser manifest is trusted before the server reads it again (redeploys). */
const MANIFEST_TTL_MS = 60_000;
const MANIFEST_TIMEOUT_MS = 500;

/**
 * What the browser will fetch for a server-rendered area, read from the remote's browser manifest:
 * the manifest, remoteEntry.js and the exposed module's chunks. The page names them in
 * <link rel="preload"> so they download in parallel with the shell's code instead of after it.
 */
export class RemotePreloads {
  private readonly manifests = new Map<RemoteKey, { at: number; manifest: Promise<RemoteManifest | null> }>();

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
  async refused(remote: RemoteKey): Promise<boolean> {
    const manifest = await this.manifest(remote);
    return !!manifest && singletonSkewProblems(this.hostVersions, manifest.shared ?? []).length > 0;
  }

  private manifest(remote: RemoteKey): Promise<RemoteManifest | null> {
    const cached = this.manifests.get(remote);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
    const manifest = fetch(this.config.remotes[remote], { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then((response) => (response.ok ? (response.json() as Promise<RemoteManifest>) : null))
      .catch(() => null);
    this.manifests.set(remote, { at: Date.now(), manifest });
    return manifest;
  }

  /** The URLs to preload for these areas (remote, exposed module name). */
  async urlsFor(
    areas: readonly { remote: RemoteKey; module: string }[],
  ): Promise<{ fetch: string[]; script: string[] }> {
    const fetches: string[] = [];
    const scripts: string[] = [];
    for (const { remote, module } of areas) {
      const manifestUrl = this.config.remotes[remote];
      const manifest = await this.manifest(remote);
      if (!manifest || (await this.refused(remote))) continue;
      // publicPath 'auto': files are relative to the manifest, wherever it is deployed.
      const base = new URL('.', manifestUrl);
      const entry = manifest.metaData?.remoteEntry;
      fetches.push(manifestUrl);
      if (entry?.name) scripts.push(new URL(`${entry.path ?? ''}${entry.name}`, base).href);
      const exposed = manifest.exposes?.find(
        (candidate) => candidate.name === module || candidate.path === `./${module}`,
      );
      for (const file of exposed?.assets?.js?.sync ?? []) scripts.push(new URL(file, base).href);
    }
    return { fetch: [...new Set(fetches)], script: [...new Set(scripts)] };
  }
}

export function preloadTags({ fetch, script }: { fetch: string[]; script: string[] }): string {
  return [
    ...fetch.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`),
    ...script.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
  ].join('\n    ');
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteKey } from './remotes.ts';
import { containerOf } from './remotes.ts';
import { singletonSkewProblems, type DeclaredShared } from './versionSkew.ts';

/** A remote build the page has read the manifest of. */
export interface RemoteBuild {
  /** metaData.buildInfo.buildVersion: the package version, or the deploy's MF_BUILD_VERSION. */
  version: string;
  manifestUrl: string;
}

const builds = new Map<string, RemoteBuild>();

/** The build of a remote this page loaded (by container name), for error reports. */
export function remoteBuild(remote: RemoteKey): RemoteBuild | undefined {
  return builds.get(containerOf(remote));
}

/** The build version of a remote, or 'unknown' when its manifest never arrived. */
export function remoteVersion(remote: RemoteKey): string {
  return remoteBuild(remote)?.version ?? 'unknown';
}

/** A remote built against a shared singleton's other major: refused before its code runs. */
export class RemoteSkewError extends Error {
  override name = 'RemoteSkewError';
}

interface SharedRegistration {
  version?: string;
  from?: string;
}

type LoadRemoteSnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

/** The version of each shared package this page's host registered (its own copy). */
function hostVersions(args: LoadRemoteSnapshotArgs): Record<string, string> {
  return hostSharedVersions(args.options);
}

/**
 * The version of each shared package a federation host registered itself, from its runtime
 * options (`getInstance().options` on the server): what remotes' declarations are checked against.
 */
export function hostSharedVersions(options: unknown): Record<string, string> {
  const { name, shared = {} } = (options ?? {}) as { name?: string; shared?: Record<string, SharedRegistration[]> };
  const versions: Record<string, string> = {};
  for (const [pkg, registrations] of Object.entries(shared)) {
    const own = registrations.find((entry) => entry.from === name) ?? registrations[0];
    if (own?.version) versions[pkg] = own.version;
  }
  return versions;
}

interface ManifestLike {
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: DeclaredShared[];
}

/**
 * The portal's runtime plugin: remembers each remote's build version from its manifest, and
 * refuses a remote whose shared singletons are outside the allowed skew (another major) with a
 * RemoteSkewError before its remote entry is even fetched, so a second React never loads; the
 * area shows its unavailable state and the console says which library and versions.
 */
export function portalFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'newsroom-portal',
    async loadRemoteSnapshot(args) {
      const manifest = args.manifestJson as ManifestLike | undefined;
      if (!manifest) return args;
      const container = args.moduleInfo.name;
      const version = manifest.metaData?.buildInfo?.buildVersion || 'unknown';
      builds.set(container, { version, manifestUrl: args.manifestUrl ?? '' });
      const problems = singletonSkewProblems(hostVersions(args), manifest.shared ?? []);
      if (problems.length === 0) return args;
      const details = problems
        .map((p) => `${p.name} ${p.remoteVersion} (requires ${p.remoteRequires}; the portal has ${p.hostVersion})`)
        .join(', ');
      throw new RemoteSkewError(
        `${container}@${version} needs another major of a shared singleton: ${details}. Rebuild it against the portal's versions.`,
      );
    },
  };
}

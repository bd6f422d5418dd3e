import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * What the browser needs of a registry entry to trust a remote (decision 188): where its manifest
 * is and the SHA-384 of the entry script beside it. The entry carries its chunks' hashes (the
 * remote's build embeds them), so the browser checks every file of the remote from this one hash.
 */
export interface TrustedRemote {
  /** Federation container name, e.g. mfe_live. */
  container: string;
  manifestUrl: string;
  /** The entry script's file, relative to the manifest (remoteEntry.js). */
  entryFile: string;
  /** `sha384-…` of the entry script. */
  integrity: string;
  /** A second version the registry vouches for, for some readers (decision 207). */
  canary?: { manifestUrl: string; integrity: string };
}

type CreateScriptArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['createScript']>>[0];

const withoutQuery = (url: string) => url.split(/[?#]/)[0];

/**
 * Trust by hash: every script the federation runtime adds for a remote is its registered entry,
 * carrying `integrity` (and CORS, so the browser checks it), or is refused before it is requested
 * (fail closed: a remote without a registered hash never runs), and an entry the manifest makes a
 * module (loaded by import(), without createScript) is refused. The runtime's own preloading of an
 * exposed module's chunks is switched off: it would add them as scripts without a hash; the
 * remote's entry loads them itself, each with its hash.
 */
export function integrityPlugin(trusted: () => readonly TrustedRemote[]): ModuleFederationRuntimePlugin {
  return {
    name: 'newsroom-integrity',
    createScript({ url, remoteInfo }: CreateScriptArgs) {
      // Read per script: a redeployed remote's new hash arrives with the re-read runtime config.
      const remote = trusted().find((candidate) => candidate.container === remoteInfo?.name);
      // The registered version, or its canary: the one whose entry this is.
      const version = [remote, remote?.canary].find(
        (candidate) => candidate && new URL(remote!.entryFile, candidate.manifestUrl).href === withoutQuery(url),
      );
      if (!version) {
        throw new Error(`[remote] ${remoteInfo?.name}: ${url} has no registered integrity; not loaded`);
      }
      const script = document.createElement('script');
      script.src = url;
      script.integrity = version.integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
    // The manifest (not hashed) names the entry's type: "module"/"esm" would load it by import(),
    // past createScript and its hash. The registry vouches only for a classic script.
    loadEntry({ remoteInfo }) {
      if (remoteInfo.type !== 'global')
        throw new Error(`[remote] ${remoteInfo.name}: ${remoteInfo.type} entry; not loaded`);
    },
    beforePreloadRemote({ preloadOps }) {
      preloadOps.splice(0);
    },
  };
}

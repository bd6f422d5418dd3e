import { rspack, type Rspack } from '@rsbuild/core';

/** Kept out of the federation's shared-fallback builds, which have no crossOriginLoading to hash with. */
export const SRI_PLUGIN_NAME = 'SubresourceIntegrityPlugin';

/**
 * A remote's browser build that checks its own chunks (decision 188): its entry embeds each chunk's
 * hash and loads it with `integrity` (CORS, so the browser can check it). The shell checks the
 * entry against the registry's SHA-384, so that one hash covers every file of the remote. The
 * chunks' hashes are SHA-256: each is bytes that do not compress, in the entries the home page
 * loads, and SHA-384 there cost 0.9 KB gzip more than the page's ceiling leaves. Production
 * builds only: development servers have no registry.
 */
/** The chunks' hash algorithm (the registry's hash of the entry is SHA-384). */
export const CHUNK_HASH_ALGORITHM = 'sha256';

export function scriptIntegrityRspack(): Rspack.Configuration {
  return {
    output: { crossOriginLoading: 'anonymous' },
    plugins: [
      new rspack.SubresourceIntegrityPlugin({
        hashFuncNames: [CHUNK_HASH_ALGORITHM],
        htmlPlugin: false,
        enabled: 'auto',
      }),
    ],
  };
}

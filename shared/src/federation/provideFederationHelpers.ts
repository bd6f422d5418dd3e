import { FEDERATION_HELPER_GLOBALS } from './federationHelperGlobals.ts';

declare const require: (id: keyof typeof FEDERATION_HELPER_GLOBALS) => unknown;

/**
 * Puts the federation helper packages on the page for the remotes built without them. `require`,
 * not `import`: the federation runtime bundled beside this uses those packages' CommonJS builds,
 * and an `import` would add their ES module builds as second copies. Runs before any remote loads
 * (the shell's entry; a standalone page's runtime script).
 */
export function provideFederationHelpers(): void {
  const scope = globalThis as Record<string, unknown>;
  // Literal specifiers: the bundler resolves each require at build time.
  scope[FEDERATION_HELPER_GLOBALS['@module-federation/sdk']] ??= require('@module-federation/sdk');
  scope[FEDERATION_HELPER_GLOBALS['@module-federation/error-codes']] ??= require('@module-federation/error-codes');
}

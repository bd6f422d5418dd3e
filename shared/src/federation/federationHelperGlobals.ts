/**
 * The federation runtime's stateless helper packages, which the public remotes' browser builds take
 * from the page (globals set by provideFederationHelpers) instead of bundling a copy each: about
 * 6 KB gzip per remoteEntry.js (decision 056). `@module-federation/runtime` is not among them: it
 * keeps the build's own federation instance in a module variable, so each container needs its own.
 */
export const FEDERATION_HELPER_GLOBALS = {
  '@module-federation/sdk': '_NEWSROOM_FEDERATION_SDK',
  '@module-federation/error-codes': '_NEWSROOM_FEDERATION_ERROR_CODES',
} as const;

// What the shell's production server reads from env besides the browser's runtime config: where
// each remote's server container is, how long a server render may take, the public origin.

/** Env variable of each remote's server container URL (dist/server/remoteEntry.js of its deploy). */
export const REMOTE_SERVER_URL_ENV = {
  reader: 'REMOTE_READER_SERVER_URL',
  live: 'REMOTE_LIVE_SERVER_URL',
  editor: 'REMOTE_EDITOR_SERVER_URL',
  admin: 'REMOTE_ADMIN_SERVER_URL',
};

/**
 * A remote's server container, by default beside its browser manifest: a remote is deployed as
 * one folder (dist/ with dist/server/ inside), so moving it moves both.
 * @param {{ remotes: Record<string, string> }} config the browser's runtime config
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, string>}
 */
export function serverRemotesFromEnv(config, env = process.env) {
  return Object.fromEntries(
    Object.entries(REMOTE_SERVER_URL_ENV).map(([key, name]) => [
      key,
      env[name] || new URL('server/remoteEntry.js', config.remotes[key]).href,
    ]),
  );
}

/** SSR_TIMEOUT_MS: the time box of one server render (default 1500 ms). */
export function ssrTimeoutFromEnv(env = process.env) {
  const value = Number(env.SSR_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 1500;
}

/** PUBLIC_SITE_URL: the site's public origin (canonical URLs, feeds); default: each request's. */
export function publicOriginFromEnv(env = process.env) {
  if (!env.PUBLIC_SITE_URL) return undefined;
  return new URL(env.PUBLIC_SITE_URL).origin;
}

// What the shell's production server reads from env besides the browser's runtime config: where
// each remote's server container is, how long a server render may take, the public origin, the
// page cache and the number of workers.
import { availableParallelism } from 'node:os';
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, runtimeConfigFromEnv } from '@newsroom/shared/runtime-config-env';

/** Env variable of each remote's server container URL (dist/server/remoteEntry.js of its deploy). */
export const REMOTE_SERVER_URL_ENV = {
  reader: 'REMOTE_READER_SERVER_URL',
  live: 'REMOTE_LIVE_SERVER_URL',
  editor: 'REMOTE_EDITOR_SERVER_URL',
  admin: 'REMOTE_ADMIN_SERVER_URL',
};

/**
 * Each remote's server container, by default beside its browser manifest: a remote is deployed as
 * one folder (dist/ with dist/server/ inside), so moving it moves both. The four by key; a team's
 * remote (decision 214) by its container, beside its registered manifest (the registry's
 * `serverIntegrity` decides whether it runs).
 * @param {{ remotes: Record<string, string>, registry?: { name: string, container: string, manifestUrl: string }[] }} config
 *   the browser's runtime config
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, string>}
 */
export function serverRemotesFromEnv(config, env = process.env) {
  const teams = (config.registry ?? []).filter((entry) => !(entry.name in REMOTE_SERVER_URL_ENV));
  return Object.fromEntries([
    ...Object.entries(REMOTE_SERVER_URL_ENV).map(([key, name]) => [
      key,
      env[name] || new URL('server/remoteEntry.js', config.remotes[key]).href,
    ]),
    ...teams.map((entry) => [entry.container, new URL('server/remoteEntry.js', entry.manifestUrl).href]),
  ]);
}

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges of the proxies in front of the shell
 * (the CDN, a load balancer), as for the backend's rate limits: only their country and edition
 * headers are believed when `/` picks the reader's edition (decision 175).
 * @returns {string[]}
 */
export function trustedProxiesFromEnv(env = process.env) {
  return (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** SSR_TIMEOUT_MS: the time box of one server render (default 1500 ms). */
export function ssrTimeoutFromEnv(env = process.env) {
  const value = Number(env.SSR_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 1500;
}

/**
 * SSR_THREAD: by default pages are rendered on a thread of each worker's own, the main thread
 * answering from the page cache, so a render never holds up the crowd's cached answers; `off`
 * renders on the main thread (decision 157, which measured both under the surge).
 */
export function renderThreadFromEnv(env = process.env) {
  return env.SSR_THREAD !== 'off';
}

/** PUBLIC_SITE_URL: the site's public origin (canonical URLs, feeds); default: each request's. */
export function publicOriginFromEnv(env = process.env) {
  if (!env.PUBLIC_SITE_URL) return undefined;
  return new URL(env.PUBLIC_SITE_URL).origin;
}

/** The names a machine calls itself: served without PUBLIC_SITE_URL (shell/src/server/serverTypes.ts). */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * ALLOWED_HOSTS (comma-separated names) adds to the local names the hosts pages are rendered for
 * when PUBLIC_SITE_URL is unset; a request for any other Host is refused (421), so a forged Host
 * never reaches a page a cache may keep.
 */
export function allowedHostsFromEnv(env = process.env) {
  const extra = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set([...LOCAL_HOSTS, ...extra])];
}

/** SERVER_TIMING=on: rendered pages carry a Server-Timing header (decision 219); off by default. */
export function serverTimingFromEnv(env = process.env) {
  return env.SERVER_TIMING === 'on';
}

/** PAGE_CACHE_MB: the page cache's byte cap per worker (default 64). */
export function pageCacheBytesFromEnv(env = process.env) {
  const value = Number(env.PAGE_CACHE_MB);
  return Math.round((Number.isFinite(value) && value >= 0 ? value : 64) * 1024 * 1024);
}

/** WEB_CONCURRENCY: how many server processes share the port (default: one per core). */
export function workerCountFromEnv(env = process.env, cores = availableParallelism()) {
  const value = Number(env.WEB_CONCURRENCY);
  return Number.isInteger(value) && value > 0 ? value : cores;
}

/** What the server says at start about the origin of its pages. */
export function originPolicyLine(env = process.env) {
  const origin = publicOriginFromEnv(env);
  if (origin) return `pages are rendered for ${origin} (PUBLIC_SITE_URL); the Host header is not read`;
  return (
    `no PUBLIC_SITE_URL: pages are rendered for the hosts ${allowedHostsFromEnv(env).join(', ')} ` +
    '(ALLOWED_HOSTS adds names); any other Host is refused'
  );
}

/** The public names this server renders pages for: PUBLIC_SITE_URL's, else ALLOWED_HOSTS' non-local ones. */
function publicHostsFromEnv(env) {
  const origin = publicOriginFromEnv(env);
  const hosts = origin ? [new URL(origin).host] : allowedHostsFromEnv(env);
  return hosts.filter((host) => !LOCAL_HOSTS.includes(host.replace(/:\d+$/, '')));
}

/**
 * Why the server must not start (null: it may): serving a public origin with the Supabase CLI's
 * demo API key means the backend behind it still signs with the published demo secret
 * (docs/product/security.md#secrets). ALLOW_DEMO_SECRETS=true is the throwaway-container opt-in.
 */
export function demoKeyRefusal(env = process.env) {
  if (env.ALLOW_DEMO_SECRETS === 'true') return null;
  const { supabaseAnonKey } = runtimeConfigFromEnv(env);
  if (supabaseAnonKey !== LOCAL_ANON_KEY && supabaseAnonKey !== LOCAL_PUBLISHABLE_KEY) return null;
  const hosts = publicHostsFromEnv(env);
  if (hosts.length === 0) return null;
  return (
    `[shell] refusing to serve ${hosts.join(', ')} with the Supabase CLI's demo API key: set SUPABASE_ANON_KEY ` +
    "to your project's key (and the backend's JWT_SECRET and keys to your own), or ALLOW_DEMO_SECRETS=true " +
    'for a throwaway container'
  );
}

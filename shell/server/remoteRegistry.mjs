// The remote registry the shell serves pages with (decision 188). Its entries come from
// REMOTES_REGISTRY (JSON { "remotes": [...] }, in the env or as the "remotes" list of
// REMOTES_CONFIG_FILE, which the shell re-reads while it runs), laid over the four remotes' own
// build-time entries (mfe-*/dist/registry-entry.json, at the URLs the env gives them) when the
// shell runs from a checkout beside their builds. Each entry is validated; a refused one is logged
// and left out, so its areas fail closed (no hash, no code) while the rest of the site works.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_URL_ENV, runtimeConfigFromEnv } from '@newsroom/shared/runtime-config-env';
import { browserEntry, validateRegistry } from '@newsroom/shared/remote-registry';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** What each remote's production build writes beside its manifest (pluginRegistryEntry). */
export const BUILD_ENTRY_FILE = 'registry-entry.json';

/**
 * The four remotes' build-time entries found in a checkout, each at its configured manifest URL.
 * @param {{ remotes: Record<string, string> }} config
 */
export function buildRegistryEntries(config, root = ROOT) {
  return Object.keys(REMOTE_URL_ENV).flatMap((key) => {
    const file = join(root, `mfe-${key}`, 'dist', BUILD_ENTRY_FILE);
    if (!existsSync(file)) return [];
    return [{ ...JSON.parse(readFileSync(file, 'utf8')), manifestUrl: config.remotes[key] }];
  });
}

/** REMOTE_ORIGINS (comma-separated), else the origins of the four configured remotes. */
export function allowedRemoteOrigins(env, config) {
  const listed = (env.REMOTE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const origins = listed.length > 0 ? listed : Object.values(config.remotes);
  return [...new Set(origins.map((url) => new URL(url).origin))];
}

function listedEntries(env) {
  if (!env.REMOTES_REGISTRY) return [];
  const body = JSON.parse(env.REMOTES_REGISTRY);
  if (!Array.isArray(body?.remotes)) throw new Error('expected a JSON object with a "remotes" list');
  return body.remotes;
}

/**
 * The registry in force for this env: its valid entries and why any other was refused.
 * @param {NodeJS.ProcessEnv} env
 */
export function registryFromEnv(env, root = ROOT) {
  const config = runtimeConfigFromEnv(env);
  let listed;
  try {
    listed = listedEntries(env);
  } catch (error) {
    return { remotes: [], problems: [`REMOTES_REGISTRY: ${error instanceof Error ? error.message : error}`] };
  }
  const names = new Set(listed.map((entry) => entry?.name));
  const built = buildRegistryEntries(config, root).filter((entry) => !names.has(entry.name));
  return validateRegistry({ remotes: [...built, ...listed] }, { allowedOrigins: allowedRemoteOrigins(env, config) });
}

/**
 * The browser's runtime config with the registry: the registry's entries and, for the four
 * remotes, the manifest URL it registered (the registry decides where a remote is). A team's
 * remote also brings its routes, nav entries and slots, which the shell mounts, shows and fills
 * (decisions 207, 212); the four's stay in the shell's route table, header and pages, so their
 * pages carry no copy of them.
 * @param {import('@newsroom/shared').RuntimeConfig} config
 * @param {{ remotes: import('@newsroom/shared/remote-registry').RegistryEntry[] }} registry
 */
export function withRegistry(config, registry) {
  const remotes = { ...config.remotes };
  const entries = registry.remotes.map((entry) => {
    if (!(entry.name in remotes)) {
      const rendered = entry.serverIntegrity ? { serverRendered: true } : {};
      return { ...browserEntry(entry), routes: entry.routes, nav: entry.nav, slots: entry.slots, ...rendered };
    }
    remotes[entry.name] = entry.manifestUrl;
    return browserEntry(entry);
  });
  return { ...config, remotes, registry: entries };
}

/**
 * What the server renderer may run of the remotes' server containers (decision 188): the allowed
 * remote origins, and each accepted entry's serverIntegrity by container (null: none registered).
 * @param {NodeJS.ProcessEnv} env
 * @param {{ remotes: import('@newsroom/shared/remote-registry').RegistryEntry[] }} registry
 */
export function serverTrust(env, registry) {
  return {
    origins: allowedRemoteOrigins(env, runtimeConfigFromEnv(env)),
    integrity: Object.fromEntries(registry.remotes.map((entry) => [entry.container, entry.serverIntegrity ?? null])),
    // Each server container's chunks (decision 214): none runs without its registered hash.
    chunks: Object.fromEntries(registry.remotes.map((entry) => [entry.container, entry.serverChunks ?? {}])),
  };
}

// Where the remotes are, changeable while the shell runs: REMOTES_CONFIG_FILE names a JSON file of
// remote URL variables ({ "REMOTE_LIVE_URL": "https://cdn…/live/0.2.0-…/mf-manifest.json" }) and
// registry entries ({ "remotes": [...] }, decision 188; as REMOTES_REGISTRY) laid over the process env. Deploying or rolling back one remote is an edit of that file: the next
// /runtime-config.json has it, no shell rebuild or restart, no other remote touched.
import { readFileSync, statSync } from 'node:fs';

/** Only remote locations may come from the file: it is a deploy switch, not a second env. */
const REMOTE_VARIABLE = /^REMOTE_(READER|LIVE|EDITOR|ADMIN)_(SERVER_)?URL$/;

/**
 * The remote variables of a REMOTES_CONFIG_FILE body: http(s) URLs under known names only, and its
 * registry entries as REMOTES_REGISTRY (validated with the rest of the registry, entry by entry).
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseRemotesFile(text) {
  const body = JSON.parse(text);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('expected a JSON object');
  const variables = {};
  for (const [name, value] of Object.entries(body)) {
    if (name === 'remotes') {
      if (!Array.isArray(value)) throw new Error('"remotes" must be a list of registry entries');
      variables.REMOTES_REGISTRY = JSON.stringify({ remotes: value });
      continue;
    }
    if (!REMOTE_VARIABLE.test(name)) throw new Error(`${name} is not a remote URL variable`);
    if (typeof value !== 'string' || !/^https?:\/\//.test(value)) throw new Error(`${name} must be an http(s) URL`);
    variables[name] = value;
  }
  return variables;
}

/**
 * A getter of the env to build the runtime config from: `env`, with REMOTES_CONFIG_FILE's
 * variables on top when it is set. The file is read again whenever it changed (a stat per call,
 * nanosecond mtime); a broken edit is logged and the last good version stays in force, so a typo
 * never takes the site down.
 * @param {NodeJS.ProcessEnv} env
 * @returns {() => NodeJS.ProcessEnv}
 */
export function remotesEnv(env) {
  const file = env.REMOTES_CONFIG_FILE;
  if (!file) return () => env;
  let current = env;
  let stamp = '';
  return () => {
    try {
      const stat = statSync(file, { bigint: true });
      const next = `${stat.mtimeNs}:${stat.ctimeNs}:${stat.size}:${stat.ino}`;
      if (next === stamp) return current;
      stamp = next;
      current = { ...env, ...parseRemotesFile(readFileSync(file, 'utf8')) };
    } catch (error) {
      console.error(`[shell] ${file}: ${error instanceof Error ? error.message : error}; keeping the previous remotes`);
    }
    return current;
  };
}

import { getRuntimeConfig } from '../config/runtimeConfig.ts';
import { remoteVersion } from './portalFederationPlugin.ts';
import { containerOf, type RemoteKey } from './remotes.ts';

/** load: the module never arrived; render: its code threw; skew: refused for its singletons. */
export type RemoteErrorKind = 'load' | 'render' | 'skew';

/** One report, as the remote-errors edge function stores it: no user, no address, no query. */
export interface RemoteErrorReport {
  /** The registry's name: one of the four's keys, or a team remote's name (decision 210). */
  remote: string;
  module: string;
  version: string;
  kind: RemoteErrorKind;
  message: string;
}

/** A page that keeps failing must not flood the table: the function rate-limits too. */
const MAX_REPORTS_PER_PAGE = 10;
const MESSAGE_CHARS = 300;

const reportedErrors = new WeakSet<object>();
const sentKeys = new Set<string>();

/** A team's remote as this page loaded it: its registry name and the version chosen for this device. */
export interface TeamRelease {
  name: string;
  version: string;
}

const teamReleases = new Map<string, TeamRelease>();

/**
 * Remembers which registered version (or canary) of a team's container this page loads, so its
 * failures are reported under the registry's name and that version (decision 210), even when its
 * manifest never arrived.
 */
export function noteTeamRelease(container: string, release: TeamRelease): void {
  teamReleases.set(container, release);
}

/**
 * The first line of an error, without what could identify a reader: query strings and fragments
 * of URLs, e-mail addresses and long tokens (JWTs, keys) are cut before anything leaves the page.
 */
export function scrubErrorMessage(error: unknown): string {
  const raw = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (raw.split('\n')[0] ?? '')
    .replace(/(https?:\/\/[^\s?#)'"]+)[?#][^\s)'"]*/g, '$1')
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, '[email]')
    .replace(/\b[\w-]{32,}(\.[\w-]+)*\b/g, '[token]')
    .slice(0, MESSAGE_CHARS);
}

function kindOf(error: unknown, fallback: RemoteErrorKind): RemoteErrorKind {
  return error instanceof Error && error.name === 'RemoteSkewError' ? 'skew' : fallback;
}

/** The report's name and version: a team's container is reported under its registry name and noted release. */
function released(remote: RemoteKey): { remote: string; version: string } {
  const team = teamReleases.get(remote);
  return { remote: team?.name ?? remote, version: team?.version ?? remoteVersion(remote) };
}

/** Sends a report to the remote-errors edge function with the public key only (never a session). */
function send(report: RemoteErrorReport): void {
  try {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    void fetch(`${supabaseUrl}/functions/v1/remote-errors`, {
      method: 'POST',
      keepalive: true,
      headers: {
        'Content-Type': 'application/json',
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${supabaseAnonKey}`,
      },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  } catch {
    // No runtime config (a unit test, a page that failed to start): the console line is the report.
  }
}

/**
 * Reports one failure of a remote area: a console line naming remote, module and build version,
 * and (once per error, at most MAX_REPORTS_PER_PAGE per page) a row in remote_errors.
 */
export function reportRemoteError(
  remote: RemoteKey,
  module: string,
  fallbackKind: RemoteErrorKind,
  error: unknown,
): void {
  if (error !== null && typeof error === 'object') {
    // A load failure also reaches the area's error boundary: report it once.
    if (reportedErrors.has(error)) return;
    reportedErrors.add(error);
  }
  const kind = kindOf(error, fallbackKind);
  // A team's remote is mounted under its container name: reported under its registry name.
  const { remote: name, version } = released(remote);
  const message = scrubErrorMessage(error);
  console.error(`[remote] ${remote}/${module} (${containerOf(remote)}@${version}) ${kind} error: ${message}`, error);
  const key = `${remote}/${module}/${kind}/${message}`;
  if (sentKeys.has(key) || sentKeys.size >= MAX_REPORTS_PER_PAGE) return;
  sentKeys.add(key);
  send({ remote: name, module, version, kind, message });
}

/** One page in LOAD_SAMPLE_EVERY reports a remote's load, weighing that many (decision 216). */
export const LOAD_SAMPLE_EVERY = 10;
const countedLoads = new Set<string>();

/**
 * Counts this page's load of a remote once, however many of its areas commit: sampled (the
 * weight tells the server how many loads it stands for), without key or session, as a beacon, which
 * does not hold the page; fetch keepalive where there is none.
 */
export function reportRemoteLoad(remote: RemoteKey, random?: () => number): void {
  if (countedLoads.has(remote)) return;
  countedLoads.add(remote);
  // Not a default parameter: the build would spell it out with `arguments` (bytes on every page).
  if ((random ?? Math.random)() * LOAD_SAMPLE_EVERY >= 1) return;
  try {
    const url = `${getRuntimeConfig().supabaseUrl}/functions/v1/remote-loads`;
    const body = JSON.stringify({ ...released(remote), weight: LOAD_SAMPLE_EVERY });
    if (!navigator.sendBeacon?.(url, body)) void fetch(url, { method: 'POST', keepalive: true, body }).catch(() => 0);
  } catch {
    // No runtime config (a unit test, a standalone remote): nothing to count against.
  }
}

/** Tests only: forget what this page already reported and counted. */
export function resetRemoteErrorReportsForTests(): void {
  sentKeys.clear();
  countedLoads.clear();
}

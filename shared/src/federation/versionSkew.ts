/**
 * How far a remote's shared singletons may drift from the host's. Browser-safe and pure: the
 * runtime guard (skewGuardPlugin) and the build-time contract test both use it.
 *
 * Rule: same major version (for 0.x, same minor: caret semantics). A remote built against a newer
 * or older minor/patch runs on the host's single copy; a remote built against another major is
 * refused before any of its code runs, since one copy of React (or the router, the query client…)
 * cannot serve both, and a second copy would break hooks and contexts quietly.
 */

/** The first three numbers of a version or caret range ('19.3.1', '^19.0.0'), or null. */
export function parseVersion(version: string): [number, number, number] | null {
  const match = /^[\^~=v]?\s*(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** The part of a version that must match: the major, or '0.minor' below 1.0.0. */
function compatKey(version: string): string | null {
  const parsed = parseVersion(version);
  if (!parsed) return null;
  return parsed[0] === 0 ? `0.${parsed[1]}` : String(parsed[0]);
}

/** The range a singleton built at `version` accepts: '^19.0.0' for 19.3.1, '^0.4.0' for 0.4.2. */
export function allowedSingletonRange(version: string): string {
  const parsed = parseVersion(version);
  if (!parsed) return `^${version}`;
  return parsed[0] === 0 ? `^0.${parsed[1]}.0` : `^${parsed[0]}.0.0`;
}

/** True when a remote built against `remoteVersion` may run on the host's `hostVersion`. */
export function withinSingletonSkew(hostVersion: string, remoteVersion: string): boolean {
  const host = compatKey(hostVersion);
  const remote = compatKey(remoteVersion);
  // A version we cannot read is not a reason to refuse a remote: MF's own check still warns.
  return host === null || remote === null || host === remote;
}

/** One shared entry as a remote declares it (mf-manifest.json `shared`). */
export interface DeclaredShared {
  name: string;
  version: string;
  requiredVersion?: string | false;
}

export interface SkewProblem {
  name: string;
  hostVersion: string;
  remoteVersion: string;
  remoteRequires: string;
}

/**
 * The singletons a remote declares that the host cannot serve: built against, or requiring,
 * another major. `hostVersions` maps package name to the version the host provides; packages the
 * host does not share (and `ignore`d ones, like the workspace package) are skipped.
 */
export function singletonSkewProblems(
  hostVersions: Readonly<Record<string, string>>,
  declared: readonly DeclaredShared[],
  ignore: readonly string[] = ['@newsroom/shared'],
): SkewProblem[] {
  const problems: SkewProblem[] = [];
  for (const entry of declared) {
    const hostVersion = hostVersions[entry.name];
    if (!hostVersion || ignore.includes(entry.name)) continue;
    const requires = typeof entry.requiredVersion === 'string' ? entry.requiredVersion : '';
    const builtOk = withinSingletonSkew(hostVersion, entry.version);
    const requiresOk = !requires || withinSingletonSkew(hostVersion, requires);
    if (builtOk && requiresOk) continue;
    problems.push({ name: entry.name, hostVersion, remoteVersion: entry.version, remoteRequires: requires || '-' });
  }
  return problems;
}

import type { RegisteredRemote } from '@newsroom/shared';
import type { LoadCount, VersionCount } from './useRemoteErrors.ts';

/** One version of a remote: its share of readers (null: not in service now), its reports and its loads. */
export interface VersionRate {
  remote: string;
  version: string;
  canary: boolean;
  /** Percent of devices the registry sends to it; null when the registry no longer names it. */
  share: number | null;
  lastHour: number;
  lastDay: number;
  /** Page loads of the last 24 hours, estimated from sampled reports (decision 216). */
  loadsDay: number;
}

type Counted = Pick<VersionRate, 'lastHour' | 'lastDay' | 'loadsDay'>;

const key = (remote: string, version: string) => `${remote}@${version}`;

/** The registry's versions: each remote's registered one, and its canary beside it. */
function inService(registry: readonly RegisteredRemote[]): Omit<VersionRate, keyof Counted>[] {
  return registry.flatMap(({ name, version, canary }) => {
    const registered = { remote: name, version, canary: false, share: 100 - (canary?.percent ?? 0) };
    if (!canary) return [registered];
    return [registered, { remote: name, version: canary.version, canary: true, share: canary.percent }];
  });
}

/** Each counted version's reports and loads, by remote@version, in the order first counted. */
function countedVersions(counts: readonly VersionCount[], loads: readonly LoadCount[]) {
  const counted = new Map<string, Counted & { remote: string; version: string }>();
  const at = (remote: string, version: string) => {
    const found = counted.get(key(remote, version));
    if (found) return found;
    const fresh = { remote, version, lastHour: 0, lastDay: 0, loadsDay: 0 };
    counted.set(key(remote, version), fresh);
    return fresh;
  };
  for (const count of counts)
    Object.assign(at(count.remote, count.version), { lastHour: count.last_hour, lastDay: count.last_day });
  for (const load of loads) at(load.remote, load.version).loadsDay = load.last_day;
  return counted;
}

/**
 * The versions in service with their reports of the last hour and 24 hours and their loads of the
 * 24 hours, a canary beside its registered version (decision 210), then the versions that reported
 * errors or loads but are no longer in service (a rolled-back canary, an earlier build still open
 * in some tab).
 */
export function versionRates(
  registry: readonly RegisteredRemote[],
  counts: readonly VersionCount[],
  loads: readonly LoadCount[] = [],
): VersionRate[] {
  const counted = countedVersions(counts, loads);
  const served = inService(registry).map((version) => {
    const found = counted.get(key(version.remote, version.version));
    counted.delete(key(version.remote, version.version));
    return { ...version, lastHour: found?.lastHour ?? 0, lastDay: found?.lastDay ?? 0, loadsDay: found?.loadsDay ?? 0 };
  });
  const earlier = [...counted.values()].map((found) => ({ ...found, canary: false, share: null }));
  return [...served, ...earlier];
}

/** 24 hours of reports and their average an hour, one decimal: "12 (0.5 an hour)". */
export function dayRate(reports: number): string {
  return `${reports} (${(reports / 24).toFixed(1)} an hour)`;
}

/** Errors per 100 loads over the same 24 hours, one decimal ("1.2 %"); "—" without loads to divide by. */
export function errorRate(errors: number, loads: number): string {
  return loads > 0 ? `${((errors / loads) * 100).toFixed(1)} %` : '—';
}

import type { RegisteredRemote } from '@newsroom/shared';
import type { VersionCount } from './useRemoteErrors.ts';

/** One version of a remote: its share of readers (null: not in service now) and the reports it stored. */
export interface VersionRate {
  remote: string;
  version: string;
  canary: boolean;
  /** Percent of devices the registry sends to it; null when the registry no longer names it. */
  share: number | null;
  lastHour: number;
  lastDay: number;
}

const key = (remote: string, version: string) => `${remote}@${version}`;

/** The registry's versions: each remote's registered one, and its canary beside it. */
function inService(registry: readonly RegisteredRemote[]): Omit<VersionRate, 'lastHour' | 'lastDay'>[] {
  return registry.flatMap(({ name, version, canary }) => {
    const registered = { remote: name, version, canary: false, share: 100 - (canary?.percent ?? 0) };
    if (!canary) return [registered];
    return [registered, { remote: name, version: canary.version, canary: true, share: canary.percent }];
  });
}

/**
 * The versions in service with their reports of the last hour and 24 hours, a canary beside its
 * registered version (decision 210), then the versions that reported errors but are no longer in
 * service (a rolled-back canary, an earlier build still open in some tab).
 */
export function versionRates(registry: readonly RegisteredRemote[], counts: readonly VersionCount[]): VersionRate[] {
  const counted = new Map(counts.map((count) => [key(count.remote, count.version), count]));
  const served = inService(registry).map((version) => {
    const count = counted.get(key(version.remote, version.version));
    counted.delete(key(version.remote, version.version));
    return { ...version, lastHour: count?.last_hour ?? 0, lastDay: count?.last_day ?? 0 };
  });
  const earlier = [...counted.values()].map((count) => ({
    remote: count.remote,
    version: count.version,
    canary: false,
    share: null,
    lastHour: count.last_hour,
    lastDay: count.last_day,
  }));
  return [...served, ...earlier];
}

/** 24 hours of reports and their average an hour, one decimal: "12 (0.5 an hour)". */
export function dayRate(reports: number): string {
  return `${reports} (${(reports / 24).toFixed(1)} an hour)`;
}

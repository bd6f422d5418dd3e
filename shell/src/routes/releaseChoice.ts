import type { RegisteredRemote } from '@newsroom/shared';

/** Where this device keeps its release bucket. */
export const RELEASE_BUCKET_KEY = 'chronicle:release-bucket';

/**
 * This device's release bucket, 0–99, drawn once and kept (decision 207): a reader stays on the
 * version they were given while a canary's share stays or grows. Without storage (private modes
 * that refuse it): 99, the registered version unless a canary goes to everyone.
 */
export function releaseBucket(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): number {
  try {
    const kept = storage?.getItem(RELEASE_BUCKET_KEY) ?? null;
    if (kept !== null && /^\d{1,2}$/.test(kept)) return Number(kept);
    const drawn = crypto.getRandomValues(new Uint8Array(1))[0]! % 100;
    storage?.setItem(RELEASE_BUCKET_KEY, String(drawn));
    return drawn;
  } catch {
    return 99;
  }
}

/** Which version of a team's remote this device loads: where its manifest is, and its registry version. */
export interface ChosenRelease {
  manifestUrl: string;
  version: string;
}

/**
 * The version this device loads a team's remote at: its canary for the first `percent` buckets,
 * else the registered version. The version goes with the area's error reports (decision 210).
 */
export function chosenRelease(remote: RegisteredRemote, bucket: number = releaseBucket()): ChosenRelease {
  const { canary } = remote;
  return canary && bucket < canary.percent ? canary : remote;
}

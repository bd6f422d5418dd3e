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

/** The manifest this device loads a team's remote from: its canary for the first `percent` buckets. */
export function chosenManifest(remote: RegisteredRemote, bucket: number = releaseBucket()): string {
  return remote.canary && bucket < remote.canary.percent ? remote.canary.manifestUrl : remote.manifestUrl;
}

import type { RegisteredRemote } from '@newsroom/shared';
import { bucketFromCookies, drawBucket, releaseCookie, releaseOf, type Release } from '../federation/release.ts';
import { readServerState, type ServerState } from '../pagePayload.ts';

/** Where a device kept its bucket before the cookie (decision 207): read once, so its readers keep their side. */
export const RELEASE_BUCKET_KEY = 'chronicle:release-bucket';

interface BucketStores {
  cookies: { get(): string; set(value: string): void };
  storage: Pick<Storage, 'getItem'> | undefined;
  secure: boolean;
}

function browserStores(): BucketStores {
  return {
    cookies: { get: () => document.cookie, set: (value) => (document.cookie = value) },
    storage: globalThis.localStorage,
    secure: location.protocol === 'https:',
  };
}

function keptInStorage(storage: BucketStores['storage']): number | null {
  try {
    const kept = storage?.getItem(RELEASE_BUCKET_KEY) ?? null;
    return kept !== null && /^\d{1,2}$/.test(kept) ? Number(kept) : null;
  } catch {
    return null;
  }
}

/**
 * This reader's release bucket, 0–99 (decisions 207, 215): the cookie the shell's server decides
 * canaried pages by (it may have drawn it with this page), else the one this device kept before the
 * cookie, else a new one; written back to the cookie either way. A browser that refuses cookies
 * draws on each page: it then sees whichever version its page was rendered with.
 */
export function releaseBucket(stores: BucketStores = browserStores()): number {
  const fromCookie = bucketFromCookies(stores.cookies.get());
  if (fromCookie !== null) return fromCookie;
  const bucket = keptInStorage(stores.storage) ?? drawBucket();
  stores.cookies.set(releaseCookie(bucket, stores.secure));
  return bucket;
}

/** Which version of a team's remote this device loads: where its manifest is, and its registry version. */
export interface ChosenRelease {
  manifestUrl: string;
  version: string;
}

/**
 * The version this reader loads a team's remote at: its canary for the first `percent` buckets,
 * else the registered version, as the shell's server chose for a page it rendered. The version
 * goes with the area's error reports (decision 210).
 */
export function chosenRelease(remote: RegisteredRemote, bucket?: number): ChosenRelease {
  const release = renderedRelease(remote.container) ?? releaseOf(remote, bucket ?? releaseBucket());
  return release === 'canary' && remote.canary ? remote.canary : remote;
}

let rendered: ServerState['releases'] | undefined;

/**
 * The release the server rendered this page's canaried remote with (its server state), which the
 * page must hydrate with even where the reader's cookie did not stick.
 */
function renderedRelease(container: string): Release | undefined {
  rendered ??= typeof document === 'undefined' ? {} : (readServerState()?.releases ?? {});
  return rendered[container];
}

/** Tests only: read the page's server state again. */
export function forgetRenderedReleasesForTests(): void {
  rendered = undefined;
}

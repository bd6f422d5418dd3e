import type { RegisteredRemote } from '@newsroom/shared';

/**
 * A team remote's canary (decisions 207, 215): each reader has a release bucket from 0 to 99, kept
 * in this cookie (a random number, nothing about the reader), and gets the canary when the bucket
 * is under its share. The shell's server reads it to render the reader's version of a canaried
 * page; the browser reads the same cookie, so both load the same build.
 */
export const RELEASE_COOKIE = 'chronicle_release';
/** A year: a reader stays on the version they were given while the canary's share stays or grows. */
export const RELEASE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/**
 * The query parameter the shell's server adds to a canaried page's URL before its page cache and
 * its render see it, as `/` gets its edition: one cached page per release, never per reader.
 */
export const RELEASE_PARAM = '__release';

export type Release = 'canary' | 'stable';

const BUCKET_COOKIE = new RegExp(`(?:^|;)\\s*${RELEASE_COOKIE}=(\\d{1,2})\\s*(?:;|$)`);

/** The bucket a Cookie header carries, or null. */
export function bucketFromCookies(cookies: string | null | undefined): number | null {
  const match = BUCKET_COOKIE.exec(cookies ?? '');
  return match ? Number(match[1]) : null;
}

/** A new bucket, 0–99, evenly drawn. */
export function drawBucket(): number {
  // 2^32 is not a multiple of 100: the bias is 1 in 43 million, where a byte's was 1 in 3.
  return crypto.getRandomValues(new Uint32Array(1))[0]! % 100;
}

/** The Set-Cookie value (or document.cookie assignment) that keeps `bucket`. */
export function releaseCookie(bucket: number, secure: boolean): string {
  const attributes = `Path=/; Max-Age=${RELEASE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${RELEASE_COOKIE}=${bucket}; ${attributes}`;
}

/** True while some readers get a canary of this remote (a share of 0 is nobody). */
export function canaryRunning(remote: RegisteredRemote): boolean {
  return (remote.canary?.percent ?? 0) > 0;
}

/** Which release a reader in `bucket` gets of a team's remote. */
export function releaseOf(remote: RegisteredRemote, bucket: number): Release {
  return remote.canary && bucket < remote.canary.percent ? 'canary' : 'stable';
}

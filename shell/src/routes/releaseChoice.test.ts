// @vitest-environment happy-dom
import type { RegisteredRemote } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { bucketFromCookies, drawBucket } from '../federation/release.ts';
import { chosenRelease, forgetRenderedReleasesForTests, releaseBucket, RELEASE_BUCKET_KEY } from './releaseChoice.ts';

const STABLE = 'https://cdn.test/puzzles/1.0.0/mf-manifest.json';
const CANARY = 'https://cdn.test/puzzles/1.1.0/mf-manifest.json';

function puzzles(percent?: number): RegisteredRemote {
  return {
    name: 'puzzles',
    container: 'mfe_puzzles',
    manifestUrl: STABLE,
    version: '1.0.0',
    entryFile: 'remoteEntry.js',
    integrity: `sha384-${'A'.repeat(64)}`,
    ...(percent === undefined
      ? {}
      : { canary: { manifestUrl: CANARY, version: '1.1.0', integrity: `sha384-${'B'.repeat(64)}`, percent } }),
  };
}

describe('releaseBucket (decision 215)', () => {
  /** A cookie jar that keeps what is set, as document.cookie does, and a device's old storage. */
  function stores(cookie = '', kept: string | null = null) {
    const jar = { value: cookie };
    return {
      jar,
      stores: {
        cookies: { get: () => jar.value, set: (value: string) => (jar.value = value) },
        storage: { getItem: (key: string) => (key === RELEASE_BUCKET_KEY ? kept : null) },
        secure: true,
      },
    };
  }

  it('reads the bucket the cookie carries (the one the server rendered the page for)', () => {
    const { jar, stores: reader } = stores('edition=uk; chronicle_release=7');
    expect(releaseBucket(reader)).toBe(7);
    expect(jar.value).toBe('edition=uk; chronicle_release=7');
  });

  it('keeps the bucket this device drew before the cookie, and writes it to the cookie', () => {
    const { jar, stores: device } = stores('', '42');
    expect(releaseBucket(device)).toBe(42);
    expect(jar.value).toBe('chronicle_release=42; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('draws a bucket from 0 to 99 when there is none, or only a value that is not a bucket', () => {
    for (const [cookie, kept] of [
      ['', null],
      ['chronicle_release=250', '250'],
    ] as const) {
      const { jar, stores: fresh } = stores(cookie, kept);
      const bucket = releaseBucket(fresh);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      expect(jar.value).toMatch(new RegExp(`^chronicle_release=${bucket}; `));
    }
  });

  it('draws evenly: every bucket comes up', () => {
    const seen = new Set(Array.from({ length: 5_000 }, () => drawBucket()));
    expect(seen.size).toBe(100);
  });

  it('is read by the server from a Cookie header, and only as a whole number below 100', () => {
    expect(bucketFromCookies('a=1;chronicle_release=0')).toBe(0);
    expect(bucketFromCookies('chronicle_release=99; b=2')).toBe(99);
    expect(bucketFromCookies('chronicle_release=100')).toBeNull();
    expect(bucketFromCookies('xchronicle_release=5')).toBeNull();
    expect(bucketFromCookies(null)).toBeNull();
  });
});

describe('chosenRelease', () => {
  const manifestAt = (remote: RegisteredRemote, bucket: number) => chosenRelease(remote, bucket).manifestUrl;

  it('gives the canary to the buckets below its percentage, the registered version to the rest', () => {
    expect(manifestAt(puzzles(10), 9)).toBe(CANARY);
    expect(manifestAt(puzzles(10), 10)).toBe(STABLE);
    expect(manifestAt(puzzles(100), 99)).toBe(CANARY);
  });

  it('gives everyone the registered version at 0 % or without a canary (the rollback)', () => {
    expect(manifestAt(puzzles(0), 0)).toBe(STABLE);
    expect(manifestAt(puzzles(), 0)).toBe(STABLE);
  });

  it('loads the release the server rendered the page with, whatever the bucket (a cookie that did not stick)', () => {
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = 'server-state';
    state.textContent = JSON.stringify({ queries: {}, renderedAt: 0, releases: { mfe_puzzles: 'stable' } });
    document.body.append(state);
    forgetRenderedReleasesForTests();
    try {
      expect(manifestAt(puzzles(50), 10)).toBe(STABLE);
    } finally {
      state.remove();
      forgetRenderedReleasesForTests();
    }
    expect(manifestAt(puzzles(50), 10)).toBe(CANARY);
  });

  it("names the version chosen, for the area's error reports (decision 210)", () => {
    expect(chosenRelease(puzzles(10), 9).version).toBe('1.1.0');
    expect(chosenRelease(puzzles(10), 50).version).toBe('1.0.0');
  });
});

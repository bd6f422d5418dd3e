// @vitest-environment happy-dom
import type { RegisteredRemote } from '@newsroom/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { chosenRelease, releaseBucket, RELEASE_BUCKET_KEY } from './releaseChoice.ts';

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

describe('releaseBucket', () => {
  beforeEach(() => localStorage.clear());

  it('draws a bucket from 0 to 99 once and keeps it on the device', () => {
    const first = releaseBucket();
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    expect(localStorage.getItem(RELEASE_BUCKET_KEY)).toBe(String(first));
    expect(releaseBucket()).toBe(first);
  });

  it('draws again over a kept value that is not a bucket', () => {
    localStorage.setItem(RELEASE_BUCKET_KEY, '250');
    expect(releaseBucket()).toBeLessThan(100);
  });

  it('is 99 without storage (the registered version unless a canary goes to everyone)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(releaseBucket(refusing)).toBe(99);
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

  it("names the version chosen, for the area's error reports (decision 210)", () => {
    expect(chosenRelease(puzzles(10), 9).version).toBe('1.1.0');
    expect(chosenRelease(puzzles(10), 50).version).toBe('1.0.0');
  });
});

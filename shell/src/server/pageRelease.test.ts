import { describe, expect, it } from 'vitest';
import { releaseOfPageUrl, withoutRelease } from './pageRelease.ts';

describe('a canaried page’s URL (decision 215)', () => {
  it('names the release the server chose, and is the reader’s own URL again without it', () => {
    const page = new URL('https://news.example/puzzles?__release=canary');
    expect(releaseOfPageUrl(page)).toBe('canary');
    expect(withoutRelease(page).href).toBe('https://news.example/puzzles');
    expect(releaseOfPageUrl(new URL('https://news.example/puzzles?__release=beta'))).toBeNull();
    const plain = new URL('https://news.example/?edition=uk');
    expect(withoutRelease(plain)).toBe(plain);
  });
});

import { describe, expect, it } from 'vitest';
import { characterCount } from './characterCount.ts';

describe('characterCount', () => {
  it('counts characters (code points, without the ends’ spaces) against the advice', () => {
    expect(characterCount('', 60)).toBe('0 of 60 characters');
    expect(characterCount(' Harare 🌧 floods ', 60)).toBe('15 of 60 characters');
    expect(characterCount('x'.repeat(60), 60)).toBe('60 of 60 characters');
  });

  it('says past the advice that the end may be cut off', () => {
    expect(characterCount('x'.repeat(161), 160)).toBe(
      '161 characters: search results show about 160, so the end may be cut off',
    );
  });
});

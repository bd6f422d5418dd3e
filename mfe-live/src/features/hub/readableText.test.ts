import { theme } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from './readableText.ts';

describe('readableTextOn', () => {
  it.each(['#16A34A', '#3B82F6', '#B45309', '#DC2626', '#CA8A04', '#EA580C', '#7C3AED', '#000000', '#FFFFFF'])(
    'gives text with at least 4.5:1 contrast on %s',
    (color) => {
      expect(contrastRatio(color, readableTextOn(color))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('picks ink on yellow and paper on purple', () => {
    expect(readableTextOn('#CA8A04')).toBe(theme.colors.ink);
    expect(readableTextOn('#7C3AED')).toBe(theme.colors.paper);
  });
});

import { describe, expect, it } from 'vitest';
import { mapPhotoEssayRow } from './photoEssay.ts';
import { mapStoryRow } from './story.ts';
import { focalPointOf } from './focalPoint.ts';

describe('focal points', () => {
  it('maps the columns onto stories and essays only when both hold a point in range', () => {
    expect(mapStoryRow({ id: '1', title: 'T', image_focal_x: 0.2, image_focal_y: 0.7 })?.imageFocal).toEqual({
      x: 0.2,
      y: 0.7,
    });
    expect(mapPhotoEssayRow({ id: '1', title: 'T', image_focal_x: 1, image_focal_y: 0 })?.imageFocal).toEqual({
      x: 1,
      y: 0,
    });
    expect(mapStoryRow({ id: '1', title: 'T' })).not.toHaveProperty('imageFocal');
    for (const [x, y] of [
      [0.5, null],
      [2, 0.5],
      [Number.NaN, 0.5],
      ['0.5', 0.5],
    ]) {
      expect(focalPointOf(x, y)).toEqual({});
    }
  });
});

import { describe, expect, it } from 'vitest';
import { mapPhotoEssayRows, photoEssayLabel } from './photoEssay.ts';

describe('mapPhotoEssayRows', () => {
  it('maps essays, drops untitled ones and labels the types', () => {
    const essays = mapPhotoEssayRows([
      { id: 'e1', title: 'Dawn', caption: 'c', photographer: 'p', type: 'week', image_alt: 'undefined' },
      { id: 'e2', title: '' },
    ]);
    expect(essays).toHaveLength(1);
    expect(essays[0]).toMatchObject({ type: 'week', imageAlt: '', photographer: 'p' });
    expect(photoEssayLabel('day')).toBe('Photo of the Day');
    expect(photoEssayLabel(essays[0].type)).toBe('Photo of the Week');
  });
});

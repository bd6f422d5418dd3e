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

  it("carries the caption's document, and none for a row without one", () => {
    const captionDocument = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'c' }] }] };
    const [withDocument, without, other] = mapPhotoEssayRows([
      { id: 'e1', title: 'Dawn', caption: 'c', caption_document: captionDocument },
      { id: 'e2', title: 'Dusk', caption: 'c' },
      { id: 'e3', title: 'Noon', caption: 'c', caption_document: '<p>c</p>' },
    ]);
    expect(withDocument?.captionDocument).toEqual(captionDocument);
    expect(without).not.toHaveProperty('captionDocument');
    expect(other).not.toHaveProperty('captionDocument');
  });
});

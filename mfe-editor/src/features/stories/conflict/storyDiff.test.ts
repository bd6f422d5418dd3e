import { describe, expect, it } from 'vitest';
import { EMPTY_STORY } from '../storyFormSchema.ts';
import { fieldDifferences, paragraphChanges } from './storyDiff.ts';

describe('what differs between the saved story and the form', () => {
  it('lists the changed fields with both values, in the form order', () => {
    const theirs = { ...EMPTY_STORY, title: 'Their title', category: 'Foreign', imageUrl: 'https://x.test/a.jpg' };
    const mine = { ...EMPTY_STORY, title: 'My title', category: 'Foreign', isFeatured: true };
    expect(fieldDifferences(theirs, mine)).toEqual([
      { field: 'Title', theirs: 'Their title', mine: 'My title' },
      { field: 'Image', theirs: 'https://x.test/a.jpg', mine: '' },
      { field: 'Featured story', theirs: 'No', mine: 'Yes' },
    ]);
  });

  it('compares the story text paragraph by paragraph', () => {
    expect(paragraphChanges('One.\n\nTwo.\n\nThree.', 'One.\n\nTwo, mine.\n\nThree.\n\nFour.')).toEqual([
      { kind: 'same', text: 'One.' },
      { kind: 'theirs', text: 'Two.' },
      { kind: 'mine', text: 'Two, mine.' },
      { kind: 'same', text: 'Three.' },
      { kind: 'mine', text: 'Four.' },
    ]);
  });
});

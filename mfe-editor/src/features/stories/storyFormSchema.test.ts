import { describe, expect, it } from 'vitest';
import { EMPTY_STORY, changedColumns, storyColumns, storyFormSchema, type StoryFormValues } from './storyFormSchema.ts';
import { IMAGE_URL_MESSAGE } from '../../lib/formRules.ts';

const valid: StoryFormValues = {
  ...EMPTY_STORY,
  title: 'Council votes on the new budget',
  summary: 'Paragraph one.\n\nParagraph two.',
  author: 'Ann Reporter',
  readTime: '4 min read',
  category: 'Politics, Legal & Governance',
};

const messages = (values: StoryFormValues) => {
  const result = storyFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('story form rules', () => {
  it('accepts a complete story', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('requires title, text, author, read time and a category from the fixed list', () => {
    expect(messages(EMPTY_STORY)).toEqual([
      'title: Title is required',
      'summary: Story text is required',
      'author: Author is required',
      'readTime: Read time is required',
      'category: Category is required',
    ]);
    expect(messages({ ...valid, title: '   ' })).toEqual(['title: Title is required']);
    expect(messages({ ...valid, category: 'Gossip' })).toEqual(['category: Category is required']);
  });

  it('gives a clear message for a field over its database limit', () => {
    expect(messages({ ...valid, title: 'x'.repeat(301) })).toEqual(['title: Title must be 300 characters or fewer.']);
    expect(messages({ ...valid, author: 'x'.repeat(121) })).toEqual([
      'author: Author must be 120 characters or fewer.',
    ]);
    expect(messages({ ...valid, title: '🎉'.repeat(300) })).toEqual([]);
  });

  it('takes only http(s) image URLs', () => {
    expect(messages({ ...valid, imageUrl: 'javascript:alert(1)' })).toEqual([`imageUrl: ${IMAGE_URL_MESSAGE}`]);
    expect(messages({ ...valid, imageUrl: 'https://example.com/a.jpg' })).toEqual([]);
  });

  it('stores hostile text exactly as typed', () => {
    const hostile = { ...valid, title: '<img src=x onerror=alert(1)> مرحبا 🎉' };
    expect(messages(hostile)).toEqual([]);
    expect(storyColumns(hostile).title).toBe(hostile.title);
  });

  it('an update sends only what changed', () => {
    expect(changedColumns({ ...valid, title: 'New title', imageAlt: '' }, valid)).toEqual({ title: 'New title' });
    expect(changedColumns(valid, valid)).toEqual({});
  });

  it("saves the image's focal point, refuses one out of range, and drops it with the image", () => {
    const focal = { x: 0.3, y: 0.9 };
    const withImage = { ...valid, imageUrl: 'https://img.example/a.jpg', imageFocal: focal };
    expect(storyColumns(withImage)).toMatchObject({ image_focal_x: 0.3, image_focal_y: 0.9 });
    expect(changedColumns(withImage, { ...withImage, imageFocal: null })).toEqual({
      image_focal_x: 0.3,
      image_focal_y: 0.9,
    });
    expect(storyColumns({ ...withImage, imageUrl: '' })).toMatchObject({ image_focal_x: null, image_focal_y: null });
    expect(storyFormSchema.safeParse({ ...withImage, imageFocal: { x: 1.2, y: 0 } }).success).toBe(false);
  });
});

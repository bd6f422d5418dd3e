import { fromPlainText } from '@newsroom/shared/document';
import { describe, expect, it } from 'vitest';
import {
  BODY_MESSAGES,
  EMPTY_STORY,
  storyDraftEditorSchema,
  changedColumns,
  storyColumns,
  storyFormSchema,
  type StoryFormValues,
} from './storyFormSchema.ts';
import { IMAGE_URL_MESSAGE } from '../../lib/formRules.ts';

const valid: StoryFormValues = {
  ...EMPTY_STORY,
  title: 'Council votes on the new budget',
  body: fromPlainText('Paragraph one.\n\nParagraph two.'),
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

  it('requires title, text, author and a category from the fixed list (the read time, left empty, is worked out)', () => {
    expect(messages(EMPTY_STORY)).toEqual([
      'title: Title is required',
      'body: Story text is required',
      'author: Author is required',
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

  it('takes the search and social fields as one line each, within the database limits (decision 205)', () => {
    const fields = {
      standfirst: 'The line under the headline.',
      seoTitle: 'Search headline',
      seoDescription: 'Search description',
      socialTitle: 'Social headline',
      socialImageUrl: 'https://example.com/share.jpg',
    };
    expect(messages({ ...valid, ...fields })).toEqual([]);
    expect(messages({ ...valid, standfirst: 'One\nTwo', seoTitle: 'Tab\there' })).toEqual([
      'standfirst: Standfirst must be one line of text, without line breaks.',
      'seoTitle: Search headline must be one line of text, without line breaks.',
    ]);
    expect(messages({ ...valid, standfirst: 'x'.repeat(301), seoDescription: 'x'.repeat(321) })).toEqual([
      'standfirst: Standfirst must be 300 characters or fewer.',
      'seoDescription: Search description must be 320 characters or fewer.',
    ]);
    expect(messages({ ...valid, socialImageUrl: 'javascript:alert(1)' })).toEqual([
      'socialImageUrl: Social image must start with http:// or https://',
    ]);
  });

  it('stores the search and social fields trimmed, empty ones as null; an empty read time is worked out', () => {
    const columns = storyColumns({ ...valid, standfirst: '  Line.  ', seoTitle: '   ', readTime: '' });
    expect(columns).toMatchObject({
      standfirst: 'Line.',
      seo_title: null,
      seo_description: null,
      social_title: null,
      social_image_url: null,
      read_time: '',
      read_time_auto: true,
    });
    expect(storyColumns(valid)).toMatchObject({ read_time: '4 min read', read_time_auto: false });
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

  it('refuses a story text the database would refuse, in its words, even in a draft', () => {
    const hostile = { type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'x' }] }] };
    const problem = BODY_MESSAGES.invalid('content[0]: unknown node "script"');
    expect(messages({ ...valid, body: hostile as never })).toEqual([`body: ${problem}`]);
    const link = { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] };
    expect(messages({ ...valid, body: { type: 'doc', content: [{ type: 'paragraph', content: [link] }] } })).toEqual([
      `body: ${BODY_MESSAGES.invalid('content[0].content[0].marks[0].attrs.href: must be an http(s) or mailto link or a path on this site')}`,
    ]);
    const draft = storyDraftEditorSchema.shape.body.safeParse(hostile);
    expect(draft.success).toBe(false);
    expect(storyDraftEditorSchema.shape.body.safeParse(EMPTY_STORY.body).success).toBe(true);
  });

  it('sends the document as body and never summary (the database derives it)', () => {
    const columns = storyColumns(valid);
    expect(columns.body).toBe(valid.body);
    expect('summary' in columns).toBe(false);
  });

  it('an update sends the body only when the document changed', () => {
    expect(changedColumns({ ...valid, body: fromPlainText('Paragraph one.\n\nParagraph two.') }, valid)).toEqual({});
    const edited = fromPlainText('Paragraph one.\n\nParagraph 2.');
    expect(changedColumns({ ...valid, body: edited }, valid)).toEqual({ body: edited });
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

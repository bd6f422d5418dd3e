import { fromPlainText } from '@newsroom/shared/document';
import { describe, expect, it } from 'vitest';
import { EMPTY_ESSAY, changedEssayColumns, essayDraftSchema, essayFormSchema } from './essayFormSchema.ts';

const valid = {
  title: 'Dawn over the Zambezi',
  caption: 'Mist rising at Victoria Falls.',
  photographer: 'Tendai M.',
  imageUrl: 'https://example.com/falls.jpg',
  imageAlt: 'Mist over the falls at dawn',
  imageFocal: null,
  type: 'week' as const,
  captionDocument: fromPlainText('Mist rising at Victoria Falls.'),
};

const issues = (schema: typeof essayFormSchema | typeof essayDraftSchema, values: unknown) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('photo essay rules', () => {
  it('requires title, caption, photographer, photo and alt text to publish', () => {
    expect(issues(essayFormSchema, valid)).toEqual([]);
    expect(issues(essayFormSchema, EMPTY_ESSAY)).toEqual([
      'Title is required',
      'Caption is required',
      'Photographer is required',
      'Photo is required',
      'Alt text is required',
    ]);
  });

  it('a draft needs only a title', () => {
    expect(issues(essayDraftSchema, { ...EMPTY_ESSAY, title: 'Idea' })).toEqual([]);
    expect(issues(essayDraftSchema, EMPTY_ESSAY)).toEqual(['Title is required']);
  });

  it('refuses odd photo URLs and over-long text', () => {
    expect(issues(essayFormSchema, { ...valid, imageUrl: 'javascript:alert(1)' })).toEqual([
      'Image URL must start with http:// or https://',
    ]);
    expect(issues(essayFormSchema, { ...valid, title: 'x'.repeat(201) })).toEqual([
      'Title must be 200 characters or fewer.',
    ]);
  });

  it('an update sends only what changed', () => {
    expect(changedEssayColumns({ ...valid, type: 'day' }, valid)).toEqual({ type: 'day' });
  });

  it('sends the caption as its document (the database derives the text), only when it changed', () => {
    expect(changedEssayColumns({ ...valid, captionDocument: structuredClone(valid.captionDocument) }, valid)).toEqual(
      {},
    );
    const bolder = {
      type: 'doc' as const,
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Mist', marks: [{ type: 'bold' }] }] }],
    };
    expect(changedEssayColumns({ ...valid, caption: 'Mist', captionDocument: bolder }, valid)).toEqual({
      caption_document: bolder,
    });
  });
});

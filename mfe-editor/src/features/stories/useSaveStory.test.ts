import { fromPlainText } from '@newsroom/shared/document';
import { describe, expect, it } from 'vitest';
import { EMPTY_STORY, type StoryFormValues } from './storyFormSchema.ts';
import { saveSuccessMessage, storyInsert, storyUpdate, type SaveStoryInput } from './useSaveStory.ts';

const saved: StoryFormValues = {
  ...EMPTY_STORY,
  title: 'Budget day',
  body: fromPlainText('Text'),
  author: 'Ann',
  readTime: '3 min read',
  category: 'Feature',
};

const input = (overrides: Partial<SaveStoryInput>): SaveStoryInput => ({
  id: 'story-1',
  values: saved,
  savedValues: saved,
  baseVersion: 4,
  publication: { status: 'published', publishedAt: undefined },
  ...overrides,
});

describe('what a save writes', () => {
  it('an update sends only the changed fields, the status and the version it was based on', () => {
    expect(storyUpdate(input({ values: { ...saved, title: 'Budget night' } }))).toEqual({
      title: 'Budget night',
      status: 'published',
      version: 4,
    });
  });

  it('a live story keeps its publication time; publishing now or scheduling sets it', () => {
    expect(storyUpdate(input({})).published_at).toBeUndefined();
    expect(storyUpdate(input({ publication: { status: 'published', publishedAt: null } })).published_at).toBeNull();
    expect(
      storyUpdate(input({ publication: { status: 'published', publishedAt: '2030-01-01T09:00:00.000Z' } }))
        .published_at,
    ).toBe('2030-01-01T09:00:00.000Z');
  });

  it('a new story sends every field, empty optional ones as null, and no version', () => {
    const insert = storyInsert(input({ id: null, savedValues: null, baseVersion: null }));
    expect(insert).toMatchObject({ title: 'Budget day', image_url: null, image_alt: null, status: 'published' });
    expect('version' in insert).toBe(false);
  });
});

describe('the toast after a save', () => {
  it('an unpublish says the page no longer answers; any other save keeps the spec words', () => {
    expect(saveSuccessMessage({ unpublishing: true })).toBe(
      'Story unpublished: its page no longer answers and it has left the home page and the feeds.',
    );
    expect(saveSuccessMessage({})).toBe('Story saved successfully!');
  });
});

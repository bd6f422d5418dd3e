import { fromPlainText } from '@newsroom/shared/document';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest } from '../../test/fakeSupabase.ts';
import { supabase } from '../../test/sharedMock.ts';
import { EMPTY_STORY, type StoryFormValues } from './storyFormSchema.ts';
import { saveStory, saveSuccessMessage, storyInsert, storyUpdate, type SaveStoryInput } from './useSaveStory.ts';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

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

describe("a save's address (decision 206)", () => {
  const row = { id: 'story-1', title: 'Budget day', summary: 'Text', status: 'published', version: 5 };
  /** The database: the write answers its row without the slug its trigger gives after it. */
  const database = (slug: string | null) => (request: FakeRequest) =>
    argsOf(request, 'select')?.[0] === 'slug' ? { data: { slug } } : { data: { ...row, slug: null } };
  const slugReads = () =>
    supabase.current?.requests.filter((request) => argsOf(request, 'select')?.[0] === 'slug') ?? [];

  beforeEach(() => {
    supabase.current = createFakeSupabase();
  });

  it('reads the slug the database gave a new story after the insert, whose answer lacks it', async () => {
    supabase.current?.respondWith(database('budget-day'));
    const story = await saveStory(input({ id: null, savedValues: null, baseVersion: null }));
    expect(story).toMatchObject({ id: 'story-1', slug: 'budget-day', version: 5 });
    expect(slugReads().map((request) => argsOf(request, 'eq'))).toEqual([['id', 'story-1']]);
  });

  it("reads it again after a new headline (a draft's slug follows it), not after other edits", async () => {
    supabase.current?.respondWith(database('budget-night'));
    expect((await saveStory(input({ values: { ...saved, title: 'Budget night' } }))).slug).toBe('budget-night');
    expect(slugReads()).toHaveLength(1);
    await saveStory(input({ values: { ...saved, author: 'Bo' } }));
    expect(slugReads()).toHaveLength(1);
  });

  it('keeps the saved story when the slug cannot be read: its id’s address still leads to it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    supabase.current?.respondWith((request) =>
      argsOf(request, 'select')?.[0] === 'slug'
        ? { error: { message: 'down' } }
        : { data: { ...row, slug: 'budget-day' } },
    );
    const story = await saveStory(input({ id: null, savedValues: null, baseVersion: null }));
    expect(story.id).toBe('story-1');
    expect(story).not.toHaveProperty('slug');
    // A retitled draft's write answers the slug it replaced, gone without a redirect: not kept.
    const retitled = await saveStory(input({ values: { ...saved, title: 'Budget night' } }));
    expect(retitled).not.toHaveProperty('slug');
  });
});

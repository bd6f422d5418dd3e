import { fromPlainText } from '@newsroom/shared/document';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase } from '../../test/fakeSupabase.ts';
import { EDITOR_STORIES_LOAD_ERROR } from './useEditorStories.ts';
import { STORY_COLUMNS, fetchEditorStory } from './useEditorStory.ts';

const fake = createFakeSupabase();
const OLD_ID = '0b6a4f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

beforeEach(() => fake.reset());
afterEach(() => vi.restoreAllMocks());

describe('fetchEditorStory', () => {
  it('reads one story by id with the whole body, however old', async () => {
    fake.respondWith(() => ({
      data: {
        id: OLD_ID,
        title: 'A story from 2019',
        summary: 'The whole body.',
        status: 'published',
        published_at: '2019-03-01T08:00:00Z',
        version: 7,
      },
    }));
    const story = await fetchEditorStory(OLD_ID, fake.client);
    expect(story).toMatchObject({ id: OLD_ID, summary: 'The whole body.', version: 7 });
    // A row without a document (read before documents) gets its text's paragraphs.
    expect(story?.body).toEqual(fromPlainText('The whole body.'));
    const [request] = fake.requests;
    expect(argsOf(request, 'select')).toEqual([STORY_COLUMNS]);
    expect(STORY_COLUMNS).toContain('summary');
    expect(STORY_COLUMNS).toContain('body');
    expect(STORY_COLUMNS).not.toContain('search_vector');
    expect(argsOf(request, 'eq')).toEqual(['id', OLD_ID]);
    expect(argsOf(request, 'maybeSingle')).toEqual([]);
  });

  it('no such story is null; an id that is not a UUID is no story, without asking', async () => {
    fake.respondWith(() => ({ data: null }));
    await expect(fetchEditorStory(OLD_ID, fake.client)).resolves.toBeNull();
    await expect(fetchEditorStory("1' or '1'='1", fake.client)).resolves.toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it('fails with the user-facing message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.respondWith(() => ({ error: { message: 'boom' } }));
    await expect(fetchEditorStory(OLD_ID, fake.client)).rejects.toThrow(EDITOR_STORIES_LOAD_ERROR);
  });
});

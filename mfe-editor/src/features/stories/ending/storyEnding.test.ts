import { beforeEach, describe, expect, it } from 'vitest';
import { argsOf, createFakeSupabase } from '../../../test/fakeSupabase.ts';
import { endingMessage, fetchStoryEnding } from './storyEnding.ts';

const fake = createFakeSupabase();
const ID = '0b6a4f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

beforeEach(() => fake.reset());

describe('fetchStoryEnding', () => {
  it('reads the story’s ending signal, null while the story is there', async () => {
    fake.respondWith(() => ({ data: { ending: 'trashed', ended_by_name: 'Site Admin' } }));
    await expect(fetchStoryEnding(ID, fake.client)).resolves.toEqual({ ending: 'trashed', byName: 'Site Admin' });
    expect(fake.requests[0].table).toBe('story_edit_endings');
    expect(argsOf(fake.requests[0], 'eq')).toEqual(['story_id', ID]);
    fake.respondWith(() => ({ data: null }));
    await expect(fetchStoryEnding(ID, fake.client)).resolves.toBeNull();
  });
});

describe('endingMessage', () => {
  it('names who moved it to the trash when known, and says what is kept', () => {
    expect(endingMessage({ ending: 'trashed', byName: 'Site Admin' })).toBe(
      'This story was moved to the trash by Site Admin — editing has ended. Restore it from the Trash tab to edit it again: everything saved is restored with it, and changes not yet saved stay on this device and are offered back when you open it.',
    );
    expect(endingMessage({ ending: 'trashed', byName: null })).toMatch(/^This story was moved to the trash — editing/);
    expect(endingMessage({ ending: 'deleted', byName: null })).toBe(
      'This story was deleted — editing has ended. Changes not saved before it was deleted could not be kept.',
    );
  });
});

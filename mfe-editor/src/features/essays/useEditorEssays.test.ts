import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase } from '../../test/fakeSupabase.ts';
import { NO_FILTERS } from '../../lib/listFilters.ts';
import { fetchEditorEssay } from './useEditorEssay.ts';
import { EDITOR_ESSAYS_LOAD_ERROR, ESSAY_LIST_COLUMNS, fetchEditorEssayPage } from './useEditorEssays.ts';

const now = new Date('2026-11-25T12:00:00Z');
const fake = createFakeSupabase();

beforeEach(() => fake.reset());
afterEach(() => vi.restoreAllMocks());

describe('photo essays in the console', () => {
  it('asks for one page, searched and filtered in the database, with the exact count', async () => {
    fake.respondWith(() => ({
      data: [{ id: 'e1', title: 'Dawn', photographer: 'T. M.', type: 'week', status: 'draft', published_at: null }],
      count: 61,
    }));
    const page = await fetchEditorEssayPage(
      { ...NO_FILTERS, search: 'dawn river', status: 'draft', page: 3 },
      fake.client,
      now,
    );
    expect(page).toEqual({
      items: [{ id: 'e1', title: 'Dawn', photographer: 'T. M.', type: 'week', status: 'draft', publishedAt: null }],
      total: 61,
    });
    const [request] = fake.requests;
    expect(request.table).toBe('photo_essays');
    expect(argsOf(request, 'select')).toEqual([ESSAY_LIST_COLUMNS, { count: 'exact', head: false }]);
    expect(argsOf(request, 'textSearch')).toEqual([
      'search_vector',
      'dawn river',
      { type: 'websearch', config: 'english' },
    ]);
    expect(argsOf(request, 'eq')).toEqual(['status', 'draft']);
    expect(argsOf(request, 'range')).toEqual([50, 74]);
  });

  it('a punctuation-only search matches nothing without asking; a failure says "Failed to load photo essays"', async () => {
    await expect(fetchEditorEssayPage({ ...NO_FILTERS, search: '(!)' }, fake.client, now)).resolves.toEqual({
      items: [],
      total: 0,
    });
    expect(fake.requests).toHaveLength(0);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.respondWith(() => ({ error: { message: 'boom' } }));
    await expect(fetchEditorEssayPage(NO_FILTERS, fake.client, now)).rejects.toThrow(EDITOR_ESSAYS_LOAD_ERROR);
  });

  it('reads one essay by id for the form; a bad id is no essay', async () => {
    fake.respondWith(() => ({ data: { id: 'e1', title: 'Dawn', caption: 'Mist.', version: 4 } }));
    const id = '3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
    await expect(fetchEditorEssay(id, fake.client)).resolves.toMatchObject({ caption: 'Mist.', version: 4 });
    expect(argsOf(fake.requests[0], 'eq')).toEqual(['id', id]);
    await expect(fetchEditorEssay('new-ish', fake.client)).resolves.toBeNull();
    expect(fake.requests).toHaveLength(1);
  });
});

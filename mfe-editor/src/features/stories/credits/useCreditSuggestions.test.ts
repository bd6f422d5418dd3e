import { beforeEach, describe, expect, it } from 'vitest';
import { argsOf, createFakeSupabase } from '../../../test/fakeSupabase.ts';
import { fetchCreditSuggestions, fits, rankByMatch, SUGGESTION_LIMIT } from './useCreditSuggestions.ts';

const fake = createFakeSupabase();
beforeEach(() => fake.reset());

describe('credit suggestions', () => {
  it('finds authors by any part of the name and topics by prefix, typed text taken literally', async () => {
    fake.respondWith(() => ({ data: [{ id: 'a1', name: 'Tendai Moyo', slug: 'tendai-moyo' }] }));
    await expect(fetchCreditSuggestions('authors', 'moyo', fake.client)).resolves.toEqual([
      { id: 'a1', name: 'Tendai Moyo', slug: 'tendai-moyo' },
    ]);
    await fetchCreditSuggestions('tags', '100%_', fake.client);
    const [authors, tags] = fake.requests;
    expect(authors.table).toBe('authors');
    expect(argsOf(authors, 'ilike')).toEqual(['name', '%moyo%']);
    // Retired authors are not offered (decision 185); topics have no such state.
    expect(argsOf(authors, 'is')).toEqual(['retired_at', null]);
    expect(argsOf(tags, 'is')).toBeUndefined();
    expect(tags.table).toBe('tags');
    expect(argsOf(tags, 'ilike')).toEqual(['name', '100\\%\\_%']);
    expect(argsOf(tags, 'order')).toEqual(['name']);
    expect(argsOf(tags, 'limit')).toEqual([SUGGESTION_LIMIT]);
  });

  it('ranks authors whose name starts with the text first, then word starts, then other matches', async () => {
    const rows = ['Rutendo Chari', 'Sam Tendeka', 'Tendai Moyo', 'Tendekai Ncube'].map((name, i) => ({
      id: `a${i}`,
      name,
      slug: `a-${i}`,
    }));
    fake.respondWith(() => ({ data: rows }));
    const found = await fetchCreditSuggestions('authors', 'Tend', fake.client);
    expect(found.map((author) => author.name)).toEqual([
      'Tendai Moyo',
      'Tendekai Ncube',
      'Sam Tendeka',
      'Rutendo Chari',
    ]);
    // More than a list's worth is read, so a prefix match late in the alphabet is not cut off.
    const [request] = fake.requests;
    expect(request && argsOf(request, 'limit')?.[0]).toBeGreaterThan(SUGGESTION_LIMIT);
    expect(rankByMatch([{ id: 'b', name: 'Bea Ncube', slug: 'b' }], '  ncu ')[0]?.name).toBe('Bea Ncube');
  });

  it('drops malformed rows (a slug a link cannot be made from) and fails on an error', async () => {
    fake.respondWith(() => ({ data: [{ id: 't1', name: 'Bad', slug: 'javascript:alert(1)' }] }));
    await expect(fetchCreditSuggestions('tags', 'b', fake.client)).resolves.toEqual([]);
    fake.respondWith(() => ({ error: { message: 'boom' } }));
    await expect(fetchCreditSuggestions('tags', 'b', fake.client)).rejects.toMatchObject({ message: 'boom' });
  });

  it('keeps only the suggestions that still fit what is typed now', () => {
    expect(fits('tags', 'Cholera', 'chol')).toBe(true);
    expect(fits('tags', 'Cholera', 'cholera outbreak')).toBe(false);
    expect(fits('authors', 'Tendai Moyo', '  moyo ')).toBe(true);
    expect(fits('tags', 'Elections 2026', 'elections  20')).toBe(true);
  });
});

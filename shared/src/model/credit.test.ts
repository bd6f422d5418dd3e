import { describe, expect, it } from 'vitest';
import { mapAuthorRow, mapCredits } from './credit.ts';

describe('mapCredits', () => {
  it('keeps well-formed credits in order and drops malformed ones', () => {
    expect(
      mapCredits([
        { id: 'a', name: 'Ada', slug: 'ada' },
        { id: 'b', name: 'Bad slug', slug: '../admin' },
        { id: '', name: 'No id', slug: 'no-id' },
        null,
        { id: 'c', name: '<b>Cy</b>', slug: 'cy' },
      ]),
    ).toEqual([
      { id: 'a', name: 'Ada', slug: 'ada' },
      { id: 'c', name: '<b>Cy</b>', slug: 'cy' },
    ]);
    expect(mapCredits('not json')).toEqual([]);
  });
});

describe('mapAuthorRow', () => {
  it('keeps only http(s) photo and links', () => {
    const author = mapAuthorRow({
      id: 'a',
      name: 'Ada',
      slug: 'ada',
      bio: 'Writes.',
      role_title: 'Reporter',
      photo_url: 'javascript:alert(1)',
      links: ['https://example.org/ada', 'javascript:alert(1)', 42],
    });
    expect(author).toEqual({
      id: 'a',
      name: 'Ada',
      slug: 'ada',
      bio: 'Writes.',
      roleTitle: 'Reporter',
      photoUrl: '',
      links: ['https://example.org/ada'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { authorName, commentProblem, newRepliesTo, threadsOf, whenLabel, type StoryComment } from './storyComments.ts';

const comment = (id: string, fields: Partial<StoryComment> = {}): StoryComment => ({
  id,
  storyId: 's1',
  parentId: null,
  authorId: 'ann',
  body: `Comment ${id}`,
  createdAt: `2026-12-03T10:0${id.length}:00Z`,
  editedAt: null,
  resolvedAt: null,
  ...fields,
});

describe('threadsOf', () => {
  it('groups replies under their thread, open threads first, each oldest first', () => {
    const threads = threadsOf([
      comment('r1', { parentId: 'a', createdAt: '2026-12-03T10:05:00Z' }),
      comment('b', { createdAt: '2026-12-03T10:02:00Z', resolvedAt: '2026-12-03T11:00:00Z' }),
      comment('a', { createdAt: '2026-12-03T10:01:00Z' }),
      comment('r0', { parentId: 'a', createdAt: '2026-12-03T10:03:00Z' }),
      comment('c', { createdAt: '2026-12-03T10:04:00Z' }),
      comment('lost', { parentId: 'gone' }),
    ]);
    expect(threads.map((thread) => [thread.root.id, thread.replies.map((reply) => reply.id)])).toEqual([
      ['a', ['r0', 'r1']],
      ['c', []],
      ['b', []],
    ]);
  });
});

describe('newRepliesTo', () => {
  const mine = comment('a', { authorId: 'me' });
  const theirs = comment('b', { authorId: 'bob' });
  it('tells the thread’s author of another’s new reply, never of their own or of other threads', () => {
    const before = [mine, theirs];
    const after = [
      ...before,
      comment('r1', { parentId: 'a', authorId: 'bob' }),
      comment('r2', { parentId: 'a', authorId: 'me' }),
      comment('r3', { parentId: 'b', authorId: 'carol' }),
    ];
    expect(newRepliesTo('me', before, after).map((reply) => reply.id)).toEqual(['r1']);
  });
  it('tells nothing on the first load or when signed out', () => {
    const after = [mine, comment('r1', { parentId: 'a', authorId: 'bob' })];
    expect(newRepliesTo('me', null, after)).toEqual([]);
    expect(newRepliesTo(null, [mine], after)).toEqual([]);
  });
});

describe('commentProblem', () => {
  it('refuses an empty comment and one over 5,000 characters, saying how long it is', () => {
    expect(commentProblem(' \n ')).toBe('Write a comment first.');
    expect(commentProblem('x'.repeat(100_000))).toBe('A comment is at most 5,000 characters; this one has 100,000.');
    expect(commentProblem('x'.repeat(5_000))).toBeNull();
    expect(commentProblem('<b>bold</b>')).toBeNull();
  });
});

describe('whenLabel and authorName', () => {
  const now = new Date('2026-12-03T12:00:00Z');
  it('says how long ago, "just now" under ten seconds', () => {
    expect(whenLabel('2026-12-03T11:55:00Z', now)).toBe('5 minutes ago');
    expect(whenLabel('2026-12-03T11:59:55Z', now)).toBe('just now');
    expect(whenLabel('2026-12-01T12:00:00Z', now)).toBe('2 days ago');
  });
  it('names the author from the staff directory, or says who while loading or once gone', () => {
    expect(authorName('ann', { ann: 'Ann Reporter' })).toBe('Ann Reporter');
    expect(authorName('bob', {})).toBe('A colleague');
    expect(authorName(null, {})).toBe('A former colleague');
  });
});

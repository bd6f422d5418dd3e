import { describe, expect, it } from 'vitest';
import type { LivePost } from '../model/livePost.ts';
import { loadedPosts, placePost, withoutPost, type LivePages } from './liveBlogCache.ts';

const post = (id: string, minute: number, fields: Partial<LivePost> = {}): LivePost => ({
  id,
  storyId: 's',
  title: '',
  body: id,
  document: null,
  imageUrl: '',
  imageAlt: '',
  embedUrl: '',
  isKeyEvent: false,
  isPinned: false,
  author: '',
  publishedAt: new Date(Date.UTC(2026, 10, 26, 12, minute)).toISOString(),
  updatedAt: '',
  edited: false,
  version: 1,
  ...fields,
});

const pages = (...lists: [LivePost[], string | null][]): LivePages => ({
  pages: lists.map(([posts, next]) => ({ posts, next })),
  pageParams: lists.map(() => null),
});

const ids = (data: LivePages) => loadedPosts(data).map((p) => p.id);

describe('live blog cache', () => {
  const loaded = pages([[post('c', 30), post('b', 20)], 'x'], [[post('a', 10)], 'y']);

  it('puts a new post first and an edited one in place of its old copy', () => {
    expect(ids(placePost(loaded, post('d', 40)))).toEqual(['d', 'c', 'b', 'a']);
    const edited = placePost(loaded, post('b', 20, { body: 'edited' }));
    expect(ids(edited)).toEqual(['c', 'b', 'a']);
    expect(loadedPosts(edited)[1].body).toBe('edited');
  });

  it('leaves a post older than every loaded page to "Load older posts", unless nothing is older', () => {
    expect(ids(placePost(loaded, post('old', 1)))).toEqual(['c', 'b', 'a']);
    const complete = pages([[post('c', 30)], null]);
    expect(ids(placePost(complete, post('old', 1)))).toEqual(['c', 'old']);
  });

  it('takes out a pinned or deleted post', () => {
    expect(ids(placePost(loaded, post('b', 20, { isPinned: true })))).toEqual(['c', 'a']);
    expect(ids(withoutPost(loaded, 'c'))).toEqual(['b', 'a']);
  });
});

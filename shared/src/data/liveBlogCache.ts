import type { InfiniteData } from '@tanstack/react-query';
import { compareLivePosts, type LivePost } from '../model/livePost.ts';
import type { LivePostsPage } from './liveBlog.ts';

export type LivePages = InfiniteData<LivePostsPage>;

/** The pages without the post `id` (deleted, or about to be placed again). */
export function withoutPost(pages: LivePages, id: string): LivePages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, posts: page.posts.filter((post) => post.id !== id) })),
  };
}

/**
 * The pages with `post` in its place by time (replacing an older copy). A pinned post lives in
 * the highlights, not here. A post older than every loaded post while older pages remain is left
 * for "Load older posts" to fetch, so no page holds a gap.
 */
export function placePost(pages: LivePages, post: LivePost): LivePages {
  const rest = withoutPost(pages, post.id);
  if (post.isPinned) return rest;
  const index = rest.pages.findIndex((page, at) => {
    const oldest = page.posts.at(-1);
    const isLast = at === rest.pages.length - 1;
    return !oldest || compareLivePosts(post, oldest) < 0 || (isLast && page.next === null);
  });
  if (index < 0) return rest;
  return {
    ...rest,
    pages: rest.pages.map((page, at) =>
      at === index ? { ...page, posts: [...page.posts, post].sort(compareLivePosts) } : page,
    ),
  };
}

/** Every loaded post, newest first. */
export function loadedPosts(pages: LivePages | undefined): LivePost[] {
  return pages?.pages.flatMap((page) => page.posts) ?? [];
}

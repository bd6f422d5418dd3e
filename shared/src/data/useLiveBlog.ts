import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mapLivePostRow, type LivePost, type LivePostRow } from '../model/livePost.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { subscribeToLivePosts } from '../realtime/livePostsChannel.ts';
import type { TableChange } from '../realtime/tableChannel.ts';
import { liveHighlightsQuery, livePostsQuery } from './liveBlog.ts';
import { loadedPosts, placePost, withoutPost, type LivePages } from './liveBlogCache.ts';

export interface LiveBlogOptions {
  /** Whether a new post would move what the reader is looking at: it then waits for `reveal`. */
  shouldHold?: () => boolean;
  /** Called for each new post that arrives (to count them in a background tab's title). */
  onNewPost?: (post: LivePost) => void;
}

/**
 * A live blog's posts, kept current by realtime: edits and deletions apply at once; a new post
 * appears at once unless `shouldHold` says the reader has scrolled, then it waits in `held` until
 * `reveal()` (the "N new updates" button), so nothing moves under the reader's eyes.
 */
export function useLiveBlog(storyId: string, options: LiveBlogOptions = {}) {
  const queryClient = useQueryClient();
  const posts = useInfiniteQuery(livePostsQuery(storyId));
  const highlights = useQuery(liveHighlightsQuery(storyId));
  const [held, setHeld] = useState<LivePost[]>([]);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const show = useCallback(
    (post: LivePost) =>
      queryClient.setQueryData<LivePages>(queryKeys.livePosts(storyId), (pages) => pages && placePost(pages, post)),
    [queryClient, storyId],
  );

  useEffect(() => {
    const refreshHighlights = () => void queryClient.invalidateQueries({ queryKey: queryKeys.liveHighlights(storyId) });
    return subscribeToLivePosts(storyId, (change: TableChange) => {
      if (change.eventType === 'DELETE') {
        const id = String((change.old as LivePostRow).id ?? '');
        setHeld((list) => list.filter((post) => post.id !== id));
        queryClient.setQueryData<LivePages>(queryKeys.livePosts(storyId), (pages) => pages && withoutPost(pages, id));
        refreshHighlights();
        return;
      }
      const post = mapLivePostRow(change.new as LivePostRow);
      if (!post || post.storyId !== storyId) return;
      if (post.isPinned || post.isKeyEvent || change.eventType === 'UPDATE') refreshHighlights();
      if (change.eventType === 'INSERT') {
        optionsRef.current.onNewPost?.(post);
        if (optionsRef.current.shouldHold?.()) {
          setHeld((list) => [post, ...list.filter((other) => other.id !== post.id)]);
          return;
        }
      }
      setHeld((list) => list.map((other) => (other.id === post.id ? post : other)));
      show(post);
    });
  }, [queryClient, storyId, show]);

  const reveal = useCallback(() => {
    setHeld((list) => {
      for (const post of list) show(post);
      return [];
    });
  }, [show]);

  return {
    posts: loadedPosts(posts.data),
    pinned: highlights.data?.pinned ?? null,
    keyEvents: highlights.data?.keyEvents ?? [],
    isPending: posts.isPending,
    isError: posts.isError,
    hasOlder: posts.hasNextPage,
    loadOlder: posts.fetchNextPage,
    isLoadingOlder: posts.isFetchingNextPage,
    held,
    reveal,
  };
}

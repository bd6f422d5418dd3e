import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mapLivePostRow, type LivePost, type LivePostRow } from '../model/livePost.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { subscribeToLivePosts } from '../realtime/livePostsChannel.ts';
import type { TableChange } from '../realtime/tableChannel.ts';
import { fetchLivePostsSince, liveHighlightsQuery, livePostsQuery } from './liveBlog.ts';
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
    // A post can come twice, from the catch-up and from the channel: it is new once.
    const heard = new Set<string>();
    const isKnown = (id: string) =>
      heard.has(id) ||
      loadedPosts(queryClient.getQueryData<LivePages>(queryKeys.livePosts(storyId))).some((post) => post.id === id);
    const receive = (post: LivePost, inserted: boolean) => {
      const isNew = inserted && !isKnown(post.id);
      heard.add(post.id);
      if (post.isPinned || post.isKeyEvent || !isNew) refreshHighlights();
      if (isNew) {
        optionsRef.current.onNewPost?.(post);
        if (optionsRef.current.shouldHold?.()) {
          setHeld((list) => [post, ...list.filter((other) => other.id !== post.id)]);
          return;
        }
      }
      setHeld((list) => list.map((other) => (other.id === post.id ? post : other)));
      show(post);
    };
    const remove = (id: string) => {
      setHeld((list) => list.filter((post) => post.id !== id));
      queryClient.setQueryData<LivePages>(queryKeys.livePosts(storyId), (pages) => pages && withoutPost(pages, id));
      refreshHighlights();
    };
    // Posts made between the page's data (perhaps a cached page's) and the join were not heard.
    // Before the data arrives there is nothing to catch up: its fetch reads them.
    const catchUp = async () => {
      const pages = queryClient.getQueryData<LivePages>(queryKeys.livePosts(storyId));
      if (!pages) return;
      const missed = await fetchLivePostsSince(storyId, loadedPosts(pages)[0]?.publishedAt ?? null);
      for (const post of missed.reverse()) receive(post, true);
      refreshHighlights();
    };
    return subscribeToLivePosts(storyId, {
      onChange: (change: TableChange) => {
        if (change.eventType === 'DELETE') return remove(String((change.old as LivePostRow).id ?? ''));
        const post = mapLivePostRow(change.new as LivePostRow);
        if (post && post.storyId === storyId) receive(post, change.eventType === 'INSERT');
      },
      // A failed catch-up leaves the page as it was; the next join tries again.
      onJoin: () => void catchUp().catch(() => undefined),
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

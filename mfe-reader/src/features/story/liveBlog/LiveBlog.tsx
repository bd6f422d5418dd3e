import { Button, useLiveBlog, type LivePost, type Story } from '@newsroom/shared';
import { useCallback, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { KeyEvents } from './KeyEvents.tsx';
import { NewUpdatesButton, OlderRow, Section, Timeline } from './LiveBlog.styles.ts';
import { LivePostCard } from './LivePostCard.tsx';
import { LiveStatus } from './LiveStatus.tsx';
import { useNow } from './useNow.ts';
import { useUnseenTitle } from './useUnseenTitle.ts';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

const newest = (posts: LivePost[]) =>
  posts.reduce((time, post) => (post.publishedAt > time ? post.publishedAt : time), '');

/**
 * A live story's posts, above its article's body (docs/product/live-blogs.md): status, key events, the
 * pinned post, then the posts newest first, kept current by realtime.
 */
export function LiveBlog({ story }: { story: Story }) {
  const timeline = useRef<HTMLOListElement>(null);
  const countUnseen = useUnseenTitle();
  // A reader who scrolled past the start of the posts keeps their place: new ones wait.
  const shouldHold = useCallback(() => (timeline.current?.getBoundingClientRect().top ?? 0) < 0, []);
  const live = useLiveBlog(story.id, { shouldHold, onNewPost: countUnseen });
  const now = useNow();
  const all = live.pinned ? [live.pinned, ...live.posts] : live.posts;
  const updatedAt = newest(all) || story.liveUpdatedTime || '';

  const jump = useCallback(
    async (postId: string, event: MouseEvent<HTMLAnchorElement>) => {
      if (document.getElementById(`post-${postId}`)) return;
      event.preventDefault();
      const target = () => document.getElementById(`post-${postId}`);
      let more = live.hasOlder;
      while (more && !target()) {
        more = (await live.loadOlder()).hasNextPage;
        // The fetched page renders on a later frame.
        for (let frame = 0; frame < 30 && !target(); frame++) await nextFrame();
      }
      target()?.scrollIntoView();
      window.history.replaceState(window.history.state, '', `#post-${postId}`);
    },
    [live],
  );

  // After the held posts render (not before: scroll anchoring would keep the old first post).
  const scrollToNewest = useRef(false);
  useLayoutEffect(() => {
    if (!scrollToNewest.current) return;
    scrollToNewest.current = false;
    timeline.current?.scrollIntoView({ block: 'start' });
  }, [live.posts]);
  const reveal = () => {
    scrollToNewest.current = true;
    live.reveal();
  };

  return (
    <Section aria-labelledby="live-updates-title" data-testid="live-blog">
      <h2 id="live-updates-title">Live updates</h2>
      <LiveStatus story={story} updatedAt={updatedAt} now={now} />
      <KeyEvents events={live.keyEvents} onJump={(id, event) => void jump(id, event)} now={now} />
      {live.pinned && <LivePostCard post={live.pinned} story={story} now={now} />}
      {live.isError && <p role="alert">Failed to load live updates</p>}
      <Timeline ref={timeline} aria-label="Updates, newest first">
        {live.posts.map((post) => (
          <li key={post.id}>
            <LivePostCard post={post} story={story} now={now} />
          </li>
        ))}
      </Timeline>
      {live.held.length > 0 && (
        <NewUpdatesButton type="button" onClick={reveal}>
          {live.held.length === 1 ? '1 new update' : `${live.held.length} new updates`}
        </NewUpdatesButton>
      )}
      {live.hasOlder && (
        <OlderRow>
          <Button $variant="secondary" onClick={() => void live.loadOlder()} disabled={live.isLoadingOlder}>
            {live.isLoadingOlder ? 'Loading…' : 'Load older posts'}
          </Button>
        </OlderRow>
      )}
    </Section>
  );
}

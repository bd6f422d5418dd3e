import type { LivePost } from '@newsroom/shared';
import type { MouseEvent } from 'react';
import { KeyEventsNav } from './LiveBlog.styles.ts';
import { formatLiveTime } from './liveTime.ts';

export interface KeyEventsProps {
  events: LivePost[];
  /** Brings a post that is not loaded yet onto the page before jumping to it. */
  onJump: (postId: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The time now (null until hydrated): events before today carry their day. */
  now: number | null;
}

/** The key events as jump links to their posts' anchors, newest first. */
export function KeyEvents({ events, onJump, now }: KeyEventsProps) {
  if (events.length === 0) return null;
  return (
    <KeyEventsNav aria-labelledby="live-key-events">
      <h2 id="live-key-events">Key events</h2>
      <ul>
        {events.map((post) => (
          <li key={post.id}>
            <a href={`#post-${post.id}`} onClick={(event) => onJump(post.id, event)}>
              <time dateTime={post.publishedAt}>{formatLiveTime(post.publishedAt, now)}</time> {post.title}
            </a>
          </li>
        ))}
      </ul>
    </KeyEventsNav>
  );
}

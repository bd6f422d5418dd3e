import type { LivePost } from '@newsroom/shared';
import type { MouseEvent } from 'react';
import { formatClock } from '../../../lib/formatDate.ts';
import { KeyEventsNav } from './LiveBlog.styles.ts';

export interface KeyEventsProps {
  events: LivePost[];
  /** Brings a post that is not loaded yet onto the page before jumping to it. */
  onJump: (postId: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The key events as jump links to their posts' anchors, newest first. */
export function KeyEvents({ events, onJump }: KeyEventsProps) {
  if (events.length === 0) return null;
  return (
    <KeyEventsNav aria-labelledby="live-key-events">
      <h2 id="live-key-events">Key events</h2>
      <ul>
        {events.map((post) => (
          <li key={post.id}>
            <a href={`#post-${post.id}`} onClick={(event) => onJump(post.id, event)}>
              <time dateTime={post.publishedAt}>{formatClock(post.publishedAt)}</time> {post.title}
            </a>
          </li>
        ))}
      </ul>
    </KeyEventsNav>
  );
}

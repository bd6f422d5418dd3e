import { formatReadTime, type Story } from '@newsroom/shared';
import { formatShortDate } from '../lib/formatDate.ts';
import { Byline } from './Byline.tsx';
import { LiveMark } from './LiveMark.tsx';
import { Meta } from './StoryMeta.styles.ts';

export interface StoryMetaProps {
  story: Story;
  /** The story's view count, given for admins only (docs/product/roles.md#admin). */
  views?: number;
}

/** Byline row of a card: a running live blog's mark, author, date, read time (and views for admins). */
export function StoryMeta({ story, views }: StoryMetaProps) {
  const readTime = formatReadTime(story.readTime);
  return (
    <Meta>
      {story.liveState === 'live' && <LiveMark updated={story.liveUpdatedTime} />}
      <Byline story={story} />
      <time dateTime={story.publishTime}>{formatShortDate(story.publishTime)}</time>
      {readTime && <span>{readTime}</span>}
      {views !== undefined && <span>{views.toLocaleString('en-GB')} views</span>}
    </Meta>
  );
}

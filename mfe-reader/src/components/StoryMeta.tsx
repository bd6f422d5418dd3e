import { formatReadTime, type Story } from '@newsroom/shared';
import { formatShortDate } from '../lib/formatDate.ts';
import { Meta } from './StoryMeta.styles.ts';

export interface StoryMetaProps {
  story: Story;
  /** Admins see view counts on cards (docs/product/roles.md#admin). */
  showViews?: boolean;
}

/** Byline row of a card: author, date, read time (and views for admins). */
export function StoryMeta({ story, showViews = false }: StoryMetaProps) {
  const readTime = formatReadTime(story.readTime);
  return (
    <Meta>
      {story.author && <span>By {story.author}</span>}
      <time dateTime={story.publishTime}>{formatShortDate(story.publishTime)}</time>
      {readTime && <span>{readTime}</span>}
      {showViews && <span>{story.viewCount.toLocaleString('en-GB')} views</span>}
    </Meta>
  );
}

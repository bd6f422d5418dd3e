import { formatReadTime, type Story, LazyImage, storyPath, updatedAfterPublication } from '@newsroom/shared';
import type { ReactNode } from 'react';
import { AdSlot } from '../../components/AdSlot.tsx';
import { Byline } from '../../components/Byline.tsx';
import { LiveMark } from '../../components/LiveMark.tsx';
import { CategoryLabel } from '../../components/StoryCard.styles.ts';
import { formatClock, formatLongDate } from '../../lib/formatDate.ts';
import { SaveForLaterButton } from './SaveForLaterButton.tsx';
import { ShareButton } from './ShareButton.tsx';
import { StoryBody } from './StoryBody.tsx';
import { StoryTopics } from './StoryTopics.tsx';
import { Article } from './StoryArticle.styles.ts';

/** The article column is 760 px wide at most. */
const ARTICLE_IMAGE_SIZES = '(min-width: 800px) 760px, 100vw';

export interface StoryArticleProps {
  story: Story;
  /** A live story's updates: readers come for them, so they go before the body and its ad. */
  liveBlog?: ReactNode;
  /** A preview link's page (decision 176): no share button (its address is a secret) and no ad. */
  preview?: boolean;
}

/** The story itself: header (LIVE while its blog runs), image, live updates, its document (StoryBody). */
export function StoryArticle({ story, liveBlog, preview = false }: StoryArticleProps) {
  const readTime = formatReadTime(story.readTime);
  // The canonical address (decision 206), whatever address the reader came by.
  const shareUrl = typeof window === 'undefined' ? '' : `${window.location.origin}${storyPath(story)}`;
  const updated = updatedAfterPublication(story);
  return (
    <Article aria-labelledby="story-title">
      <header>
        {story.liveState === 'live' && <LiveMark />}
        {story.category && <CategoryLabel>{story.category}</CategoryLabel>}
        <h1 id="story-title">{story.title}</h1>
        {story.standfirst && <p className="standfirst">{story.standfirst}</p>}
        <div className="byline">
          <Byline story={story} />
          <time dateTime={story.publishTime}>{formatLongDate(story.publishTime)}</time>
          {updated && (
            <span>
              Updated <time dateTime={updated}>{`${formatLongDate(updated)}, ${formatClock(updated)}`}</time>
            </span>
          )}
          {readTime && <span>{readTime}</span>}
          {!preview && <ShareButton target={{ title: story.title, summary: story.summary, url: shareUrl }} />}
          {!preview && <SaveForLaterButton path={storyPath(story)} />}
        </div>
      </header>
      <figure>
        <LazyImage
          src={story.imageUrl}
          alt={story.imageAlt || story.title}
          aspect="hero"
          sizes={ARTICLE_IMAGE_SIZES}
          focal={story.imageFocal}
          priority
        />
        {(story.imageCaption || story.imageAuthor) && (
          <figcaption>
            {story.imageCaption}
            {story.imageCaption && story.imageAuthor && ' '}
            {story.imageAuthor && <span>Photo by {story.imageAuthor}</span>}
          </figcaption>
        )}
      </figure>
      {liveBlog}
      <StoryBody story={story} />
      {story.tags && story.tags.length > 0 && <StoryTopics tags={story.tags} />}
      {!preview && <AdSlot position="in-content" target={{ section: story.category }} />}
    </Article>
  );
}

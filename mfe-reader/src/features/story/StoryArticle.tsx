import { formatReadTime, toParagraphs, type Story } from '@newsroom/shared';
import styled from 'styled-components';
import { AdSlot } from '../../components/AdSlot.tsx';
import { LazyImage } from '../../components/LazyImage.tsx';
import { CategoryLabel } from '../../components/StoryCard.tsx';
import { formatLongDate } from '../../lib/formatDate.ts';
import { ShareButton } from './ShareButton.tsx';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;

  header {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.15;
  }
  .byline {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  figure {
    margin: 0 0 ${({ theme }) => theme.space.lg};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  .body p {
    font-size: 1.125rem;
    line-height: 1.75;
  }
`;

/** The story itself: header, image with caption and credit, body paragraphs from the summary. */
export function StoryArticle({ story }: { story: Story }) {
  const readTime = formatReadTime(story.readTime);
  const shareUrl = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <Article aria-labelledby="story-title">
      <header>
        {story.category && <CategoryLabel>{story.category}</CategoryLabel>}
        <h1 id="story-title">{story.title}</h1>
        <div className="byline">
          {story.author && <span>By {story.author}</span>}
          <time dateTime={story.publishTime}>{formatLongDate(story.publishTime)}</time>
          {readTime && <span>{readTime}</span>}
          <ShareButton target={{ title: story.title, summary: story.summary, url: shareUrl }} />
        </div>
      </header>
      <figure>
        <LazyImage src={story.imageUrl} alt={story.imageAlt || story.title} aspect="hero" priority />
        {(story.imageCaption || story.imageAuthor) && (
          <figcaption>
            {story.imageCaption}
            {story.imageCaption && story.imageAuthor && ' '}
            {story.imageAuthor && <span>Photo by {story.imageAuthor}</span>}
          </figcaption>
        )}
      </figure>
      <div className="body">
        {toParagraphs(story.summary).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <AdSlot position="in-content" />
    </Article>
  );
}

import { FEATURED_SUMMARY_WORDS, truncateWords, type Story } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LazyImage } from '../../components/LazyImage.tsx';
import { CategoryLabel } from '../../components/StoryCard.tsx';
import { StoryMeta } from '../../components/StoryMeta.tsx';

const Featured = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 3fr 2fr;
    align-items: center;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.2;
    ${({ theme }) => theme.media.lg} {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover,
  h2 a:focus-visible {
    text-decoration: underline;
  }
  .text {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
  p.summary {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.5;
  }
`;

/** The home page's lead story: hero image (loaded first, it is the LCP), summary cut at 25 words. */
export function FeaturedStory({ story }: { story: Story }) {
  return (
    <Featured aria-labelledby="featured-story-title" data-testid="featured-story">
      <LazyImage src={story.imageUrl} alt={story.imageAlt || story.title} aspect="hero" priority />
      <div className="text">
        <CategoryLabel>Featured{story.category ? ` · ${story.category}` : ''}</CategoryLabel>
        <h2 id="featured-story-title">
          <Link to={`/story/${encodeURIComponent(story.id)}`}>{story.title}</Link>
        </h2>
        <p className="summary">{truncateWords(story.summary, FEATURED_SUMMARY_WORDS)}</p>
        <StoryMeta story={story} />
      </div>
    </Featured>
  );
}

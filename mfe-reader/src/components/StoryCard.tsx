import { CARD_SUMMARY_WORDS, truncateWords, useAuth, type Story } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LazyImage } from './LazyImage.tsx';
import { StoryMeta } from './StoryMeta.tsx';

const Card = styled.article`
  display: grid;
  grid-template-rows: auto 1fr;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.paper};

  .body {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.3;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a:hover,
  h3 a:focus-visible {
    text-decoration: underline;
  }
  p.summary {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
    line-height: 1.5;
  }
`;

export const CategoryLabel = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.accent};
`;

export interface StoryCardProps {
  story: Story;
  /** A card in the first screen of its page: its image loads at once (it may be the LCP). */
  priority?: boolean;
}

/** A story in a grid: image, category, title, summary cut at 20 words, byline. */
export function StoryCard({ story, priority = false }: StoryCardProps) {
  const isAdmin = useAuth((state) => state.isAdmin);
  return (
    <Card aria-labelledby={`story-card-${story.id}`} data-testid="story-card">
      <LazyImage src={story.imageUrl} alt={story.imageAlt || story.title} aspect="card" priority={priority} />
      <div className="body">
        {story.category && <CategoryLabel>{story.category}</CategoryLabel>}
        <h3 id={`story-card-${story.id}`}>
          <Link to={`/story/${encodeURIComponent(story.id)}`}>{story.title}</Link>
        </h3>
        <p className="summary">{truncateWords(story.summary, CARD_SUMMARY_WORDS)}</p>
        <StoryMeta story={story} showViews={isAdmin} />
      </div>
    </Card>
  );
}

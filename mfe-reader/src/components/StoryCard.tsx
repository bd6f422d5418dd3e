import { CARD_SUMMARY_WORDS, truncateWords, type Story, LazyImage, storyPath } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { StoryMeta } from './StoryMeta.tsx';
import { Card, CategoryLabel } from './StoryCard.styles.ts';

export interface StoryCardProps {
  story: Story;
  /** A card in the first screen of its page: its image loads at once (it may be the LCP). */
  priority?: boolean;
  /** On the first screen, not the LCP: loaded at once without high priority. */
  eager?: boolean;
  /** The view count, for admins (the list asks for it: useStoryViewCounts). */
  views?: number;
}

/** A story in a grid: image, category, title, summary cut at 20 words, byline. */
export function StoryCard({ story, priority = false, eager = false, views }: StoryCardProps) {
  return (
    <Card aria-labelledby={`story-card-${story.id}`} data-testid="story-card">
      <LazyImage
        src={story.imageUrl}
        alt={story.imageAlt || story.title}
        aspect="card"
        priority={priority}
        eager={eager}
        focal={story.imageFocal}
      />
      <div className="body">
        {story.category && <CategoryLabel>{story.category}</CategoryLabel>}
        <h3 id={`story-card-${story.id}`}>
          <Link to={storyPath(story)}>{story.title}</Link>
        </h3>
        <p className="summary">{truncateWords(story.summary, CARD_SUMMARY_WORDS)}</p>
        <StoryMeta story={story} views={views} />
      </div>
    </Card>
  );
}

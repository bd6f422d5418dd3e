import { type Story, useStoryViewCounts } from '@newsroom/shared';
import { StoryCard } from '../../components/StoryCard.tsx';
import { StoryGrid } from '../../components/StoryGrid.tsx';
import { Section } from './RelatedStories.styles.ts';

/** Up to 3 more stories of the same category (useRelatedStories asks the database for them). */
export function RelatedStories({ stories }: { stories: readonly Story[] }) {
  const views = useStoryViewCounts(stories);
  if (stories.length === 0) return null;
  return (
    <Section aria-labelledby="related-stories-title" data-testid="related-stories">
      <h2 id="related-stories-title">More in this category</h2>
      <StoryGrid>
        {stories.map((story) => (
          <StoryCard key={story.id} story={story} views={views?.[story.id]} />
        ))}
      </StoryGrid>
    </Section>
  );
}

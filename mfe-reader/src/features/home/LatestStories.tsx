import { splitAroundAd, type Story, theme, useStoryViewCounts } from '@newsroom/shared';
import styled from 'styled-components';
import { AdSlot } from '../../components/AdSlot.tsx';
import { StoryCard } from '../../components/StoryCard.tsx';
import { StoryGrid } from '../../components/StoryGrid.tsx';

const Section = styled.section`
  h2 {
    margin: 0 0 ${theme.space.md};
    padding-bottom: ${theme.space.sm};
    border-bottom: 2px solid ${theme.colors.ink};
  }
`;

/** The Latest Stories grid: 6 cards, then the inline ad, then the rest. */
export function LatestStories({ stories }: { stories: readonly Story[] }) {
  const views = useStoryViewCounts(stories);
  if (stories.length === 0) return null;
  const { head, tail } = splitAroundAd(stories);
  return (
    <Section aria-labelledby="latest-stories-title" data-testid="latest-stories">
      <h2 id="latest-stories-title">Latest Stories</h2>
      <StoryGrid>
        {head.map((story, index) => (
          // The first card is on a phone's first screen, under the lead story (whose image is the LCP).
          <StoryCard key={story.id} story={story} eager={index === 0} views={views?.[story.id]} />
        ))}
      </StoryGrid>
      <AdSlot position="inline" />
      {tail.length > 0 && (
        <StoryGrid>
          {tail.map((story) => (
            <StoryCard key={story.id} story={story} views={views?.[story.id]} />
          ))}
        </StoryGrid>
      )}
    </Section>
  );
}

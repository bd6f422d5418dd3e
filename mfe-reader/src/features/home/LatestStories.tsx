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

interface LatestStoriesProps {
  stories: readonly Story[];
  /** The container's title and a page-unique id for its heading; the Latest Stories by default. */
  title?: string;
  id?: string;
  /** The inline ad after the sixth card: the first grid of the front has it. */
  withAd?: boolean;
}

/** A front's grid of cards (the Latest Stories by default): 6 cards, then the inline ad, then the rest. */
export function LatestStories({
  stories,
  title = 'Latest Stories',
  id = 'latest-stories',
  withAd = true,
}: LatestStoriesProps) {
  const views = useStoryViewCounts(stories);
  if (stories.length === 0) return null;
  const { head, tail } = withAd ? splitAroundAd(stories) : { head: stories, tail: [] };
  return (
    <Section aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <StoryGrid>
        {head.map((story, index) => (
          // The first grid's first card is on a phone's first screen, under the lead (whose image is the LCP).
          <StoryCard key={story.id} story={story} eager={withAd && index === 0} views={views?.[story.id]} />
        ))}
      </StoryGrid>
      {withAd && <AdSlot position="inline" />}
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

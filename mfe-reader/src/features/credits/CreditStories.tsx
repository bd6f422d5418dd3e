import { useStoryViewCounts, type CreditKind, type Story } from '@newsroom/shared';
import { Pagination } from '../../components/Pagination.tsx';
import { StoryCard } from '../../components/StoryCard.tsx';
import { StoryGrid } from '../../components/StoryGrid.tsx';
import { creditPagePath } from './creditPagePath.ts';

/** Cards a phone or a desktop shows without scrolling. */
const FIRST_SCREEN_CARDS = 2;

export interface CreditStoriesProps {
  kind: CreditKind;
  slug: string;
  /** Names the page links for screen readers: "Tendai Moyo pages". */
  name: string;
  page: number;
  stories: readonly Story[];
  hasNextPage: boolean;
}

/** One page of an author's or topic's stories with its newer/older links. */
export function CreditStories({ kind, slug, name, page, stories, hasNextPage }: CreditStoriesProps) {
  const views = useStoryViewCounts(stories);
  return (
    <>
      <StoryGrid>
        {stories.map((story, index) => (
          <StoryCard
            key={story.id}
            story={story}
            priority={page === 1 && index < FIRST_SCREEN_CARDS}
            views={views?.[story.id]}
          />
        ))}
      </StoryGrid>
      <Pagination
        label={`${name} pages`}
        page={page}
        newerPath={page > 1 ? creditPagePath(kind, slug, page - 1) : undefined}
        olderPath={hasNextPage ? creditPagePath(kind, slug, page + 1) : undefined}
      />
    </>
  );
}

import { lazy, Suspense } from 'react';
import { FeaturedStory } from './FeaturedStory.tsx';
import type { FrontSection } from './frontSections.ts';
import { LatestStories } from './LatestStories.tsx';
import { PhotoEssaysSection } from './PhotoEssaysSection.tsx';

// Loaded only by a front with a list container: the default fronts have none, and the home page's
// JavaScript has no room to spare (its budget, decision 178).
const FrontList = lazy(async () => ({ default: (await import('./FrontList.tsx')).FrontList }));

/** One section of a front's main column, drawn with the home page's own components. */
export function FrontSectionView({ section }: { section: FrontSection }) {
  switch (section.kind) {
    case 'lead':
      return <FeaturedStory story={section.story} />;
    case 'essays':
      return <PhotoEssaysSection />;
    case 'list':
      return (
        <Suspense fallback={null}>
          <FrontList id={`front-${section.id}`} title={section.title} stories={section.stories} />
        </Suspense>
      );
    default:
      // The Latest Stories keep their heading's id and test id; other grids are named by container.
      return (
        <LatestStories
          stories={section.stories}
          title={section.title}
          id={section.latest ? 'latest-stories' : `front-${section.id}`}
          withAd={section.withAd}
        />
      );
  }
}

import { storyPath, type Story } from '../../model/story.ts';
import type { RelatedStoryCard } from './context.ts';

/** Stories as the related-story cards the renderer draws, by id: the page, current headline and image. */
export function relatedStoryCards(stories: readonly Story[]): ReadonlyMap<string, RelatedStoryCard> {
  return new Map(
    stories.map((story) => [
      story.id,
      {
        id: story.id,
        headline: story.title,
        href: storyPath(story),
        image: story.imageUrl ? { url: story.imageUrl, alt: story.imageAlt || story.title } : null,
      },
    ]),
  );
}

import type { Story } from '@newsroom/shared';
import type { RelatedStoryCard } from '@newsroom/shared/document';

/** Related-story cards by id, as the renderer reads them: the story's page, headline and image. */
export function storyCardsById(stories: readonly Story[]): ReadonlyMap<string, RelatedStoryCard> {
  return new Map(
    stories.map((story) => [
      story.id,
      {
        id: story.id,
        headline: story.title,
        href: `/story/${encodeURIComponent(story.id)}`,
        image: story.imageUrl ? { url: story.imageUrl, alt: story.imageAlt || story.title } : null,
      },
    ]),
  );
}

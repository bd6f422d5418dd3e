import type { Story } from '@newsroom/shared';
import { liteDate } from './liteDates.ts';
import { liteStoryPath } from './liteRoutes.ts';

/** Stories as a plain list: the headline linking to its lite page, and its date. */
export function LiteStoryList({ stories }: { stories: readonly Story[] }) {
  return (
    <ul className="stories">
      {stories.map((story) => (
        <li key={story.id}>
          <a href={liteStoryPath(story.slug || story.id)}>{story.title}</a>
          <br />
          <small>
            <time dateTime={story.publishTime}>{liteDate(story.publishTime)}</time>
          </small>
        </li>
      ))}
    </ul>
  );
}

import { topicPath, type Credit } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { Topics } from './StoryTopics.styles.ts';

/** The story's topic tags, each a link to its /topic/{slug} page. */
export function StoryTopics({ tags }: { tags: readonly Credit[] }) {
  return (
    <Topics aria-labelledby="story-topics">
      <h2 id="story-topics">Topics</h2>
      <ul>
        {tags.map((tag) => (
          <li key={tag.id}>
            <Link to={topicPath(tag.slug)} rel="tag">
              {tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </Topics>
  );
}

import { authorPath, type Story } from '@newsroom/shared';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';

/** ", " between names and " and " before the last, as the database writes the byline. */
function separator(index: number, count: number): string {
  if (index === 0) return '';
  return index === count - 1 ? ' and ' : ', ';
}

/**
 * "By A and B": each credited author links to their page; a story without credited authors
 * shows its free-text byline (docs/product/authors-and-topics.md#bylines).
 */
export function Byline({ story }: { story: Pick<Story, 'author' | 'authors'> }) {
  const authors = story.authors ?? [];
  if (authors.length === 0) return story.author ? <span>By {story.author}</span> : null;
  return (
    <span>
      By{' '}
      {authors.map((author, index) => (
        <Fragment key={author.id}>
          {separator(index, authors.length)}
          <Link to={authorPath(author.slug)} rel="author">
            {author.name}
          </Link>
        </Fragment>
      ))}
    </span>
  );
}

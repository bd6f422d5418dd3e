import type { Story } from '@newsroom/shared';
import { LiteStoryList } from './LiteStoryList.tsx';

export interface LiteCategoryProps {
  heading: string;
  /** The lite path of the list's first page (a category's, an author's, a topic's). */
  basePath: string;
  /** An author's bio, under the heading. */
  intro?: string;
  page: number;
  stories: readonly Story[];
  hasNextPage: boolean;
}

const pagePath = (basePath: string, page: number) => (page > 1 ? `${basePath}?page=${page}` : basePath);

/** A category's (or an author's, a topic's) stories, a page at a time, with plain links to the newer and older pages. */
export function LiteCategory({ heading, basePath, intro, page, stories, hasNextPage }: LiteCategoryProps) {
  return (
    <>
      <h1>
        {heading}
        {page > 1 && ` (page ${page})`}
      </h1>
      {intro && <p>{intro}</p>}
      <LiteStoryList stories={stories} />
      {(page > 1 || hasNextPage) && (
        <nav aria-label="Pages">
          {page > 1 && <a href={pagePath(basePath, page - 1)}>Newer stories</a>}
          {page > 1 && hasNextPage && ' · '}
          {hasNextPage && <a href={pagePath(basePath, page + 1)}>Older stories</a>}
        </nav>
      )}
    </>
  );
}

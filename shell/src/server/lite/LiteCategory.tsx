import type { Story } from '@newsroom/shared';
import { LiteStoryList } from './LiteStoryList.tsx';
import { liteCategoryPath } from './liteRoutes.ts';

export interface LiteCategoryProps {
  heading: string;
  slug: string;
  page: number;
  stories: readonly Story[];
  hasNextPage: boolean;
}

/** A category's stories, a page at a time, with plain links to the newer and older pages. */
export function LiteCategory({ heading, slug, page, stories, hasNextPage }: LiteCategoryProps) {
  return (
    <>
      <h1>
        {heading}
        {page > 1 && ` (page ${page})`}
      </h1>
      <LiteStoryList stories={stories} />
      {(page > 1 || hasNextPage) && (
        <nav aria-label="Pages">
          {page > 1 && <a href={liteCategoryPath(slug, page - 1)}>Newer stories</a>}
          {page > 1 && hasNextPage && ' · '}
          {hasNextPage && <a href={liteCategoryPath(slug, page + 1)}>Older stories</a>}
        </nav>
      )}
    </>
  );
}

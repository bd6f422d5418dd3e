import type { Story } from '@newsroom/shared';
import { LiteStoryList } from './LiteStoryList.tsx';

export interface LiteCategoryProps {
  heading: string;
  /** The lite path of the list's first page (a category's, an author's, a topic's). */
  basePath: string;
  /** An author's short bio, under the heading. */
  intro?: string;
  /** An author's long bio or a topic's description: plain text, a paragraph per blank-line block. */
  about?: string;
  /** An author's e-mail for readers (checked by the reader's profile query), linked as "Email {heading}". */
  email?: string;
  page: number;
  stories: readonly Story[];
  hasNextPage: boolean;
}

const pagePath = (basePath: string, page: number) => (page > 1 ? `${basePath}?page=${page}` : basePath);

/** As the full page's intro (mfe-reader's paragraphsOf): split on blank lines, empty ones dropped. */
const paragraphsOf = (text = '') =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/** A category's (or an author's, a topic's) stories, a page at a time, with plain links to the newer and older pages. */
export function LiteCategory({
  heading,
  basePath,
  intro,
  about,
  email,
  page,
  stories,
  hasNextPage,
}: LiteCategoryProps) {
  return (
    <>
      <h1>
        {heading}
        {page > 1 && ` (page ${page})`}
      </h1>
      {intro && <p>{intro}</p>}
      {paragraphsOf(about).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {email && (
        <p>
          <a href={`mailto:${email}`}>Email {heading}</a>
        </p>
      )}
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

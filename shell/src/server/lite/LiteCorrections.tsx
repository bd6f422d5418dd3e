import { correctionText, type CorrectionListItem } from '@newsroom/shared';
import { liteDate } from './liteDates.ts';
import { LITE_PREFIX, liteStoryPath } from './liteRoutes.ts';

export interface LiteCorrectionsProps {
  page: number;
  notes: readonly CorrectionListItem[];
  hasNextPage: boolean;
}

const pagePath = (page: number) => `${LITE_PREFIX}/corrections${page > 1 ? `?page=${page}` : ''}`;

/** The latest corrections and clarifications, each with the story it corrects, a page at a time. */
export function LiteCorrections({ page, notes, hasNextPage }: LiteCorrectionsProps) {
  return (
    <>
      <h1>
        Corrections and clarifications
        {page > 1 && ` (page ${page})`}
      </h1>
      {notes.length === 0 && <p>No corrections or clarifications yet.</p>}
      <ul className="stories">
        {notes.map((note) => (
          <li key={note.id}>
            <a href={liteStoryPath(note.story.slug || note.story.id)}>{note.story.title}</a>
            <br />
            {correctionText(note)}
            <br />
            <small>
              <time dateTime={note.publishedAt}>{liteDate(note.publishedAt)}</time>
            </small>
          </li>
        ))}
      </ul>
      {(page > 1 || hasNextPage) && (
        <nav aria-label="Pages">
          {page > 1 && <a href={pagePath(page - 1)}>Newer</a>}
          {page > 1 && hasNextPage && ' · '}
          {hasNextPage && <a href={pagePath(page + 1)}>Older</a>}
        </nav>
      )}
    </>
  );
}

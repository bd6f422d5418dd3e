import { correctionText, slugifyCategory, toParagraphs, type Story } from '@newsroom/shared';
import { StoryDocumentView, type ImagePlatform, type RelatedStoryCard } from '@newsroom/shared/document';
import { liteDate } from './liteDates.ts';
import { liteDocument } from './liteDocument.ts';
import { LiteLivePosts, type LiteLiveBlog } from './LiteLivePosts.tsx';
import { LITE_PREFIX, liteCategoryPath } from './liteRoutes.ts';

export interface LiteStoryProps {
  story: Story;
  /** The site's origin: the renderer's feed form (embeds as links, absolute site links). */
  origin: string;
  platform: ImagePlatform | null;
  relatedStories: ReadonlyMap<string, RelatedStoryCard>;
  /** A live blog's posts (null for an ordinary story, or when they did not load). */
  liveBlog?: LiteLiveBlog | null;
}

const isDocument = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { type?: unknown }).type === 'doc';

/** The byline as the full page names it: the credited authors (each to their lite page), else the free-text byline. */
function Byline({ story }: { story: Story }) {
  const authors = story.authors ?? [];
  if (authors.length === 0) return story.author ? <>By {story.author} · </> : null;
  return (
    <>
      By{' '}
      {authors.map((author, index) => (
        <span key={author.id}>
          {index > 0 && ', '}
          <a href={`${LITE_PREFIX}/author/${encodeURIComponent(author.slug)}`}>{author.name}</a>
        </span>
      ))}
      {' · '}
    </>
  );
}

/** A related-story card as one line linking to the story's lite page. */
function LiteRelated(card: RelatedStoryCard) {
  const href = card.href.startsWith('/story/') ? `${LITE_PREFIX}${card.href}` : card.href;
  return (
    <p>
      Related: <a href={href}>{card.headline}</a>
    </p>
  );
}

/** A lite story: headline, byline and date, the body through the shared renderer, corrections. */
export function LiteStory({ story, origin, platform, relatedStories, liveBlog }: LiteStoryProps) {
  const notes = story.corrections ?? [];
  return (
    <article>
      <h1>{story.title}</h1>
      {story.standfirst && <p className="standfirst">{story.standfirst}</p>}
      <p className="meta">
        <Byline story={story} />
        <time dateTime={story.publishTime}>{liteDate(story.publishTime)}</time>
        {story.liveState === 'live' && ' · Live'}
        {story.category && (
          <>
            {' · '}
            <a href={liteCategoryPath(slugifyCategory(story.category))}>{story.category}</a>
          </>
        )}
      </p>
      {/* As on the full page: the document, else (a story from before documents) the summary's paragraphs. */}
      {!isDocument(story.body) && toParagraphs(story.summary).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
      {isDocument(story.body) && (
        <StoryDocumentView
          document={liteDocument(story.body, platform)}
          relatedStories={relatedStories}
          renderRelatedStory={LiteRelated}
          platform={platform}
          feedOrigin={origin}
        />
      )}
      {liveBlog && <LiteLivePosts story={story} origin={origin} platform={platform} {...liveBlog} />}
      {notes.length > 0 && (
        <section aria-labelledby="lite-corrections">
          <h2 id="lite-corrections">Corrections and clarifications</h2>
          {notes.map((note) => (
            <p key={note.id}>
              {correctionText(note)} <time dateTime={note.publishedAt}>{liteDate(note.publishedAt)}</time>
            </p>
          ))}
        </section>
      )}
    </article>
  );
}

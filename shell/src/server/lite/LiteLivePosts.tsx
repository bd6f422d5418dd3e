import { storyPath, toParagraphs, type LivePost, type Story } from '@newsroom/shared';
import { StoryDocumentView, type ImagePlatform } from '@newsroom/shared/document';
import { liteDate } from './liteDates.ts';
import { liteDocument } from './liteDocument.ts';
import { LITE_PREFIX } from './liteRoutes.ts';

/** A live blog's newest posts on its lite page: no socket, a link that reloads the page instead. */
export interface LiteLiveBlog {
  pinned: LivePost | null;
  /** The newest page of unpinned posts, newest first. */
  posts: readonly LivePost[];
  /** Older posts exist: they are on the full page ("Load older posts" needs its script). */
  hasOlder: boolean;
}

interface LiteLivePostsProps extends LiteLiveBlog {
  /** The live blog's story: its links go to its address, the slug's (decision 206). */
  story: Pick<Story, 'id' | 'slug'>;
  origin: string;
  platform: ImagePlatform | null;
}

/** The post's photo as the lite story shows photos: a "Show image (N KB)" link, never an img. */
const photoDocument = (post: LivePost) => ({
  type: 'doc',
  content: [{ type: 'image', attrs: { src: post.imageUrl, alt: post.imageAlt } }],
});

interface LiteLivePostProps {
  post: LivePost;
  pinned: boolean;
  origin: string;
  platform: ImagePlatform | null;
}

function LiteLivePost({ post, pinned, origin, platform }: LiteLivePostProps) {
  return (
    <article id={`post-${post.id}`}>
      <h3>
        {pinned && 'Pinned: '}
        {post.isKeyEvent && !pinned && 'Key event: '}
        {post.title || liteDate(post.publishedAt)}
      </h3>
      <p className="meta">
        <time dateTime={post.publishedAt}>{liteDate(post.publishedAt)}</time>
        {post.author && ` · ${post.author}`}
        {post.edited && ' · Updated'}
      </p>
      {post.document ? (
        <StoryDocumentView document={liteDocument(post.document, platform)} platform={platform} feedOrigin={origin} />
      ) : (
        toParagraphs(post.body).map((paragraph, index) => <p key={index}>{paragraph}</p>)
      )}
      {post.imageUrl && post.imageAlt && (
        <StoryDocumentView
          document={liteDocument(photoDocument(post), platform)}
          platform={platform}
          feedOrigin={origin}
        />
      )}
      {post.embedUrl && (
        <p>
          Embedded post: <a href={post.embedUrl}>{post.embedUrl}</a>
        </p>
      )}
    </article>
  );
}

/** "Latest updates": the pinned post, then the newest posts, with Refresh (the same page, reloaded). */
export function LiteLivePosts({ story, pinned, posts, hasOlder, origin, platform }: LiteLivePostsProps) {
  const shared = { origin, platform };
  const fullPath = storyPath(story);
  return (
    <section aria-labelledby="lite-live-posts">
      <h2 id="lite-live-posts">Latest updates</h2>
      <p className="meta">
        <a href={`${LITE_PREFIX}${fullPath}`}>Refresh</a> to see newer updates.
      </p>
      {!pinned && posts.length === 0 && <p>No updates yet.</p>}
      {pinned && <LiteLivePost post={pinned} pinned {...shared} />}
      {posts.map((post) => (
        <LiteLivePost key={post.id} post={post} pinned={false} {...shared} />
      ))}
      {hasOlder && (
        <p>
          <a href={fullPath}>Older updates on the full site</a>
        </p>
      )}
    </section>
  );
}

import { LazyImage, storyPath, useSiteOrigin, type LivePost, type Story } from '@newsroom/shared';
import { StoryDocumentView } from '@newsroom/shared/document';
import { useMemo } from 'react';
import { imagePlatform } from '../documentPlatform.ts';
import { ShareButton } from '../ShareButton.tsx';
import { PostArticle } from './LiveBlog.styles.ts';
import { LivePostBody } from './LivePostBody.tsx';
import { formatLiveTime, relativeWithinHour } from './liveTime.ts';
import { PostEmbed } from './PostEmbed.tsx';

export interface LivePostCardProps {
  post: LivePost;
  /** The live blog's story: its title for the share text, its slug for the post's permalink. */
  story: Pick<Story, 'id' | 'slug' | 'title'>;
  now: number | null;
}

/** One post: its time (and how long ago within the hour), words, image or video, and its own link. */
export function LivePostCard({ post, story, now }: LivePostCardProps) {
  const origin = useSiteOrigin();
  const anchor = `post-${post.id}`;
  const ago = now === null ? '' : relativeWithinHour(post.publishedAt, now);
  const label = post.title || `Update at ${formatLiveTime(post.publishedAt, null)}`;
  return (
    <PostArticle
      id={anchor}
      aria-label={label}
      data-testid="live-post"
      data-pinned={post.isPinned}
      data-key-event={post.isKeyEvent}
    >
      <header>
        {post.isPinned && <span className="label">Pinned</span>}
        {post.isKeyEvent && <span className="label">Key event</span>}
        <a href={`#${anchor}`}>
          <time dateTime={post.publishedAt}>{formatLiveTime(post.publishedAt, now)}</time>
        </a>
        {ago && <span>{ago}</span>}
      </header>
      {post.title && <h3>{post.title}</h3>}
      <PostText post={post} />
      {post.imageUrl && (
        <figure>
          <LazyImage src={post.imageUrl} alt={post.imageAlt} aspect="card" />
        </figure>
      )}
      {post.embedUrl && <PostEmbed url={post.embedUrl} title={label} />}
      <footer>
        {post.author && <span>By {post.author}</span>}
        {post.edited && <span>Edited</span>}
        <ShareButton
          label="Link to this update"
          target={{
            title: `${label} | ${story.title}`,
            summary: post.body,
            // The story's address (decision 206), not the post's story id: no redirect on the way.
            url: `${origin}${storyPath(story)}#${anchor}`,
          }}
        />
      </footer>
    </PostArticle>
  );
}

/** The post's document through the stories' renderer; a row without one shows its text. */
function PostText({ post }: { post: LivePost }) {
  const platform = useMemo(() => imagePlatform(), []);
  if (!post.document) return <LivePostBody body={post.body} />;
  return <StoryDocumentView document={post.document} platform={platform} />;
}

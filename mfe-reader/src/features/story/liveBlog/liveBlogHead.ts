import { truncateChars, type LivePost, type PageHead, type PageServerContext, type Story } from '@newsroom/shared';
import { toPlainTextForJsonLd } from '@newsroom/shared/document';

type Context = Pick<PageServerContext, 'origin'>;

/** Updates listed in the structured data: the rendered posts, as Google reads a live page. */
const JSON_LD_UPDATES = 20;

/** A post's words as text: its document's, without the `[text](address)` its body writes links in. */
const postText = (post: LivePost) => (post.document ? toPlainTextForJsonLd(post.document) : post.body);

/**
 * A live story's head: its NewsArticle becomes a LiveBlogPosting (schema.org) with the coverage
 * window and the rendered posts as liveBlogUpdate; an ended blog gets its coverageEndTime.
 */
export function liveBlogHead(head: PageHead, story: Story, posts: LivePost[], { origin }: Context): PageHead {
  const pageUrl = `${origin}/story/${encodeURIComponent(story.id)}`;
  const newest = posts.reduce((time, post) => (post.publishedAt > time ? post.publishedAt : time), '');
  const [article, ...rest] = head.jsonLd ?? [];
  const updates = [...posts]
    .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1))
    .slice(0, JSON_LD_UPDATES)
    .map((post) => ({
      '@type': 'BlogPosting',
      headline: truncateChars(post.title || postText(post), 110),
      articleBody: postText(post),
      datePublished: post.publishedAt,
      ...(post.edited ? { dateModified: post.updatedAt } : {}),
      url: `${pageUrl}#post-${post.id}`,
      ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    }));
  const liveBlog = {
    ...article,
    '@type': 'LiveBlogPosting',
    ...(newest ? { dateModified: newest } : {}),
    coverageStartTime: story.publishTime,
    ...(story.liveState === 'ended' ? { coverageEndTime: newest || story.updatedTime || story.publishTime } : {}),
    liveBlogUpdate: updates,
  };
  return { ...head, jsonLd: [liveBlog, ...rest] };
}

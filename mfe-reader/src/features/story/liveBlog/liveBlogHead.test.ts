import type { LivePost, PageHead, Story } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { liveBlogHead } from './liveBlogHead.ts';

const story = { id: 's1', title: 'Floods', publishTime: '2026-11-26T08:00:00.000Z' } as Story;
const post = (id: string, publishedAt: string): LivePost =>
  ({ id, storyId: 's1', title: '', body: `Body ${id}`, publishedAt, updatedAt: publishedAt, author: 'A' }) as LivePost;
const head: PageHead = {
  title: 'Floods',
  jsonLd: [{ '@type': 'NewsArticle', headline: 'Floods' }, { '@type': 'BreadcrumbList' }],
};

describe('liveBlogHead', () => {
  const posts = [post('a', '2026-11-26T09:00:00.000Z'), post('b', '2026-11-26T10:00:00.000Z')];

  it('describes a running blog as a LiveBlogPosting with its updates, newest first', () => {
    const [blog, crumbs] = liveBlogHead(head, { ...story, liveState: 'live' }, posts, {
      origin: 'https://n.example',
    }).jsonLd!;
    expect(blog).toMatchObject({
      '@type': 'LiveBlogPosting',
      headline: 'Floods',
      coverageStartTime: '2026-11-26T08:00:00.000Z',
      dateModified: '2026-11-26T10:00:00.000Z',
    });
    expect(blog).not.toHaveProperty('coverageEndTime');
    expect((blog.liveBlogUpdate as { url: string }[]).map((update) => update.url)).toEqual([
      'https://n.example/story/s1#post-b',
      'https://n.example/story/s1#post-a',
    ]);
    expect(crumbs).toEqual({ '@type': 'BreadcrumbList' });
  });

  it('gives an ended blog its coverage end', () => {
    const [blog] = liveBlogHead(head, { ...story, liveState: 'ended' }, posts, { origin: '' }).jsonLd!;
    expect(blog.coverageEndTime).toBe('2026-11-26T10:00:00.000Z');
  });

  it("gives each update its document's text, links as their words", () => {
    const document = {
      type: 'doc' as const,
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'See ' },
            { type: 'text', text: 'the list', marks: [{ type: 'link', attrs: { href: 'https://example.org/a' } }] },
          ],
        },
      ],
    };
    const linked = {
      ...post('c', '2026-11-26T11:00:00.000Z'),
      body: 'See [the list](https://example.org/a)',
      document,
    };
    const [blog] = liveBlogHead(head, { ...story, liveState: 'live' }, [linked], { origin: '' }).jsonLd!;
    expect(blog.liveBlogUpdate).toMatchObject([{ headline: 'See the list', articleBody: 'See the list' }]);
  });
});

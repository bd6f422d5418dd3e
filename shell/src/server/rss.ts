import {
  correctionLabel,
  correctionText,
  slugifyCategory,
  updatedAfterPublication,
  type CorrectionListItem,
  type Story,
  storyPath,
} from '@newsroom/shared';
import { escapeXml } from '@newsroom/shared/sitemap';
import { NO_FEED_DOCUMENTS, storyFeedHtml, type FeedDocuments } from './storyFeedHtml.tsx';

/** Items per feed: enough for a feed reader's window, small enough to fetch often. */
export const RSS_ITEM_LIMIT = 50;

export interface RssInput {
  origin: string;
  siteName: string;
  description: string;
  /** Path of the feed itself (its atom:link rel="self"). */
  feedPath: string;
  /** Path of the page the feed mirrors. */
  pagePath: string;
  title: string;
  stories: readonly Story[];
  /** The stories' documents (fetchFeedDocuments): each item's content:encoded. */
  documents?: FeedDocuments;
}

function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

/** The item's full text as HTML, entity-escaped like every other value of the feed (no CDATA to break out of). */
function contentEncoded(story: Story, origin: string, documents: FeedDocuments): string {
  const html = storyFeedHtml(documents.bodies.get(story.id), origin, documents);
  return html ? `      <content:encoded>${escapeXml(html)}</content:encoded>` : '';
}

/** A story changed after publication says when (Atom's updated); pubDate stays its first publication. */
function atomUpdated(story: Story): string {
  const updated = updatedAfterPublication(story);
  return updated ? `      <atom:updated>${new Date(updated).toISOString()}</atom:updated>` : '';
}

function item(story: Story, origin: string, documents: FeedDocuments): string {
  const link = `${origin}${storyPath(story)}`;
  // The id's address: it outlives renames (it redirects to the slug), so readers never see an item twice.
  const guid = `${origin}/story/${encodeURIComponent(story.id)}`;
  return [
    '    <item>',
    `      <title>${escapeXml(story.title)}</title>`,
    `      <link>${escapeXml(link)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(guid)}</guid>`,
    `      <description>${escapeXml(documents.standfirsts.get(story.id) ?? story.summary)}</description>`,
    contentEncoded(story, origin, documents),
    `      <pubDate>${rfc822(story.publishTime)}</pubDate>`,
    atomUpdated(story),
    story.category
      ? `      <category domain="${escapeXml(`${origin}/category/${slugifyCategory(story.category)}`)}">${escapeXml(story.category)}</category>`
      : '',
    story.author ? `      <dc:creator>${escapeXml(story.author)}</dc:creator>` : '',
    '    </item>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The feed's channel around its items (already cut to RSS_ITEM_LIMIT and rendered), newest first. */
function channel(input: Omit<RssInput, 'stories'>, items: readonly string[], newest: string | undefined): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(input.title)}</title>`,
    `    <link>${escapeXml(`${input.origin}${input.pagePath}`)}</link>`,
    `    <description>${escapeXml(input.description)}</description>`,
    '    <language>en-gb</language>',
    newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : '',
    `    <atom:link href="${escapeXml(`${input.origin}${input.feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * An RSS 2.0 feed of the newest stories (dc:creator carries the author: RSS's own is an e-mail);
 * description is the standfirst (decision 205), else the summary's text; content:encoded the
 * story's document as HTML.
 */
export function buildRss(input: RssInput): string {
  const stories = input.stories.slice(0, RSS_ITEM_LIMIT);
  return channel(
    input,
    stories.map((story) => item(story, input.origin, input.documents ?? NO_FEED_DOCUMENTS)),
    stories[0]?.publishTime,
  );
}

/** One note as a feed item: its story's title, the note's words, its own date; the link is the story. */
function correctionItem(note: CorrectionListItem, origin: string): string {
  const link = `${origin}${storyPath(note.story)}`;
  return [
    '    <item>',
    `      <title>${escapeXml(`${correctionLabel(note.kind)}: ${note.story.title}`)}</title>`,
    `      <link>${escapeXml(link)}</link>`,
    `      <guid isPermaLink="false">${escapeXml(`${origin}/corrections#${note.id}`)}</guid>`,
    `      <description>${escapeXml(correctionText(note))}</description>`,
    `      <pubDate>${rfc822(note.publishedAt)}</pubDate>`,
    '    </item>',
  ].join('\n');
}

/** /corrections/rss.xml: the newest corrections and clarifications across the site. */
export function buildCorrectionsRss(
  input: Omit<RssInput, 'stories'> & { notes: readonly CorrectionListItem[] },
): string {
  const notes = input.notes.slice(0, RSS_ITEM_LIMIT);
  return channel(
    input,
    notes.map((note) => correctionItem(note, input.origin)),
    notes[0]?.publishedAt,
  );
}

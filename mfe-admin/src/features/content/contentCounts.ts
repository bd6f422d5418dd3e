/** Today's figures of the editorial side, each a link into the blog-management console. */
export interface ContentCounts {
  published: number;
  scheduled: number;
  drafts: number;
  essays: number;
  tips: number;
}

export type ContentCountKey = keyof ContentCounts;

export interface ContentCountLink {
  key: ContentCountKey;
  label: string;
  /** The console tab it opens (/blog-management?tab=…). */
  tab: string;
}

export const CONTENT_COUNT_LINKS: readonly ContentCountLink[] = [
  { key: 'published', label: 'Published stories', tab: 'stories' },
  { key: 'scheduled', label: 'Scheduled stories', tab: 'stories' },
  { key: 'drafts', label: 'Drafts', tab: 'stories' },
  { key: 'essays', label: 'Published photo essays', tab: 'essays' },
  { key: 'tips', label: 'Open story tips', tab: 'stories' },
];

/** The console's tabs, for the quick links (the console keeps its tab in the query string). */
export const CONSOLE_TABS: readonly { tab: string; label: string }[] = [
  { tab: 'stories', label: 'Stories' },
  { tab: 'essays', label: 'Photo Essays' },
  { tab: 'breaking', label: 'Breaking News' },
  { tab: 'feeds', label: 'Live Feeds' },
  { tab: 'ads', label: 'Advertisements' },
  { tab: 'analytics', label: 'Analytics' },
];

export const consoleHref = (tab: string) => `/blog-management?tab=${encodeURIComponent(tab)}`;

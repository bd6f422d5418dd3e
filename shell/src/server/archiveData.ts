import { getSupabase, type PortalClient } from '@newsroom/shared';
import { NEWS_WINDOW_MS, NEWS_SITEMAP_LIMIT, SITEMAP_URL_LIMIT } from '@newsroom/shared/sitemap';

/** The API answers at most this many rows a request (max_rows): a month is read in pages of it. */
const API_PAGE_ROWS = 1000;

export interface ArchiveMonth {
  /** YYYY-MM */
  month: string;
  lastModified: string;
}

export interface SitemapStory {
  id: string;
  /** Its address's slug (decision 206). */
  slug?: string;
  title: string;
  publishTime: string;
  lastModified: string;
}

function fail(what: string, error: unknown): never {
  throw new Error(`${what} could not be read`, { cause: error });
}

/** Months with published stories, newest first (story_archive_months). */
export async function fetchArchiveMonths(client: PortalClient = getSupabase()): Promise<ArchiveMonth[]> {
  const { data, error } = await client.rpc('story_archive_months');
  if (error) fail('The archive months', error);
  return (data ?? []).map((row) => ({
    month: String(row.month).slice(0, 7),
    lastModified: new Date(row.last_modified).toISOString(),
  }));
}

interface StoryTimes {
  id: string;
  slug?: string | null;
  title: string;
  published_at: string | null;
  updated_at: string | null;
}

function sitemapStory(row: StoryTimes): SitemapStory {
  const published = row.published_at ?? row.updated_at ?? new Date(0).toISOString();
  return {
    id: row.id,
    ...(row.slug ? { slug: row.slug } : {}),
    title: row.title,
    publishTime: new Date(published).toISOString(),
    lastModified: new Date(row.updated_at ?? published).toISOString(),
  };
}

/** Published stories between two instants, newest first, read page by page past the API's row cap. */
async function storiesBetween(client: PortalClient, from: Date, until: Date, limit: number): Promise<SitemapStory[]> {
  const stories: SitemapStory[] = [];
  for (let offset = 0; offset < limit; offset += API_PAGE_ROWS) {
    const { data, error } = await client
      .from('news_stories')
      .select('id,slug,title,published_at,updated_at')
      .eq('status', 'published')
      .gte('published_at', from.toISOString())
      .lt('published_at', until.toISOString())
      .order('published_at', { ascending: false })
      .order('id', { ascending: true })
      .range(offset, Math.min(offset + API_PAGE_ROWS, limit) - 1);
    if (error) fail('The stories', error);
    stories.push(...(data ?? []).map(sitemapStory));
    if ((data ?? []).length < API_PAGE_ROWS) break;
  }
  return stories;
}

/** A month's stories (`month` as YYYY-MM, UTC), for its child sitemap. */
export function fetchMonthStories(month: string, client: PortalClient = getSupabase()): Promise<SitemapStory[]> {
  const from = new Date(`${month}-01T00:00:00Z`);
  const until = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  // A month not yet over ends now: scheduled stories are not public before their time.
  const end = until.getTime() > Date.now() ? new Date() : until;
  return storiesBetween(client, from, end, SITEMAP_URL_LIMIT);
}

/** The last 48 hours' stories, for the Google News sitemap. */
export function fetchNewsStories(now = new Date(), client: PortalClient = getSupabase()): Promise<SitemapStory[]> {
  return storiesBetween(client, new Date(now.getTime() - NEWS_WINDOW_MS), now, NEWS_SITEMAP_LIMIT);
}

export interface CreditSitemapPage {
  kind: 'author' | 'topic';
  slug: string;
  lastModified: string;
}

/** Author and topic pages with published stories (credit_pages), for their child sitemap. */
export async function fetchCreditPages(client: PortalClient = getSupabase()): Promise<CreditSitemapPage[]> {
  const { data, error } = await client.rpc('credit_pages');
  if (error) fail('The author and topic pages', error);
  return (data ?? []).flatMap((row) =>
    row.kind === 'author' || row.kind === 'topic'
      ? [{ kind: row.kind, slug: row.slug, lastModified: new Date(row.last_modified).toISOString() }]
      : [],
  );
}

import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isSlug, mapAuthorRow, mapCredits, type Author, type Credit } from '../model/credit.ts';
import { mapStoryRows, type NewsStoryRow, type Story } from '../model/story.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { storyListAffected } from '../realtime/storyChanges.ts';
import { usePublicationClock } from '../realtime/usePublicationClock.ts';
import { useRealtimeInvalidation } from '../realtime/useRealtimeInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { duePublishedFilter } from './duePublished.ts';
import { failLoad } from './loadError.ts';
import { STORIES_LOAD_ERROR } from './publishedStories.ts';
import { STORY_CARD_COLUMNS } from './storyColumns.ts';
import { CATEGORY_PAGE_SIZE } from './useCategoryStories.ts';

/** /author/{slug} or /topic/{slug} (docs/product/authors-and-topics.md). */
export type CreditKind = 'author' | 'topic';

export interface CreditPage<K extends CreditKind = CreditKind> {
  /** The author or tag; null when no row has the slug (the 404 page). */
  subject: (K extends 'author' ? Author : Credit) | null;
  stories: Story[];
  hasNextPage: boolean;
}

const SOURCES = {
  author: {
    table: 'authors',
    columns: 'id,name,slug,bio,photo_url,role_title,links',
    rpc: 'author_stories',
    arg: 'author_slug',
  },
  topic: { table: 'tags', columns: 'id,name,slug', rpc: 'topic_stories', arg: 'topic_slug' },
} as const;

async function fetchSubject<K extends CreditKind>(kind: K, slug: string, client: PortalClient) {
  const source = SOURCES[kind];
  const { data, error } = await client.from(source.table).select(source.columns).eq('slug', slug).maybeSingle();
  if (error) failLoad(STORIES_LOAD_ERROR, error);
  if (!data) return null;
  return (kind === 'author' ? mapAuthorRow(data) : (mapCredits([data])[0] ?? null)) as CreditPage<K>['subject'];
}

/** One page of the author's or topic's published, due stories, newest first (one row more to know if another follows). */
async function fetchStories(kind: CreditKind, slug: string, page: number, client: PortalClient) {
  const source = SOURCES[kind];
  const from = (page - 1) * CATEGORY_PAGE_SIZE;
  const { data, error } = await client
    .rpc(source.rpc, { [source.arg]: slug } as never)
    .select(STORY_CARD_COLUMNS)
    .eq('status', 'published')
    .or(duePublishedFilter())
    .order('published_at', { ascending: false, nullsFirst: false })
    .order('created_at', { ascending: false })
    .range(from, from + CATEGORY_PAGE_SIZE);
  if (error) failLoad(STORIES_LOAD_ERROR, error);
  return mapStoryRows(data as NewsStoryRow[] | null);
}

/** The subject and one page of its stories, asked together; a slug that cannot exist asks nothing. */
export async function fetchCreditPage<K extends CreditKind>(
  kind: K,
  slug: string,
  page: number,
  client: PortalClient = getSupabase(),
): Promise<CreditPage<K>> {
  if (!isSlug(slug)) return { subject: null, stories: [], hasNextPage: false };
  const [subject, stories] = await Promise.all([
    fetchSubject(kind, slug, client),
    fetchStories(kind, slug, page, client),
  ]);
  return { subject, stories: stories.slice(0, CATEGORY_PAGE_SIZE), hasNextPage: stories.length > CATEGORY_PAGE_SIZE };
}

export function creditPageQuery<K extends CreditKind>(kind: K, slug: string, page: number, client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.creditStories(kind, slug, page),
    queryFn: () => fetchCreditPage(kind, slug, page, client),
    meta: { errorMessage: STORIES_LOAD_ERROR },
  });
}

/**
 * An author's or topic's page, refreshed when a story it shows changes (a story joining it is a
 * change of story_authors/story_tags, which purges the cached page; an open page sees it on reload).
 */
export function useCreditPage<K extends CreditKind>(
  kind: K,
  slug: string,
  page: number | null,
): UseQueryResult<CreditPage<K>, Error> {
  const key = queryKeys.creditStories(kind, slug, page ?? 1);
  useRealtimeInvalidation(
    'news_stories',
    key,
    storyListAffected({ limit: CATEGORY_PAGE_SIZE, categories: [], laterPage: (page ?? 1) > 1 }),
  );
  usePublicationClock(key);
  return useQuery({ ...creditPageQuery(kind, slug, page ?? 1), enabled: page !== null });
}

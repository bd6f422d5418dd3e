import { failLoad, getSupabase, useRealtimeInvalidation, type PortalClient } from '@newsroom/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { editorKeys } from '../../lib/editorKeys.ts';
import { pageRange, type ListPage } from '../../lib/listPage.ts';
import { containsPattern, hasSearchableText } from '../../lib/searchText.ts';
import { mapEditorStoryItems, type EditorStoryItem } from './editorStory.ts';
import { whereStatus } from '../../lib/editorialStatus.ts';
import { queryFilters, type ListFilters } from '../../lib/listFilters.ts';

export const EDITOR_STORIES_LOAD_ERROR = 'Failed to load stories';

/** What a list row shows: never the body, nor the generated search_vector. */
export const STORY_LIST_COLUMNS =
  'id, title, author, category, status, published_at, created_at, is_featured, view_count';

/** PostgREST's answer to a page past the end of the list (a stale ?page=, the last row deleted). */
const PAST_THE_END = 'PGRST103';

/** The stories matching `filters` (normalized), with their exact count; `head` asks for the count alone. */
function storiesMatching(client: PortalClient, filters: ListFilters, now: Date, head = false) {
  let query = client.from('news_stories').select(STORY_LIST_COLUMNS, { count: 'exact', head });
  if (filters.search)
    query = query.textSearch('search_vector', filters.search, { type: 'websearch', config: 'english' });
  query = whereStatus(query, filters.status, now);
  if (filters.category) query = query.eq('category', filters.category);
  if (filters.author) query = query.ilike('author', containsPattern(filters.author));
  return query;
}

/**
 * One page of the stories an editor may see (drafts and scheduled too), newest created first, and
 * how many match in all. A search with no letter or digit cannot match a word: no request is made.
 */
export async function fetchEditorStoryPage(
  filters: ListFilters,
  client: PortalClient = getSupabase(),
  now: Date = new Date(),
): Promise<ListPage<EditorStoryItem>> {
  const wanted = queryFilters(filters);
  if (wanted.search && !hasSearchableText(wanted.search)) return { items: [], total: 0 };
  const [from, to] = pageRange(wanted.page);
  const { data, error, count } = await storiesMatching(client, wanted, now)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (error?.code === PAST_THE_END) {
    // No rows there: the count alone tells the list which page is the last.
    const counted = await storiesMatching(client, wanted, now, true);
    if (counted.error) failLoad(EDITOR_STORIES_LOAD_ERROR, counted.error);
    return { items: [], total: counted.count ?? 0 };
  }
  if (error) failLoad(EDITOR_STORIES_LOAD_ERROR, error);
  return { items: mapEditorStoryItems(data, now), total: count ?? 0 };
}

/** One page of the console's story list; the page on screen stays while the next one loads. */
export function editorStoriesQuery(filters: ListFilters) {
  const wanted = queryFilters(filters);
  return queryOptions({
    queryKey: editorKeys.storyList(wanted),
    queryFn: () => fetchEditorStoryPage(wanted),
    placeholderData: keepPreviousData,
    meta: { errorMessage: EDITOR_STORIES_LOAD_ERROR },
  });
}

/** The console's story list, refreshed on realtime changes of news_stories (throttled: decision 133). */
export function useEditorStories(filters: ListFilters) {
  useRealtimeInvalidation('news_stories', editorKeys.storyLists);
  return useQuery(editorStoriesQuery(filters));
}

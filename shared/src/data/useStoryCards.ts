import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isRowId } from '../model/rowId.ts';
import { mapStoryRows, type NewsStoryRow, type Story } from '../model/story.ts';
import { queryKeys } from '../query/queryKeys.ts';
import type { ChangeAffects } from '../realtime/storyChanges.ts';
import { useRealtimeInvalidation } from '../realtime/useRealtimeInvalidation.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { duePublishedFilter } from './duePublished.ts';
import { failLoad } from './loadError.ts';
import { STORIES_LOAD_ERROR } from './publishedStories.ts';
import { STORY_CARD_COLUMNS } from './storyColumns.ts';

/** At most this many ids are looked up at once (a document's related-story cards, a feed's). */
export const STORY_CARDS_LIMIT = 100;

/** The distinct row ids, sorted (one query key per set, whatever the order the document names them). */
function cardIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter(isRowId))].sort().slice(0, STORY_CARDS_LIMIT);
}

/**
 * The published, due stories among `ids`, as cards, in one query: what a story document's
 * related-story cards show (their current headline and image). A draft, a scheduled or a deleted
 * story is simply not among them.
 */
export async function fetchStoryCards(ids: readonly string[], client: PortalClient = getSupabase()): Promise<Story[]> {
  const wanted = cardIds(ids);
  if (wanted.length === 0) return [];
  const { data, error } = await client
    .from('news_stories')
    .select(STORY_CARD_COLUMNS)
    .in('id', wanted)
    .eq('status', 'published')
    .or(duePublishedFilter());
  if (error) failLoad(STORIES_LOAD_ERROR, error);
  return mapStoryRows(data as NewsStoryRow[] | null);
}

export function storyCardsQuery(ids: readonly string[], client?: PortalClient) {
  const wanted = cardIds(ids);
  return queryOptions({
    queryKey: queryKeys.storyCards(wanted),
    queryFn: () => fetchStoryCards(wanted, client),
    meta: { errorMessage: STORIES_LOAD_ERROR },
  });
}

/** A change of one of the named stories (retitled, published, unpublished, deleted). */
function namedStoryAffected(ids: readonly string[]): ChangeAffects {
  const named = new Set(ids);
  return (change) =>
    [change.new, change.old].some(
      (row) => typeof row === 'object' && row !== null && named.has(String((row as { id?: unknown }).id)),
    );
}

/** The cards of the stories a document names, refreshed when one of them changes; none asked for: none fetched. */
export function useStoryCards(ids: readonly string[]): UseQueryResult<Story[], Error> {
  const query = storyCardsQuery(ids);
  useRealtimeInvalidation('news_stories', query.queryKey, namedStoryAffected(cardIds(ids)));
  return useQuery({ ...query, enabled: query.queryKey.length > 2 });
}

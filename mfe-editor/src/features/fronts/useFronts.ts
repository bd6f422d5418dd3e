import { failLoad, getSupabase, type Edition, type Json } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toWorkingFront, type WorkingCard, type WorkingFront } from './workingFront.ts';

const LOAD_FAILED = 'Failed to load the front.';

export const frontKeys = {
  all: ['fronts', 'editor'] as const,
  editing: (edition: Edition) => ['fronts', 'editor', 'editing', edition] as const,
  history: (edition: Edition) => ['fronts', 'editor', 'history', edition] as const,
  newestStories: ['stories', 'editor', 'fronts-newest'] as const,
};

/** The edition's newest version (or the one named) as a working front; null when it has none. */
export async function fetchEditingFront(edition: Edition, version?: number): Promise<WorkingFront | null> {
  const { data, error } = await getSupabase().rpc('front_for_editing', { edition, version });
  if (error) failLoad(LOAD_FAILED, error);
  return data ? toWorkingFront(data as unknown as Parameters<typeof toWorkingFront>[0]) : null;
}

/**
 * The working front's source. Never refetched by itself (focus, reconnect): the tab's changes live
 * in the page, and a newer version is loaded only when the editor asks (or after their publish).
 */
export function useEditingFront(edition: Edition) {
  return useQuery({
    queryKey: frontKeys.editing(edition),
    queryFn: () => fetchEditingFront(edition),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { errorMessage: LOAD_FAILED },
  });
}

export interface FrontVersion {
  version: number;
  published_at: string | null;
  created_at: string;
  published_by: string | null;
  scheduled_for: string | null;
  /** scheduled: goes live at published_at; cancelled: was scheduled, then cancelled or replaced. */
  state: 'published' | 'scheduled' | 'cancelled' | 'draft';
}

export function useFrontHistory(edition: Edition) {
  return useQuery({
    queryKey: frontKeys.history(edition),
    queryFn: async (): Promise<FrontVersion[]> => {
      const { data, error } = await getSupabase().rpc('front_history', { edition });
      if (error) failLoad('Failed to load the front’s history.', error);
      return (data ?? []) as FrontVersion[];
    },
  });
}

export type StoryChoice = Pick<WorkingCard, 'story_id' | 'story_title' | 'live'>;

/** The fewest characters worth a search (as the link dialog's). */
export const MIN_SEARCH = 2;

interface StoryRow {
  id: string;
  title: string;
  status: string;
  published_at: string | null;
}

const toChoice = (now: number) => (row: StoryRow) => ({
  story_id: row.id,
  story_title: row.title,
  live: row.status === 'published' && !!row.published_at && Date.parse(row.published_at) <= now,
});

/** `text` as an ilike pattern matching it anywhere, its wildcards taken literally. */
const likePattern = (text: string) => `%${text.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Stories of every status, newest first: all of them, or those whose headline holds `text` (the
 * link dialog's search, drafts and scheduled ones too: a story placed before it is live appears
 * once it is).
 */
async function fetchStories(text: string): Promise<StoryChoice[]> {
  let query = getSupabase().from('news_stories').select('id, title, status, published_at');
  if (text) query = query.ilike('title', likePattern(text));
  const { data, error } = await query.order('created_at', { ascending: false }).limit(10);
  if (error) failLoad('Failed to load the stories.', error);
  return (data ?? []).map(toChoice(Date.now()));
}

export function useNewestStories() {
  return useQuery({ queryKey: frontKeys.newestStories, queryFn: () => fetchStories('') });
}

export function useStorySearch(text: string) {
  const wanted = text.trim();
  return useQuery({
    queryKey: [...frontKeys.newestStories, wanted],
    queryFn: () => fetchStories(wanted),
    enabled: wanted.length >= MIN_SEARCH,
    staleTime: 30_000,
  });
}

const refreshFront = (queryClient: ReturnType<typeof useQueryClient>, edition: Edition) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: frontKeys.editing(edition) }),
    queryClient.invalidateQueries({ queryKey: frontKeys.history(edition) }),
  ]);

export interface PublishVariables {
  edition: Edition;
  base: number;
  containers: unknown;
  /** An ISO instant to publish at (a scheduled change), or undefined for now. */
  publishAt?: string;
}

/**
 * Publishes the working front as a new version; publish_front refuses (PT409) when another one was
 * published since `base` was loaded. The raw database error is kept for frontRefusal to place.
 */
export function usePublishFront() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ edition, base, containers, publishAt }: PublishVariables): Promise<number> => {
      const { data, error } = await getSupabase().rpc('publish_front', {
        edition,
        containers: containers as Json,
        base_version: base,
        publish_at: publishAt,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (_version, { edition }) => refreshFront(queryClient, edition),
  });
}

/** Cancels a scheduled version before it goes live (cancel_front_schedule: 22023 once it has). */
export function useCancelSchedule(edition: Edition) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) => {
      const { error } = await getSupabase().rpc('cancel_front_schedule', { edition, version });
      if (error) throw new Error(error.message);
    },
    onSettled: () => refreshFront(queryClient, edition),
  });
}

import { getSupabase, useRealtimeInvalidation, type TableChange } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The desk's tables of remarks on a story: editorial comments (decision 184), notes on a passage (196). */
export type StoryThreadTable = 'story_comments' | 'story_passage_notes';

/** A story's remarks are a desk's handful, not a forum: one page holds them all. */
const THREAD_LOADED = 500;

export interface StoryThreadOptions<Row, Item> {
  table: StoryThreadTable;
  storyId: string;
  columns: string;
  toItem: (row: Row) => Item;
  /** Said when the list cannot be read. */
  loadError: string;
  /** Said when a write fails without the database's own words. */
  saveError: string;
}

/** A change to this story's rows (a delete carries only the id: reloading costs one query). */
const affectsStory = (storyId: string) => (change: TableChange) => {
  const row = (change.eventType === 'DELETE' ? change.old : change.new) as { story_id?: string };
  return row.story_id === undefined || row.story_id === storyId;
};

/**
 * A story's remarks kept live (the table is the truth), with the writes both kinds share: resolve
 * (or reopen) and delete. `write` runs a kind's own write and reloads; the database's own words
 * say what it refused.
 */
export function useStoryThread<Row, Item>({
  table,
  storyId,
  columns,
  toItem,
  loadError,
  saveError,
}: StoryThreadOptions<Row, Item>) {
  const queryClient = useQueryClient();
  const key = ['editor', table, storyId] as const;
  const list = useQuery({
    queryKey: key,
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from(table)
        .select(columns)
        .eq('story_id', storyId)
        .order('created_at', { ascending: true })
        .limit(THREAD_LOADED);
      if (error) throw new Error(loadError, { cause: error });
      return ((data ?? []) as Row[]).map(toItem);
    },
  });
  useRealtimeInvalidation(table, key, affectsStory(storyId));
  const settle = (result: { error: { message: string } | null }) => {
    if (result.error) throw new Error(result.error.message || saveError, { cause: result.error });
  };
  const useWrite = <Input>(run: (input: Input) => PromiseLike<{ error: { message: string } | null }>) =>
    useMutation({
      mutationFn: async (input: Input) => settle(await run(input)),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    });
  const resolve = useWrite(({ id, resolved }: { id: string; resolved: boolean }) =>
    getSupabase()
      .from(table)
      .update({ resolved_at: resolved ? new Date().toISOString() : null })
      .eq('id', id),
  );
  const remove = useWrite((id: string) => getSupabase().from(table).delete().eq('id', id));
  return { list, resolve, remove, useWrite };
}

import { getSupabase, useRealtimeInvalidation, type TableChange } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PassageAnchor } from './passageAnchors.ts';
import { NOTE_COLUMNS, noteOf, type PassageNote, type PassageNoteRow } from './passageNotes.ts';

const notesKey = (storyId: string) => ['editor', 'passage-notes', storyId] as const;

/** A story's notes are a desk's handful, not a forum: one page holds them all. */
const NOTES_LOADED = 500;

async function fetchNotes(storyId: string): Promise<PassageNote[]> {
  const { data, error } = await getSupabase()
    .from('story_passage_notes')
    .select(NOTE_COLUMNS)
    .eq('story_id', storyId)
    .order('created_at', { ascending: true })
    .limit(NOTES_LOADED);
  if (error) throw new Error('The notes could not be loaded.', { cause: error });
  return (data ?? []).map((row) => noteOf(row as PassageNoteRow));
}

/** The database's own words (decision 196) say what was refused. */
function failure(error: { message: string } | null): void {
  if (error) throw new Error(error.message || 'The note was not saved. Please try again.', { cause: error });
}

/** A change to this story's notes (a delete carries only the id: reloading costs one query). */
const affectsStory = (storyId: string) => (change: TableChange) => {
  const row = (change.eventType === 'DELETE' ? change.old : change.new) as Partial<PassageNoteRow>;
  return row.story_id === undefined || row.story_id === storyId;
};

export interface NoteInput extends PassageAnchor {
  body: string;
}

/** A story's notes on passages, kept live (the table is the truth), and the writes the panel offers. */
export function usePassageNotes(storyId: string) {
  const queryClient = useQueryClient();
  const key = notesKey(storyId);
  const notes = useQuery({ queryKey: key, queryFn: () => fetchNotes(storyId) });
  useRealtimeInvalidation('story_passage_notes', key, affectsStory(storyId));
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const table = () => getSupabase().from('story_passage_notes');

  const add = useMutation({
    mutationFn: async ({ body, anchorFrom, anchorTo, quote }: NoteInput) =>
      failure(
        (await table().insert({ story_id: storyId, anchor_from: anchorFrom, anchor_to: anchorTo, quote, body })).error,
      ),
    onSuccess: reload,
  });
  const resolve = useMutation({
    mutationFn: async ({ id, resolved }: { id: string; resolved: boolean }) =>
      failure(
        (
          await table()
            .update({ resolved_at: resolved ? new Date().toISOString() : null })
            .eq('id', id)
        ).error,
      ),
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => failure((await table().delete().eq('id', id)).error),
    onSuccess: reload,
  });
  return { notes, add, resolve, remove };
}

import { getSupabase } from '@newsroom/shared';
import { useStoryThread } from '../../../lib/useStoryThread.ts';
import type { PassageAnchor } from './passageAnchors.ts';
import { NOTE_COLUMNS, noteOf, type PassageNoteRow } from './passageNotes.ts';

export interface NoteInput extends PassageAnchor {
  body: string;
}

/** A story's notes on passages, kept live (the table is the truth), and the writes the panel offers. */
export function usePassageNotes(storyId: string) {
  const thread = useStoryThread({
    table: 'story_passage_notes',
    storyId,
    columns: NOTE_COLUMNS,
    toItem: (row: PassageNoteRow) => noteOf(row),
    loadError: 'The notes could not be loaded.',
    saveError: 'The note was not saved. Please try again.',
  });
  const add = thread.useWrite(({ body, anchorFrom, anchorTo, quote }: NoteInput) =>
    getSupabase()
      .from('story_passage_notes')
      .insert({ story_id: storyId, anchor_from: anchorFrom, anchor_to: anchorTo, quote, body }),
  );
  return { notes: thread.list, add, resolve: thread.resolve, remove: thread.remove };
}

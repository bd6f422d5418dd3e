import { getSupabase, type PortalClient } from '@newsroom/shared';

/** The story left while open (decision 203): moved to the trash (by whom, when known) or deleted. */
export interface StoryEnding {
  ending: 'trashed' | 'deleted';
  byName: string | null;
}

/** The story's ending signal (story_edit_endings, staff only), or null while the story is there. */
export async function fetchStoryEnding(id: string, client: PortalClient = getSupabase()): Promise<StoryEnding | null> {
  const { data, error } = await client
    .from('story_edit_endings')
    .select('ending, ended_by_name')
    .eq('story_id', id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) return null;
  return { ending: data.ending === 'deleted' ? 'deleted' : 'trashed', byName: data.ended_by_name };
}

/**
 * What the form says once the session ended. Nothing more is saved from it (the database refuses
 * the working copy's appends and the story's saves); what was not saved stays on this device.
 */
export function endingMessage({ ending, byName }: StoryEnding): string {
  if (ending === 'deleted') {
    return 'This story was deleted — editing has ended. Changes not saved before it was deleted could not be kept.';
  }
  const by = byName ? ` by ${byName}` : '';
  return `This story was moved to the trash${by} — editing has ended. Restore it from the Trash tab to edit it again: everything saved is restored with it, and changes not yet saved stay on this device and are offered back when you open it.`;
}

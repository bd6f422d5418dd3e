import { correctionText, getSupabase } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { editorKeys } from '../../lib/editorKeys.ts';
import type { StoryFormValues } from './storyFormSchema.ts';
import { storySearchOf, storyTextOf, type StorySearchColumns, type StoryTextColumns } from './storyValues.ts';

export interface StoryRevision {
  id: string;
  version: number;
  editorEmail: string | null;
  createdAt: string;
  /** The revision's text, image, search and social fields: what a restore puts in the form. */
  values: RevisionValues;
  /** The corrections and clarifications saved with this version ("Correction: …"). */
  notes: string[];
  /** Who edited the working copy for this version, then who saved it, by their names then (decision 201). */
  contributors: string[];
}

export interface RevisionRow extends StoryTextColumns, StorySearchColumns {
  id: string;
  version: number;
  editor_email: string | null;
  created_at: string;
  is_featured: boolean;
  contributor_names?: string[] | null;
  story_corrections?: { kind: string; note: string }[] | null;
}

export type RevisionValues = StoryFormValues;

/** The form's values of a saved version (its focal point is not kept: see storyTextOf). */
export function revisionValues(row: RevisionRow): RevisionValues {
  return { ...storyTextOf(row), ...storySearchOf(row), isFeatured: row.is_featured };
}

async function fetchRevisions(storyId: string): Promise<StoryRevision[]> {
  const { data, error } = await getSupabase()
    .from('story_revisions')
    .select(
      'id, version, editor_email, created_at, title, summary, body, author, category, read_time, image_url, image_alt, image_caption, image_author, is_featured, standfirst, seo_title, seo_description, social_title, social_image_url, read_time_auto, contributor_names, story_corrections(kind, note)',
    )
    .eq('story_id', storyId)
    .order('version', { ascending: false })
    .limit(100);
  if (error) throw new Error(error.message, { cause: error });
  return ((data ?? []) as RevisionRow[]).map((row) => ({
    id: row.id,
    version: row.version,
    editorEmail: row.editor_email,
    createdAt: row.created_at,
    values: revisionValues(row),
    contributors: row.contributor_names ?? [],
    notes: (row.story_corrections ?? []).map((note) =>
      correctionText({ kind: note.kind === 'clarification' ? 'clarification' : 'correction', note: note.note }),
    ),
  }));
}

/** Saved versions of one story, newest first (written by the database on every save). */
export function useStoryRevisions(storyId: string | null) {
  return useQuery({
    queryKey: editorKeys.storyRevisions(storyId ?? 'none'),
    queryFn: () => fetchRevisions(storyId ?? ''),
    enabled: storyId !== null,
    meta: { errorMessage: 'Failed to load revisions' },
  });
}

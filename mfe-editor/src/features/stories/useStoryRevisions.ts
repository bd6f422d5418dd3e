import { getSupabase } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { editorKeys } from '../../lib/editorKeys.ts';
import type { StoryFormValues } from './storyFormSchema.ts';

export interface StoryRevision {
  id: string;
  version: number;
  editorEmail: string | null;
  createdAt: string;
  values: StoryFormValues;
}

interface RevisionRow {
  id: string;
  version: number;
  editor_email: string | null;
  created_at: string;
  title: string;
  summary: string;
  author: string;
  category: string;
  read_time: string;
  image_url: string | null;
  image_alt: string | null;
  image_caption: string | null;
  image_author: string | null;
  is_featured: boolean;
}

export function revisionValues(row: RevisionRow): StoryFormValues {
  return {
    title: row.title,
    summary: row.summary,
    author: row.author,
    readTime: row.read_time,
    category: row.category,
    imageUrl: row.image_url ?? '',
    imageAlt: row.image_alt ?? '',
    imageCaption: row.image_caption ?? '',
    imageAuthor: row.image_author ?? '',
    // Revisions keep no focal point (decision 153): a restored image is cropped at its centre.
    imageFocal: null,
    isFeatured: row.is_featured,
  };
}

async function fetchRevisions(storyId: string): Promise<StoryRevision[]> {
  const { data, error } = await getSupabase()
    .from('story_revisions')
    .select(
      'id, version, editor_email, created_at, title, summary, author, category, read_time, image_url, image_alt, image_caption, image_author, is_featured',
    )
    .eq('story_id', storyId)
    .order('version', { ascending: false })
    .limit(100);
  if (error) throw new Error(error.message, { cause: error });
  return (data ?? []).map((row) => ({
    id: row.id,
    version: row.version,
    editorEmail: row.editor_email,
    createdAt: row.created_at,
    values: revisionValues(row),
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

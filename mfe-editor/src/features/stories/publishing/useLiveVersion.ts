import type { StoryWorkingCopy } from '@newsroom/shared/coedit';
import { toast } from '@newsroom/shared';
import { useEffect, useMemo, useState } from 'react';
import { editorialStatus } from '../../../lib/editorialStatus.ts';
import { EditConflictError } from '../../../lib/saveErrors.ts';
import { storySchema } from '../body/storySchema.ts';
import { useCopySavedVersion } from '../coedit/useCopySavedVersion.ts';
import type { EditorStory } from '../editorStory.ts';
import type { StoryFormValues } from '../storyFormSchema.ts';
import { valuesOf } from '../storyValues.ts';
import { fetchEditorStory } from '../useEditorStory.ts';
import { changesSincePublished } from './publishedChanges.ts';

export interface LiveVersionOptions {
  /** The story as the form opened it; null for a new story. */
  story: EditorStory | null;
  /** The story as saved now, followed live. */
  current: EditorStory | null;
  copy: StoryWorkingCopy | null;
  /** The version the form's next save is checked against. */
  baseVersion: number | null;
  /** Moves the form's base to a version that holds its work (a colleague published the copy). */
  onAdopt: (version: number) => void;
}

export const ALREADY_PUBLISHED_MESSAGE = 'This update was already published by a colleague.';

/**
 * The live story beside its working copy (issue 50, item 3): what readers see now, and a publish
 * of the shared copy by a colleague's console taken as this form's base, so its next Publish
 * update is not refused as a conflict with words it shares.
 */
export function useLiveVersion({ story, current, copy, baseVersion, onAdopt }: LiveVersionOptions) {
  const liveRow = current ?? story;
  const published = useMemo(
    () => (liveRow && editorialStatus(liveRow) === 'published' ? valuesOf(liveRow) : null),
    [liveRow],
  );
  const copyVersion = useCopySavedVersion(copy?.doc ?? null);
  const [adoptedVersion, setAdoptedVersion] = useState<number | null>(null);

  useEffect(() => {
    if (!current || baseVersion === null || copyVersion === null) return;
    // The copy says it was saved as the version now live: the form's shared text is that version's.
    if (current.version > baseVersion && copyVersion >= current.version) {
      onAdopt(current.version);
      setAdoptedVersion(current.version);
    }
  }, [current, baseVersion, copyVersion, onAdopt]);

  /**
   * A Publish update refused as a conflict whose words a colleague's publish already holds (two
   * clicks at once): the story is published once, and this form is told so instead of a conflict.
   */
  const alreadyPublished = async (error: Error, mine: StoryFormValues): Promise<boolean> => {
    if (!(error instanceof EditConflictError) || !story) return false;
    const row = await fetchEditorStory(story.id).catch(() => null);
    if (!row || editorialStatus(row) !== 'published') return false;
    if (changesSincePublished(valuesOf(row), mine, storySchema()).length > 0) return false;
    onAdopt(row.version);
    toast.success(ALREADY_PUBLISHED_MESSAGE);
    return true;
  };

  return { published, adoptedVersion, alreadyPublished };
}

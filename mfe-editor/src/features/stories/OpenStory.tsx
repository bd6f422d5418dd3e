import { LoadFailure } from '@newsroom/shared';
import { useState } from 'react';
import type { EditorStory } from './editorStory.ts';
import { Muted } from '../../components/consoleKit.styles.ts';
import { StoryEditor } from './StoryEditor.tsx';
import { ItemGone } from '../../components/ItemGone.tsx';
import { useEditorStory } from './useEditorStory.ts';

/** The ?story= value of a story not yet saved. */
export const NEW_STORY = 'new';

export interface OpenStoryProps {
  /** NEW_STORY or a story's id. */
  id: string;
  onClose: () => void;
}

function OpenSavedStory({ id, onClose }: OpenStoryProps) {
  const story = useEditorStory(id);
  // The form keeps the story as it was when opened; later saves by others must not move its base
  // (they come in as `current`, and the form says the story changed).
  const [opened, setOpened] = useState<EditorStory | null>(story.data ?? null);
  if (!opened && story.data) setOpened(story.data);
  const base = opened ?? story.data ?? null;

  if (base) return <StoryEditor story={base} current={story.data ?? null} onClose={onClose} />;
  if (story.data === null) return <ItemGone thing="story" list="stories" onBack={onClose} />;
  if (story.error) return <LoadFailure message={story.error.message} onRetry={() => void story.refetch()} />;
  return <Muted role="status">Loading the story…</Muted>;
}

/**
 * A new story's form, or a saved story's, read by its id whatever its age: a link to any story
 * (?tab=stories&story=<id>) opens it, not only those on the list's first pages.
 */
export function OpenStory({ id, onClose }: OpenStoryProps) {
  if (id === NEW_STORY) return <StoryEditor story={null} current={null} onClose={onClose} />;
  return <OpenSavedStory id={id} onClose={onClose} />;
}

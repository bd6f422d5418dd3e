import { useRealtimeInvalidation } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchStoryEnding, type StoryEnding } from './storyEnding.ts';

// Apart from the story's key: every story change reloads that one, and need not reload this.
const endingKey = (id: string) => ['editor', 'story-ending', id] as const;

/**
 * Whether the open story went to the trash or was deleted, followed live: the consoles are never
 * sent the trashed row itself (they may not read it), so the database signals it apart.
 */
export function useStoryEnding(id: string | null): StoryEnding | null {
  useRealtimeInvalidation('story_edit_endings', endingKey(id ?? ''));
  const ending = useQuery({
    queryKey: endingKey(id ?? ''),
    queryFn: () => fetchStoryEnding(id ?? ''),
    enabled: id !== null,
  });
  return ending.data ?? null;
}

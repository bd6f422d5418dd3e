import { LoadFailure } from '@newsroom/shared';
import { scheduleFor, scheduledAt } from './schedule.ts';
import { Muted } from '../../components/consoleKit.styles.ts';
import { ItemGone } from '../../components/ItemGone.tsx';
import { StoryPreview } from './StoryPreview.tsx';
import { readerStoryOf, valuesOf } from './storyValues.ts';
import { useEditorStory } from './useEditorStory.ts';

/** A saved draft or scheduled story as readers will see it: read whole by id (the list has no body). */
export function SavedStoryPreview({ id, onBack }: { id: string; onBack: () => void }) {
  const story = useEditorStory(id);
  if (story.data) {
    const schedule = scheduleFor(story.data.status, story.data.publishedAt);
    return (
      <StoryPreview
        story={readerStoryOf(valuesOf(story.data), schedule, story.data)}
        publishesAt={schedule.isScheduled ? scheduledAt(schedule) : null}
        onBack={onBack}
        backLabel="Back to stories"
      />
    );
  }
  if (story.data === null) return <ItemGone thing="story" list="stories" onBack={onBack} />;
  if (story.error) return <LoadFailure message={story.error.message} onRetry={() => void story.refetch()} />;
  return <Muted role="status">Loading the story…</Muted>;
}

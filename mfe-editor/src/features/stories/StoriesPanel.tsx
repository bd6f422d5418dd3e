import { Button } from '@newsroom/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ConsolePanelProps } from '../console/consoleTabs.ts';
import { type EditorStory } from './editorStory.ts';
import { scheduleFor, scheduledAt } from './schedule.ts';
import { Muted } from './StoriesPanel.styles.ts';
import { StoryEditor } from './StoryEditor.tsx';
import { StoryList } from './StoryList.tsx';
import { StoryPreview } from './StoryPreview.tsx';
import { readerStoryOf, valuesOf } from './storyValues.ts';
import { useEditorStories } from './useEditorStories.ts';

/** ?story=new or ?story=<id> opens the form, so a reload comes back to it (and its local draft). */
const STORY_PARAM = 'story';

function OpenStory({ id, stories, onClose }: { id: string; stories: readonly EditorStory[]; onClose: () => void }) {
  const current = stories.find((story) => story.id === id) ?? null;
  // The form keeps the story as it was when opened; later saves by others must not move its base.
  const [opened] = useState(current);
  if (id !== 'new' && !opened) {
    return (
      <Muted>
        This story does not exist (it may have been deleted).{' '}
        <Button $size="sm" $variant="secondary" onClick={onClose}>
          Back to stories
        </Button>
      </Muted>
    );
  }
  return <StoryEditor story={opened} current={current} onClose={onClose} />;
}

/** The Stories tab: the list, or one story's form, or a saved story's preview. */
export function StoriesPanel({ isAdmin }: ConsolePanelProps) {
  const [params, setParams] = useSearchParams();
  const { data: stories = [] } = useEditorStories();
  const [preview, setPreview] = useState<EditorStory | null>(null);
  const openId = params.get(STORY_PARAM);

  const open = (id: string) => setParams({ tab: 'stories', [STORY_PARAM]: id });
  const close = () => setParams({ tab: 'stories' });

  if (openId) return <OpenStory key={openId} id={openId} stories={stories} onClose={close} />;
  if (preview) {
    const schedule = scheduleFor(preview.status, preview.publishedAt);
    return (
      <StoryPreview
        story={readerStoryOf(valuesOf(preview), schedule, preview)}
        publishesAt={schedule.isScheduled ? scheduledAt(schedule) : null}
        onBack={() => setPreview(null)}
        backLabel="Back to stories"
      />
    );
  }
  return (
    <StoryList stories={stories} isAdmin={isAdmin} onNew={() => open('new')} onEdit={open} onPreview={setPreview} />
  );
}

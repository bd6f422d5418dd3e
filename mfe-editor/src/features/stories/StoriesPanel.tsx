import { Button } from '@newsroom/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ConsolePanelProps } from '../console/consoleTabs.ts';
import { TipDetail } from '../tips/TipDetail.tsx';
import { TipsButton } from '../tips/TipsButton.tsx';
import { TipsInbox } from '../tips/TipsInbox.tsx';
import { useStoryTips } from '../tips/useStoryTips.ts';
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
/** ?view=tips shows the story-tips inbox; ?tip=<id> one tip. */
const VIEW_PARAM = 'view';
const TIP_PARAM = 'tip';

function OpenTip({
  id,
  stories,
  onOpenStory,
  onBack,
}: {
  id: string;
  stories: readonly EditorStory[];
  onOpenStory: (storyId: string) => void;
  onBack: () => void;
}) {
  const tips = useStoryTips();
  const tip = tips.data?.find((candidate) => candidate.id === id) ?? null;
  if (!tips.data) return <Muted role="status">Loading the story tip…</Muted>;
  if (!tip) {
    return (
      <Muted>
        This story tip does not exist (it may have been deleted).{' '}
        <Button $size="sm" $variant="secondary" onClick={onBack}>
          Back to story tips
        </Button>
      </Muted>
    );
  }
  const draftExists = tip.storyId !== null && stories.some((story) => story.id === tip.storyId);
  return <TipDetail tip={tip} draftExists={draftExists} onOpenStory={onOpenStory} onBack={onBack} />;
}

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
  const showTips = () => setParams({ tab: 'stories', [VIEW_PARAM]: 'tips' });
  const tipId = params.get(TIP_PARAM);

  if (openId) return <OpenStory key={openId} id={openId} stories={stories} onClose={close} />;
  if (tipId) return <OpenTip key={tipId} id={tipId} stories={stories} onOpenStory={open} onBack={showTips} />;
  if (params.get(VIEW_PARAM) === 'tips') {
    return <TipsInbox onOpen={(id) => setParams({ tab: 'stories', [TIP_PARAM]: id })} onBack={close} />;
  }
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
    <StoryList
      stories={stories}
      isAdmin={isAdmin}
      onNew={() => open('new')}
      onEdit={open}
      onPreview={setPreview}
      extraActions={<TipsButton onClick={showTips} />}
    />
  );
}

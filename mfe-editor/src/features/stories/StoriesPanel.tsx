import { useEditorRights } from '@newsroom/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ConsolePanelProps } from '../../components/consolePanel.ts';
import { TipsButton } from './tips/TipsButton.tsx';
import { TipsInbox } from './tips/TipsInbox.tsx';
import { ErrorReportsButton } from './errorReports/ErrorReportsButton.tsx';
import { ErrorReportsInbox } from './errorReports/ErrorReportsInbox.tsx';
import { listParamsOf } from '../../lib/listFilters.ts';
import { NEW_STORY, OpenStory } from './OpenStory.tsx';
import { OpenTip } from './tips/OpenTip.tsx';
import { SavedStoryPreview } from './SavedStoryPreview.tsx';
import { StoryList } from './StoryList.tsx';
import { StoryNotices } from './workflow/StoryNotices.tsx';

/** ?story=new or ?story=<id> opens the form, so a reload comes back to it (and its local draft). */
const STORY_PARAM = 'story';
/** ?view=tips shows the story-tips inbox, ?view=reports readers' error reports; ?tip=<id> one tip. */
const VIEW_PARAM = 'view';
const TIP_PARAM = 'tip';

/** The Stories tab: the list, or one story's form, or a saved story's preview. */
export function StoriesPanel({ isAdmin }: ConsolePanelProps) {
  const [params, setParams] = useSearchParams();
  const [previewId, setPreviewId] = useState<string | null>(null);
  const openId = params.get(STORY_PARAM);
  const tipId = params.get(TIP_PARAM);
  // The list's search, filters and page stay in the URL while a story is open: closing it comes
  // back to the same page of the same list.
  const listParams = listParamsOf(params);
  // Readers' tips and error reports are read by editors and admins only (their tables' policies).
  const readsInboxes = useEditorRights().canEdit;

  const open = (id: string) => setParams({ tab: 'stories', ...listParams, [STORY_PARAM]: id });
  const close = () => setParams({ tab: 'stories', ...listParams });
  const showTips = () => setParams({ tab: 'stories', [VIEW_PARAM]: 'tips' });
  const showReports = () => setParams({ tab: 'stories', [VIEW_PARAM]: 'reports' });

  if (openId) return <OpenStory key={openId} id={openId} onClose={close} />;
  if (tipId) return <OpenTip key={tipId} id={tipId} onOpenStory={open} onBack={showTips} />;
  if (params.get(VIEW_PARAM) === 'tips') {
    return <TipsInbox onOpen={(id) => setParams({ tab: 'stories', [TIP_PARAM]: id })} onBack={close} />;
  }
  if (params.get(VIEW_PARAM) === 'reports') return <ErrorReportsInbox onOpenStory={open} onBack={close} />;
  if (previewId) return <SavedStoryPreview id={previewId} onBack={() => setPreviewId(null)} />;
  return (
    <>
      <StoryNotices onOpen={open} />
      <StoryList
        isAdmin={isAdmin}
        onNew={() => open(NEW_STORY)}
        onEdit={open}
        onPreview={setPreviewId}
        extraActions={
          readsInboxes && (
            <>
              <TipsButton onClick={showTips} />
              <ErrorReportsButton onClick={showReports} />
            </>
          )
        }
      />
    </>
  );
}

import { TipDetail } from './TipDetail.tsx';
import { useStoryTips } from './useStoryTips.ts';
import { ItemGone } from '../../../components/ItemGone.tsx';
import { Muted } from '../../../components/consoleKit.styles.ts';
import { useEditorStory } from '../useEditorStory.ts';

export interface OpenTipProps {
  id: string;
  onOpenStory: (storyId: string) => void;
  onBack: () => void;
}

/** ?tip=<id>: one story tip; "Open the draft" when the draft it led to still exists (asked by id). */
export function OpenTip({ id, onOpenStory, onBack }: OpenTipProps) {
  const tips = useStoryTips();
  const tip = tips.data?.find((candidate) => candidate.id === id) ?? null;
  const draft = useEditorStory(tip?.storyId ?? null);
  if (!tips.data) return <Muted role="status">Loading the story tip…</Muted>;
  if (!tip) {
    return <ItemGone thing="story tip" list="story tips" onBack={onBack} />;
  }
  const draftExists = draft.data !== undefined && draft.data !== null;
  return <TipDetail tip={tip} draftExists={draftExists} onOpenStory={onOpenStory} onBack={onBack} />;
}

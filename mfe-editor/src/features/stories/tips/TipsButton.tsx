import { Button } from '@newsroom/shared';
import { countTips } from './storyTip.ts';
import { useStoryTips } from './useStoryTips.ts';

/** Opens the story-tips inbox; says how many tips nobody has looked at yet. */
export function TipsButton({ onClick }: { onClick: () => void }) {
  const tips = useStoryTips();
  const fresh = tips.data ? countTips(tips.data).new : 0;
  return (
    <Button $variant="secondary" onClick={onClick}>
      Story tips{fresh > 0 ? ` (${fresh} new)` : ''}
    </Button>
  );
}

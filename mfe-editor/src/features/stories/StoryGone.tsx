import { Button } from '@newsroom/shared';
import { Muted } from '../../components/consoleKit.styles.ts';

/** A ?story= link to a story that is not there (deleted, or a mistyped id). */
export function StoryGone({ onBack }: { onBack: () => void }) {
  return (
    <Muted>
      This story does not exist (it may have been deleted).{' '}
      <Button $size="sm" $variant="secondary" onClick={onBack}>
        Back to stories
      </Button>
    </Muted>
  );
}

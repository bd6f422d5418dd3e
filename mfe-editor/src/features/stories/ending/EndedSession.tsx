import { Button } from '@newsroom/shared';
import { FormError } from '../../../components/Form.styles.ts';
import { endingMessage, type StoryEnding } from './storyEnding.ts';

export interface EndedSessionProps {
  ending: StoryEnding;
  onClose: () => void;
}

/** Said in every console on the story once it left: the form stays, read-only, to read or copy from. */
export function EndedSession({ ending, onClose }: EndedSessionProps) {
  return (
    <div>
      <FormError role="alert">{endingMessage(ending)}</FormError>
      <Button $size="sm" $variant="secondary" onClick={onClose}>
        Back to stories
      </Button>
    </div>
  );
}

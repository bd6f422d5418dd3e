import { Button } from '@newsroom/shared';
import { Notice } from '../../../components/Notice.tsx';

export interface BylineQuestionProps {
  typed: string;
  byline: string;
  onReplace: () => void;
  onKeep: () => void;
}

/** Asks before the chosen authors' byline replaces the one the editor typed (decision 168). */
export function BylineQuestion({ typed, byline, onReplace, onKeep }: BylineQuestionProps) {
  return (
    <Notice $tone="warning" role="alert">
      <p>
        Signing it by {byline} replaces the byline you typed, “{typed.trim()}”, with “{byline}”. Removing the authors
        again brings your byline back.
      </p>
      <div>
        <Button type="button" $size="sm" onClick={onReplace}>
          Use “{byline}”
        </Button>
        <Button type="button" $size="sm" $variant="secondary" onClick={onKeep}>
          Keep “{typed.trim()}”
        </Button>
      </div>
    </Notice>
  );
}

import { Button } from '@newsroom/shared';
import { Muted } from './consoleKit.styles.ts';

export interface ItemGoneProps {
  /** What the link pointed to, e.g. "photo essay". */
  thing: string;
  /** Where Back leads, e.g. "photo essays". */
  list: string;
  onBack: () => void;
}

/** A ?story=, ?essay=, ?feed= or ?tip= link to an item that is not there (deleted, or a mistyped id). */
export function ItemGone({ thing, list, onBack }: ItemGoneProps) {
  return (
    <Muted>
      This {thing} does not exist (it may have been deleted).{' '}
      <Button $size="sm" $variant="secondary" onClick={onBack}>
        Back to {list}
      </Button>
    </Muted>
  );
}

import { Button } from '@newsroom/shared';
import { format } from 'date-fns';
import { Notice } from '../components/Notice.tsx';
import type { LocalDraft } from './localDraft.ts';

export interface DraftOfferProps {
  /** The unsaved copy found on this device. */
  draft: LocalDraft<unknown>;
  /** What the form edits, e.g. "photo essay". */
  thing: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** The offer, on opening a form, of the unsaved changes this device kept (useEditorDraft's `offered`). */
export function DraftOffer({ draft, thing, onRestore, onDiscard }: DraftOfferProps) {
  return (
    <Notice $tone="info" role="region" aria-label="Unsaved changes found">
      <p>
        You have unsaved changes to this {thing} from {format(new Date(draft.savedAt), 'd MMM yyyy, HH:mm')} on this
        device.
      </p>
      <div>
        <Button $size="sm" onClick={onRestore}>
          Restore my changes
        </Button>
        <Button $size="sm" $variant="secondary" onClick={onDiscard}>
          Discard them
        </Button>
      </div>
    </Notice>
  );
}

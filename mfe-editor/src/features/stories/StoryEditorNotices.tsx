import { Button } from '@newsroom/shared';
import { Notice } from '../../components/Notice.tsx';
import { DraftOffer } from '../../drafts/DraftOffer.tsx';
import type { LocalDraft } from '../../drafts/localDraft.ts';

export interface StoryEditorNoticesProps {
  offered: LocalDraft<unknown> | null;
  onRestoreDraft: () => void;
  onDiscardDraft: () => void;
  /** Someone saved a newer version while this form was open (seen live, before any save). */
  staleOpen: boolean;
  restoredVersion: number | null;
  /** Puts back what the form held before the restore. */
  onUndoRestore: () => void;
}

/**
 * The messages at the top of the story form, each with what the editor can do about it. A refused
 * save is shown beside the save buttons instead (ConflictNotice), where the editor is looking.
 */
export function StoryEditorNotices(props: StoryEditorNoticesProps) {
  const { offered, staleOpen, restoredVersion } = props;
  return (
    <>
      {offered && (
        <DraftOffer draft={offered} thing="story" onRestore={props.onRestoreDraft} onDiscard={props.onDiscardDraft} />
      )}
      {staleOpen && (
        <Notice $tone="warning" role="status">
          <p>Someone else saved a newer version of this story while you were editing it.</p>
        </Notice>
      )}
      {restoredVersion !== null && (
        <Notice $tone="info" role="status">
          <p>Version {restoredVersion} is back in the form. Save to keep it.</p>
          <Button $size="sm" $variant="secondary" onClick={props.onUndoRestore}>
            Undo restore
          </Button>
        </Notice>
      )}
    </>
  );
}

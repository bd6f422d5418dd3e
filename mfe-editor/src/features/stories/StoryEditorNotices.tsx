import { Button } from '@newsroom/shared';
import { Notice } from '../../components/Notice.tsx';
import { DraftOffer } from '../../drafts/DraftOffer.tsx';
import type { LocalDraft } from '../../drafts/localDraft.ts';

export interface StoryEditorNoticesProps {
  offered: LocalDraft<unknown> | null;
  onRestoreDraft: () => void;
  onDiscardDraft: () => void;
  conflict: boolean;
  onOverwrite: () => void;
  /** The latest saved version is being fetched for an overwrite. */
  overwriting: boolean;
  onDiscardMine: () => void;
  /** Someone saved a newer version while this form was open (seen live, before any save). */
  staleOpen: boolean;
  restoredVersion: number | null;
  /** Puts back what the form held before the restore. */
  onUndoRestore: () => void;
}

/** The messages at the top of the story form, each with what the editor can do about it. */
export function StoryEditorNotices(props: StoryEditorNoticesProps) {
  const { offered, conflict, staleOpen, restoredVersion } = props;
  return (
    <>
      {offered && (
        <DraftOffer draft={offered} thing="story" onRestore={props.onRestoreDraft} onDiscard={props.onDiscardDraft} />
      )}
      {conflict && (
        <Notice $tone="danger" role="alert">
          <p>
            This story was changed by someone else since you opened it, so your save was refused. Your text is still
            here and nothing was overwritten.
          </p>
          <div>
            <Button $size="sm" disabled={props.overwriting} onClick={props.onOverwrite}>
              Keep my version (save replaces theirs)
            </Button>
            <Button $size="sm" $variant="secondary" onClick={props.onDiscardMine}>
              Discard my changes
            </Button>
          </div>
        </Notice>
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

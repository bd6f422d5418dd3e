import { WORKFLOW_LABELS } from '../../lib/workflowStatus.ts';
import type { useMoveCard } from './useMoveCard.ts';

export interface MoveNoticeProps {
  move: ReturnType<typeof useMoveCard>;
}

/** The last move's outcome: where the card went, or the database's reason it stayed. */
export function MoveNotice({ move }: MoveNoticeProps) {
  const asked = move.variables;
  return (
    <>
      <div aria-live="polite">
        {move.isSuccess && asked && (
          <p>
            Moved “{asked.title}” to {WORKFLOW_LABELS[move.data.workflowStatus]}.
          </p>
        )}
      </div>
      {move.isError && asked && (
        <p role="alert">
          “{asked.title}” was not moved: {move.error.message}
        </p>
      )}
    </>
  );
}

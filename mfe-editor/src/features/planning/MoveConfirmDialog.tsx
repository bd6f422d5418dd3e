import { ConfirmDialog } from '@newsroom/shared/confirm-dialog';
import type { WorkflowStatus } from '../../lib/workflowStatus.ts';
import type { CardMove } from './useMoveCard.ts';

interface MoveWording {
  title: (story: string) => string;
  body: string;
  confirmLabel: string;
  danger: boolean;
}

/** The moves readers see (or that drop the work): a drag or a Move must not make them by accident. */
const CONFIRMED: Partial<Record<WorkflowStatus, MoveWording>> = {
  published: {
    title: (story) => `Publish “${story}” now?`,
    body: 'It goes live to readers at once: its page, the home page, its category, search and the feeds.',
    confirmLabel: 'Publish',
    danger: false,
  },
  scheduled: {
    title: (story) => `Schedule “${story}”?`,
    body: 'It goes live to readers at its planned time without anyone pressing Publish.',
    confirmLabel: 'Schedule',
    danger: false,
  },
  spiked: {
    title: (story) => `Spike “${story}”?`,
    body: 'It is dropped from the desk’s work and its preview links stop working.',
    confirmLabel: 'Spike',
    danger: true,
  },
};

/** True for the moves that wait for the editor's yes. */
export const needsConfirmation = (to: WorkflowStatus): boolean => CONFIRMED[to] !== undefined;

export interface MoveConfirmDialogProps {
  /** The move waiting for an answer, or null. */
  move: CardMove | null;
  busy: boolean;
  onConfirm: (move: CardMove) => void;
  onCancel: () => void;
}

/** Asks before a card moves to Published, Scheduled or Spiked (review finding 3, decision 191). */
export function MoveConfirmDialog({ move, busy, onConfirm, onCancel }: MoveConfirmDialogProps) {
  const wording = move ? CONFIRMED[move.to] : undefined;
  return (
    <ConfirmDialog
      open={Boolean(move && wording)}
      title={move && wording ? wording.title(move.title) : ''}
      confirmLabel={wording?.confirmLabel ?? ''}
      danger={wording?.danger}
      busy={busy}
      onConfirm={() => move && onConfirm(move)}
      onCancel={onCancel}
    >
      {wording?.body}
    </ConfirmDialog>
  );
}

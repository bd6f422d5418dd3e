import { ConfirmDialog } from '@newsroom/shared/confirm-dialog';
import type { LeaveGuard } from './useLeaveGuard.ts';

export interface LeaveDialogProps {
  guard: LeaveGuard;
  /** What happens to the unsaved work if the editor leaves. */
  children: string;
}

/** Asks before an in-app navigation leaves unsaved changes behind (the guard blocked it). */
export function LeaveDialog({ guard, children }: LeaveDialogProps) {
  return (
    <ConfirmDialog
      open={guard.blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => guard.blocker.proceed?.()}
      onCancel={() => guard.blocker.reset?.()}
    >
      {children}
    </ConfirmDialog>
  );
}

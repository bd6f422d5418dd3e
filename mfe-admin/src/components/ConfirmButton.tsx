import { Button } from '@newsroom/shared';
import { ConfirmDialog } from '@newsroom/shared/confirm-dialog';
import type { ReactNode } from 'react';

export interface ConfirmButtonProps {
  /** The button's words; the dialog's confirm button says the same unless `confirmLabel` is given. */
  label: string;
  title: string;
  /** What will happen, said plainly. */
  children: ReactNode;
  confirmLabel?: string;
  /** Deleting is red on the row; ending or stepping down is a secondary button (the dialog warns). */
  variant?: 'danger' | 'secondary';
  disabled?: boolean;
  /** A name that tells one row's button from the next (it should start with `label`). */
  ariaLabel?: string;
  onConfirm: () => void;
}

/** A row's or a panel's irreversible action: the button opens shared's ConfirmDialog, which does it. */
export function ConfirmButton({
  label,
  title,
  children,
  confirmLabel = label,
  variant = 'danger',
  disabled = false,
  ariaLabel,
  onConfirm,
}: ConfirmButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button $variant={variant} $size="sm" disabled={disabled} aria-label={ariaLabel}>
          {label}
        </Button>
      }
      title={title}
      danger
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmDialog>
  );
}

import { Button } from '@newsroom/shared';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Actions, Dialog } from './ConfirmDialog.styles.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action gets the danger style. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog>: focus moves in and is trapped, Escape cancels, and
 * focus returns to where it was when the dialog closes. The safe choice has the initial focus.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <>
          <h2 id={`${id}-title`}>{title}</h2>
          <p id={`${id}-text`}>{children}</p>
          <Actions>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice takes focus in a confirmation */}
            <Button $variant="secondary" onClick={onCancel} autoFocus>
              {cancelLabel}
            </Button>
            <Button $variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </Button>
          </Actions>
        </>
      )}
    </Dialog>
  );
}

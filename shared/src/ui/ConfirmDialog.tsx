import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button } from '@newsroom/shared';
import { Actions, Dialog } from './ConfirmDialog.styles.ts';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, said plainly (the dialog's description). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action gets the danger style. */
  danger?: boolean;
  /** The confirmed action is running: its button waits. */
  busy?: boolean;
  onConfirm: () => void;
  /**
   * Controlled use: the caller opens the dialog (a row's Delete, a blocked navigation) and closes
   * it in onCancel and after the action. Without `open`, `trigger` opens it and any answer closes it.
   */
  open?: boolean;
  onCancel?: () => void;
  /** The button that opens the dialog (uncontrolled use). */
  trigger?: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
}

/**
 * The consoles' one confirmation (decision 147), on the native modal <dialog>: focus moves in and
 * is trapped, Escape cancels, focus returns to where it was when the dialog closes, and the safe
 * choice has the initial focus, so Enter never deletes by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, confirmLabel, cancelLabel = 'Cancel', danger = false, busy = false, trigger } = props;
  const [openByTrigger, setOpenByTrigger] = useState(false);
  const controlled = props.open !== undefined;
  const open = controlled ? Boolean(props.open) : openByTrigger;
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

  const cancel = () => {
    if (!controlled) setOpenByTrigger(false);
    props.onCancel?.();
  };
  const confirm = () => {
    if (!controlled) setOpenByTrigger(false);
    props.onConfirm();
  };

  return (
    <>
      {trigger &&
        cloneElement(trigger, {
          onClick: (event: MouseEvent) => {
            trigger.props.onClick?.(event);
            setOpenByTrigger(true);
          },
        })}
      <Dialog
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onCancel={(event) => {
          event.preventDefault();
          cancel();
        }}
      >
        {open && (
          <>
            <h2 id={`${id}-title`}>{title}</h2>
            <p id={`${id}-text`}>{children}</p>
            <Actions>
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice takes focus in a confirmation */}
              <Button $variant="secondary" onClick={cancel} autoFocus>
                {cancelLabel}
              </Button>
              <Button $variant={danger ? 'danger' : 'primary'} onClick={confirm} disabled={busy}>
                {confirmLabel}
              </Button>
            </Actions>
          </>
        )}
      </Dialog>
    </>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DialogFrame } from './EditorDialog.styles.ts';

export interface EditorDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog of the story editor, open while mounted (native <dialog>: focus moves in and is
 * trapped, Escape closes). Focus goes back to where it was (the editor or a toolbar button). It is
 * rendered into the page's body: the story form around the editor cannot hold the dialog's own form.
 */
export function EditorDialog({ title, onClose, children }: EditorDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      before?.focus();
    };
  }, []);
  return createPortal(
    <DialogFrame
      ref={ref}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </DialogFrame>,
    document.body,
  );
}

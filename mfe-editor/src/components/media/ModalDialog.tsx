import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalFrame } from './ModalDialog.styles.ts';

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The media library's modal dialogs (the chooser, an image's details), open while mounted: the
 * story editor's dialog (features/stories/body/EditorDialog) in the kit, wider for a grid. Native
 * <dialog>: focus moves in and is trapped, Escape closes, focus returns where it was. Rendered into
 * the page's body, since the story form around a chooser cannot hold the dialog's own form.
 */
export function ModalDialog({ title, onClose, children }: ModalDialogProps) {
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
    <ModalFrame
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
    </ModalFrame>,
    document.body,
  );
}

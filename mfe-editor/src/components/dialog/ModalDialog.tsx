import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalFrame } from './ModalDialog.styles.ts';

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider, for a grid of images; the editor's small forms keep the narrow one. */
  wide?: boolean;
}

/**
 * A modal dialog of the console, open while mounted (the story text's link, image, embed and
 * related-story dialogs; the media library's chooser and details). Native <dialog>: focus moves in
 * and is trapped, Escape closes, focus returns where it was (the editor or a toolbar button).
 * Rendered into the page's body, since the story form around it cannot hold the dialog's own form.
 */
export function ModalDialog({ title, onClose, children, wide = false }: ModalDialogProps) {
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
      $wide={wide}
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

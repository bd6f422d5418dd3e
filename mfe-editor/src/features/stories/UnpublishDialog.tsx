import { ConfirmDialog } from '@newsroom/shared/confirm-dialog';

export interface UnpublishDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Taking a live story off the site: said plainly before it happens, with Cancel as the default. */
export function UnpublishDialog({ open, busy, onConfirm, onCancel }: UnpublishDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Unpublish this story?"
      confirmLabel="Unpublish"
      cancelLabel="Keep it published"
      danger
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      Its page will stop answering, so links already shared will show “Page not found”, and it leaves the home page, its
      category, search and the feeds. It stays here as a draft with your changes. Publishing it again keeps its first
      publication date.
    </ConfirmDialog>
  );
}

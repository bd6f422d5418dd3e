/**
 * Contract between the shell's header search box and the reader remote's exposed ./SearchDialog.
 * Both sides import this type, so a change breaks the type check instead of the page.
 */
export interface SearchDialogProps {
  /** The trimmed, non-blank text from the header's search form. */
  query?: string;
  open?: boolean;
  /** Called with false when the dialog closes (Escape, close button, result chosen). */
  onOpenChange?: (open: boolean) => void;
}

/** Where the reader remote exposes the dialog: loadRemote('mfe_reader/SearchDialog'). */
export const SEARCH_DIALOG_MODULE = 'SearchDialog';

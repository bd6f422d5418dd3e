import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { type SearchDialogProps } from '@newsroom/shared';
import { SearchResults } from '../features/search/SearchResults.tsx';
import { useArrowNavigation } from '../features/search/useArrowNavigation.ts';
import { siteName } from '../lib/siteName.ts';
import { Dialog } from './SearchDialog.styles.ts';

export type { SearchDialogProps };

/** Opens the native modal dialog (focus stays inside, Escape cancels); plain `open` where unsupported. */
function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return ref;
}

interface SearchPanelProps {
  initialQuery: string;
  dialog: RefObject<HTMLDialogElement | null>;
  titleId: string;
  onClose: () => void;
}

/** The dialog's content, mounted per opening so the box starts from the header's query. */
function SearchPanel({ initialQuery, dialog, titleId, onClose }: SearchPanelProps) {
  const [text, setText] = useState(initialQuery);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const onArrow = useArrowNavigation(resultsRef, inputRef);
  const navigate = useNavigate();

  useEffect(() => {
    const element = dialog.current;
    element?.addEventListener('keydown', onArrow);
    return () => element?.removeEventListener('keydown', onArrow);
  }, [dialog, onArrow]);

  function openFirstResult(event: FormEvent) {
    event.preventDefault();
    const first = resultsRef.current?.querySelector<HTMLAnchorElement>('[data-search-result]');
    if (!first) return;
    navigate(first.getAttribute('href') ?? '/');
    onClose();
  }

  return (
    <div className="inner">
      <header>
        <h2 id={titleId}>{siteName()} Search</h2>
        <button type="button" className="close" onClick={onClose} aria-label="Close search">
          ×
        </button>
      </header>
      <form role="search" onSubmit={openFirstResult}>
        <input
          ref={inputRef}
          type="search"
          aria-label="Search"
          placeholder="Search stories, essays and authors..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to type a query
          autoFocus
        />
      </form>
      <div ref={resultsRef}>
        <SearchResults query={text} onOpen={onClose} />
      </div>
    </div>
  );
}

/**
 * Exposed as ./SearchDialog; the shell's header opens it with the trimmed query. Searches stories
 * and photo essays; keyboard: Escape closes, arrow keys move through results, Enter opens one.
 */
export function SearchDialog({ query = '', open = false, onOpenChange }: SearchDialogProps) {
  const titleId = useId();
  const dialogRef = useModal(open);
  const close = () => onOpenChange?.(false);
  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {open && <SearchPanel key={query} initialQuery={query} dialog={dialogRef} titleId={titleId} onClose={close} />}
    </Dialog>
  );
}

export default SearchDialog;

import { Button, IconButton, useHydrated } from '@newsroom/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SearchDialogMount } from './SearchDialogMount.tsx';
import { SearchIcon } from './SearchIcon.tsx';
import { SearchForm } from './SearchBox.styles.ts';

/**
 * An inline search form on medium screens and up, an icon button on small ones (it
 * reveals the same form). The reader's search dialog opens only for non-blank trimmed text, with the
 * first results and a link to all of them on /search. Without JavaScript the form submits to /search
 * itself. The home page's ?q= (where the form and search engines' search box used to point) opens
 * the dialog once the page is interactive; on any other page ?q= is that page's own (the /search
 * page's words, the console's list search).
 */
export function SearchBox() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const urlQuery = pathname === '/' ? searchParams.get('q')?.trim() || null : null;
  const shown = query ?? (hydrated ? urlQuery : null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q')?.toString().trim() ?? '';
    if (text) setQuery(text);
  }

  function toggle() {
    setExpanded((open) => !open);
    // The form renders on the next frame; focus its field so typing can start at once.
    requestAnimationFrame(() => input.current?.focus());
  }

  function close() {
    setQuery(null);
    if (urlQuery) {
      setSearchParams(
        (params) => {
          params.delete('q');
          return params;
        },
        { replace: true },
      );
    }
    input.current?.focus();
  }

  return (
    <>
      <IconButton type="button" aria-label="Search" aria-expanded={expanded} aria-controls={inputId} onClick={toggle}>
        <SearchIcon />
      </IconButton>
      <SearchForm action="/search" role="search" aria-label="Site search" $expanded={expanded} onSubmit={submit}>
        <input
          ref={input}
          id={inputId}
          name="q"
          type="search"
          aria-label="Search stories, essays and authors"
          placeholder="Search stories, essays, authors…"
          autoComplete="off"
        />
        <Button type="submit" $variant="primary">
          Search
        </Button>
      </SearchForm>
      {shown !== null && <SearchDialogMount query={shown} onClose={close} />}
    </>
  );
}

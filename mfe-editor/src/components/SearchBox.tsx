import { useEffect, useEffectEvent, useState } from 'react';
import { SearchInput } from './SearchBox.styles.ts';

/** How long typing must pause before a search box asks again (docs/product/limits.md#editor-console). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The accessible name (the box has no visible label: the placeholder says what it searches). */
  label: string;
  placeholder: string;
  /** The search in force (from the URL): the box follows it when it changes elsewhere (Back). */
  value: string;
  /** Called with the typed text once typing pauses. */
  onSearch: (text: string) => void;
  maxLength: number;
  type?: 'search' | 'text';
}

/** A text box that reports what was typed once typing pauses, so each keystroke is not a request. */
export function SearchBox({ label, placeholder, value, onSearch, maxLength, type = 'search' }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // The search changed elsewhere (Back, a link): show it, and drop what was waiting.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  const report = useEffectEvent((typed: string) => onSearch(typed));

  useEffect(() => {
    if (text === applied) return undefined;
    const timer = setTimeout(() => {
      setApplied(text);
      report(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied]);

  return (
    <SearchInput
      type={type}
      aria-label={label}
      placeholder={placeholder}
      value={text}
      maxLength={maxLength}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

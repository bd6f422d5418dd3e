import type { Credit } from '@newsroom/shared';
import { useRef, useState } from 'react';
import { bylineOf } from './storyCredits.ts';

const namesOf = (authors: readonly Credit[]) => bylineOf(authors.map((author) => author.name));

/** Whether choosing these authors would overwrite a byline the editor typed (with none chosen it is typed). */
export function replacesTypedByline(typed: string, current: readonly Credit[], chosen: readonly Credit[]): boolean {
  if (current.length > 0 || chosen.length === 0) return false;
  const text = typed.trim();
  return text !== '' && text !== namesOf(chosen);
}

export interface BylineGuardOptions {
  /** The Author field's text now. */
  typed: string;
  /** The authors chosen now. */
  current: Credit[];
  /** Sets the authors (and, with some chosen, their byline). */
  apply: (authors: Credit[]) => void;
  /** Writes the Author field (the typed byline brought back when the last author goes). */
  restoreByline: (text: string) => void;
}

/**
 * Choosing the first author replaces a typed byline: the guard asks first (pending) instead of
 * replacing it silently, and brings the typed byline back when the last author is removed.
 */
export function useBylineGuard({ typed, current, apply, restoreByline }: BylineGuardOptions) {
  const [pending, setPending] = useState<Credit[] | null>(null);
  const replaced = useRef<string | null>(null);
  const choose = (chosen: Credit[]) => {
    if (replacesTypedByline(typed, current, chosen)) {
      setPending(chosen);
      return;
    }
    apply(chosen);
    if (chosen.length === 0 && replaced.current !== null) {
      restoreByline(replaced.current);
      replaced.current = null;
    }
  };
  const confirm = () => {
    if (!pending) return;
    replaced.current = typed;
    setPending(null);
    apply(pending);
  };
  const keep = () => setPending(null);
  return { choose, confirm, keep, pending, pendingByline: pending ? namesOf(pending) : '' };
}

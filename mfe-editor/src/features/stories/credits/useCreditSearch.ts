import type { Credit } from '@newsroom/shared';
import { useState } from 'react';
import { useCreditSuggestions, type CreditTable } from './useCreditSuggestions.ts';

/** What a credit picker's text box needs: the typed text, its setter, and the suggestions for it. */
export interface CreditSearch<T> {
  inputValue: string;
  onInputValueChange: (text: string) => void;
  suggestions: T[];
}

/** The typed text of a credit picker with its suggestions, shaped by `pick` (a credit, or its name). */
export function useCreditSearch<T>(table: CreditTable, pick: (credit: Credit) => T): CreditSearch<T> {
  const [typed, setTyped] = useState('');
  const suggestions = useCreditSuggestions(table, typed);
  return { inputValue: typed, onInputValueChange: setTyped, suggestions: suggestions.map(pick) };
}

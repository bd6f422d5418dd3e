import { getSupabase, mapCredits, type Credit } from '@newsroom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../components/SearchBox.tsx';
import { editorKeys } from '../../../lib/editorKeys.ts';
import { containsPattern, normalizeSearch, prefixPattern } from '../../../lib/searchText.ts';

/** How many suggestions the list shows at once. */
export const SUGGESTION_LIMIT = 8;

export type CreditTable = 'authors' | 'tags';

/**
 * Authors whose name contains the text (a surname finds them), tags whose name starts with it
 * (the prefix search), alphabetical.
 */
export async function fetchCreditSuggestions(table: CreditTable, text: string): Promise<Credit[]> {
  const pattern = table === 'authors' ? containsPattern(text) : prefixPattern(text);
  const { data, error } = await getSupabase()
    .from(table)
    .select('id, name, slug')
    .ilike('name', pattern)
    .order('name')
    .limit(SUGGESTION_LIMIT);
  if (error) throw error;
  return mapCredits(data);
}

function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** Suggestions for the typed text, asked once typing pauses; none for empty text. */
export function useCreditSuggestions(table: CreditTable, typed: string): Credit[] {
  const text = normalizeSearch(useSettled(typed), 60);
  const query = useQuery({
    queryKey: editorKeys.creditSuggestions(table, text),
    queryFn: () => fetchCreditSuggestions(table, text),
    enabled: text !== '',
    placeholderData: keepPreviousData,
    meta: { errorMessage: `Suggestions for ${table} could not be loaded. Type the name again to retry.` },
  });
  return text === '' || typed.trim() === '' ? [] : (query.data ?? []);
}

import { getSupabase, mapCredits, type Credit, type PortalClient } from '@newsroom/shared';
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
export async function fetchCreditSuggestions(
  table: CreditTable,
  text: string,
  client: PortalClient = getSupabase(),
): Promise<Credit[]> {
  const pattern = table === 'authors' ? containsPattern(text) : prefixPattern(text);
  const { data, error } = await client
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

/** Whether a suggestion still fits what is typed now (the answer shown may be for older text). */
export function fits(table: CreditTable, name: string, typed: string): boolean {
  const [wanted, have] = [normalizeSearch(typed).toLocaleLowerCase(), name.toLocaleLowerCase()];
  return table === 'authors' ? have.includes(wanted) : have.startsWith(wanted);
}

/**
 * Suggestions for the typed text, asked once typing pauses; none for empty text. While an answer
 * is awaited the last one stays, narrowed to what still fits, so Enter never takes a stale name.
 */
export function useCreditSuggestions(table: CreditTable, typed: string): Credit[] {
  const text = normalizeSearch(useSettled(typed), 60);
  const query = useQuery({
    queryKey: editorKeys.creditSuggestions(table, text),
    queryFn: () => fetchCreditSuggestions(table, text),
    enabled: text !== '',
    placeholderData: keepPreviousData,
    meta: { errorMessage: `Suggestions for ${table} could not be loaded. Type the name again to retry.` },
  });
  if (text === '' || typed.trim() === '') return [];
  return (query.data ?? []).filter((credit) => fits(table, credit.name, typed));
}

import { getSupabase, mapCredits, type Credit, type PortalClient } from '@newsroom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../components/SearchBox.tsx';
import { editorKeys } from '../../../lib/editorKeys.ts';
import { containsPattern, normalizeSearch, prefixPattern } from '../../../lib/searchText.ts';

/** How many suggestions the list shows at once. */
export const SUGGESTION_LIMIT = 8;

export type CreditTable = 'authors' | 'tags';

/** How many authors a search reads before ranking: enough that prefix matches are never cut off. */
const AUTHOR_WINDOW = 50;

/** 0 when the name starts with the text, 1 when one of its words does, 2 for any other match. */
function matchRank(name: string, wanted: string): number {
  const have = name.toLocaleLowerCase();
  if (have.startsWith(wanted)) return 0;
  return have.split(/[\s\-']+/).some((word) => word.startsWith(wanted)) ? 1 : 2;
}

/** Prefix matches first ("Tend" → "Tendai …" before "Rutendo …"), then word starts; alphabetical within each. */
export function rankByMatch(credits: readonly Credit[], typed: string): Credit[] {
  const wanted = normalizeSearch(typed).toLocaleLowerCase();
  return credits
    .map((credit, index) => ({ credit, index, rank: matchRank(credit.name, wanted) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ credit }) => credit);
}

/**
 * Authors not retired whose name contains the text (a surname finds them), prefix matches first; tags whose
 * name starts with it (the prefix search), alphabetical.
 */
export async function fetchCreditSuggestions(
  table: CreditTable,
  text: string,
  client: PortalClient = getSupabase(),
): Promise<Credit[]> {
  const isAuthors = table === 'authors';
  const matching = client
    .from(table)
    .select('id, name, slug')
    .ilike('name', isAuthors ? containsPattern(text) : prefixPattern(text));
  // A retired author stays on their stories but is not offered for new ones (decision 185).
  const { data, error } = await (isAuthors ? matching.is('retired_at', null) : matching)
    .order('name')
    .limit(isAuthors ? AUTHOR_WINDOW : SUGGESTION_LIMIT);
  if (error) throw error;
  const credits = mapCredits(data);
  return isAuthors ? rankByMatch(credits, text).slice(0, SUGGESTION_LIMIT) : credits;
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

import type { PhotoEssay } from './photoEssay.ts';
import type { Story } from './story.ts';

export type SearchResult = { kind: 'story'; item: Story } | { kind: 'essay'; item: PhotoEssay };

function includes(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle);
}

function searchableText(result: SearchResult): string[] {
  if (result.kind === 'story') {
    const { title, summary, author, category } = result.item;
    return [title, summary, author, category];
  }
  const { title, caption, photographer } = result.item;
  return [title, caption, photographer];
}

/**
 * The query is trimmed and matched case-insensitively as a substring — stories on title,
 * summary, author and category; essays on title, caption and photographer. A blank query gives no
 * results. Title matches come first, then newest publishTime first.
 */
export function searchContent(query: string, stories: readonly Story[], essays: readonly PhotoEssay[]): SearchResult[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const candidates: SearchResult[] = [
    ...stories.map((item): SearchResult => ({ kind: 'story', item })),
    ...essays.map((item): SearchResult => ({ kind: 'essay', item })),
  ];
  const matches = candidates.filter((result) => searchableText(result).some((text) => includes(text, needle)));
  const titleMatch = (result: SearchResult) => (includes(result.item.title, needle) ? 0 : 1);
  const time = (result: SearchResult) => new Date(result.item.publishTime).getTime() || 0;
  return matches.sort((a, b) => titleMatch(a) - titleMatch(b) || time(b) - time(a));
}

export function searchResultPath(result: SearchResult): string {
  // Essays have no page of their own; they open in the home page's photo essays section.
  return result.kind === 'story' ? `/story/${encodeURIComponent(result.item.id)}` : `/#photo-essay-${result.item.id}`;
}

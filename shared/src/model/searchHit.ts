/**
 * Full-text search results as the database ranks them (docs/product/data.md#search): the
 * search_content function marks matched words with two private-use characters, never HTML.
 */
import { storyPath } from './story.ts';

export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

export interface SearchHit {
  kind: 'story' | 'essay';
  id: string;
  /** A story's current slug (its address, decision 206); none for an essay. */
  slug?: string;
  /** Title and snippet with MARK_START/MARK_END around matched words. */
  title: string;
  snippet: string;
  category: string;
  /** The story's author or the essay's photographer. */
  author: string;
  imageUrl: string;
  imageAlt: string;
  publishTime: string;
}

export interface SearchPage {
  hits: SearchHit[];
  /** Matches in all, across pages. */
  total: number;
}

/** A piece of marked text: plain, or a matched word to highlight. */
export interface MarkedPart {
  text: string;
  marked: boolean;
}

/** Splits marked text into parts a page renders as text and <mark> elements (never as HTML). */
export function markedParts(text: string): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let marked = false;
  for (const piece of text.split(/([\uE000\uE001])/)) {
    if (piece === MARK_START) marked = true;
    else if (piece === MARK_END) marked = false;
    else if (piece) parts.push({ text: piece, marked });
  }
  return parts;
}

/** The text without its marks (a link's accessible name, a document title). */
export function unmarked(text: string): string {
  return text.replace(/[\uE000\uE001]/g, '');
}

/** Where a hit opens: a story's page at its address (storyPath), or the home page's photo essay section. */
export function searchHitPath(hit: Pick<SearchHit, 'kind' | 'id' | 'slug'>): string {
  return hit.kind === 'story' ? storyPath(hit) : `/#photo-essay-${hit.id}`;
}

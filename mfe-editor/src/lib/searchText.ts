/** The most of a search box's text sent to the database (docs/product/limits.md#editor-console). */
export const MAX_SEARCH_LENGTH = 200;

/**
 * The text of a search or filter box as the query uses it: spaces collapsed and trimmed, cut to
 * `max` characters (whole code points, so an emoji is never split). The database's websearch parser
 * accepts any text (quotes, "or", -word; stray & | ! ( ) : * are read as spaces), so nothing else
 * needs escaping; the length cap keeps the request URL short.
 */
export function normalizeSearch(text: string, max: number = MAX_SEARCH_LENGTH): string {
  const collapsed = text.replace(/\s+/gu, ' ').trim();
  return Array.from(collapsed).slice(0, max).join('').trim();
}

/** True when the text has a letter or digit: only such text can match a word in the index. */
export function hasSearchableText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * Typed text as a literal part of an ilike pattern: % _ and \ escaped, and * (PostgREST's stand-in
 * for %) dropped, since it cannot be escaped.
 */
const literal = (text: string) => text.replaceAll('*', '').replace(/[\\%_]/g, (character) => `\\${character}`);

/** An ilike pattern matching `text` anywhere, the typed text taken literally. */
export const containsPattern = (text: string) => `%${literal(text)}%`;

/** An ilike pattern matching what starts with `text` (suggestions as the editor types). */
export const prefixPattern = (text: string) => `${literal(text)}%`;

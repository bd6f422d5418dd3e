/**
 * Cuts text to at most `maxWords` words, appending "..." when something was cut. Whitespace runs
 * collapse only when cutting; short text is returned unchanged.
 */
export function truncateWords(text: string, maxWords: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return text.trim();
  return `${words.slice(0, maxWords).join(' ')}...`;
}

/** First `maxChars` characters (meta description 160, share text 100), cut by code point. */
export function truncateChars(text: string, maxChars: number): string {
  return Array.from(text.trim()).slice(0, maxChars).join('');
}

/** The story body lives in the summary; blank lines (or single newlines) separate paragraphs. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n|\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

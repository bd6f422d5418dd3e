import { plainText, type DocumentNode } from '@newsroom/shared/document';
import { countWords, wordCountLabel } from '../../../lib/text.ts';

/** Reading speed for a news story, words a minute (decision 205: the database computes with the same). */
export const WORDS_PER_MINUTE = 230;

/** "N min read" for a text of `words` words: rounded up, at least 1 (the database's read_time_auto rule). */
export function readTimeOf(words: number): string {
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

/** "312 words · 2 min read": from the document's plain text, the text readers and search get. */
export function documentStats(document: DocumentNode): { words: number; readTime: string; label: string } {
  const words = countWords(plainText(document));
  const readTime = readTimeOf(words);
  return { words, readTime, label: `${wordCountLabel(words)} · ${readTime}` };
}

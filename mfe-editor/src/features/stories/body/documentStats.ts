import { plainText, type DocumentNode } from '@newsroom/shared/document';
import { countWords, wordCountLabel } from '../../../lib/text.ts';

/** Reading speed for a news story, words a minute. */
export const WORDS_PER_MINUTE = 230;

/** "312 words · 2 min read": from the document's plain text, the text readers and search get. */
export function documentStats(document: DocumentNode): { words: number; readTime: string; label: string } {
  const words = countWords(plainText(document));
  const readTime = `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
  return { words, readTime, label: `${wordCountLabel(words)} · ${readTime}` };
}

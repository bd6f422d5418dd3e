import type * as Y from 'yjs';

/**
 * Makes `text` read `next` with the smallest edit (one deletion and one insertion between the
 * common start and end), so a field typed in by two people merges letter by letter, as the body
 * does, instead of one value replacing the other.
 */
export function applyTextChange(text: Y.Text, next: string): void {
  const current = text.toString();
  if (current === next) return;
  let start = 0;
  const shortest = Math.min(current.length, next.length);
  while (start < shortest && current[start] === next[start]) start += 1;
  let end = 0;
  while (end < shortest - start && current[current.length - 1 - end] === next[next.length - 1 - end]) end += 1;
  text.doc?.transact(() => {
    text.delete(start, current.length - start - end);
    text.insert(start, next.slice(start, next.length - end));
  });
}

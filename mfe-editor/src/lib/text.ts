/** Length as PostgreSQL's char_length counts it (code points), so an emoji counts once. */
export function charLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** Words in a text: runs of non-space characters, in any script. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/u).length : 0;
}

/** "1 word", "2 words". */
export function wordCountLabel(count: number): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? 'word' : 'words'}`;
}

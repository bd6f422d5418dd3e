/** The console's lists show this many rows a page (docs/product/limits.md#editor-console). */
export const CONSOLE_PAGE_SIZE = 25;

/** The highest page a URL may ask for; a larger number is read as page 1 (offsets stay sane). */
const MAX_PAGE = 100_000;

/** One page of a list and how many rows match in all (from the database's count, never from rows). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** ?page= as typed by anyone: a whole number from 1; anything else ("", "0", "-2", "2.5", "abc") is 1. */
export function parsePage(value: string | null | undefined): number {
  const text = (value ?? '').trim();
  if (!/^\d{1,6}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The inclusive row range of a page, as PostgREST's range() takes it: page 2 → [25, 49]. */
export function pageRange(page: number, size: number = CONSOLE_PAGE_SIZE): [number, number] {
  const from = (Math.max(1, page) - 1) * size;
  return [from, from + size - 1];
}

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, size: number = CONSOLE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

const number = (value: number) => value.toLocaleString('en-GB');

/** What a list counts, singular and plural: ['story', 'stories']. */
export type ListNouns = readonly [one: string, other: string];

/** "Showing 26–50 of 2,544 stories"; "Showing 0 of 0 stories" when nothing matches. */
export function showingText(page: number, total: number, nouns: ListNouns, size: number = CONSOLE_PAGE_SIZE): string {
  const noun = total === 1 ? nouns[0] : nouns[1];
  if (total <= 0) return `Showing 0 of 0 ${noun}`;
  const [from, to] = pageRange(page, size);
  const first = Math.min(from + 1, total);
  const last = Math.min(to + 1, total);
  return `Showing ${number(first)}–${number(last)} of ${number(total)} ${noun}`;
}

/** "Page 2 of 102". */
export function pageOfText(page: number, pages: number): string {
  return `Page ${number(page)} of ${number(pages)}`;
}

import type { StoryFormValues } from '../storyFormSchema.ts';
import type { StorySearchField } from '../storyValues.ts';

/** A version's values to compare: a story tip keeps no search or social field (decision 205). */
export type ComparedValues = Omit<StoryFormValues, StorySearchField> & Partial<Pick<StoryFormValues, StorySearchField>>;

/** One field that differs between the saved version and the form, as the conflict notice lists it. */
export interface FieldDifference {
  field: string;
  theirs: string;
  mine: string;
}

/** A paragraph of the story text: kept in both, only in the saved version, or only in the form. */
export interface ParagraphChange {
  kind: 'same' | 'theirs' | 'mine';
  text: string;
}

type ComparedField = Exclude<keyof StoryFormValues, 'body' | 'imageFocal'>;

/** The fields compared one by one, in the form's order, with the form's labels. */
const FIELDS: readonly (readonly [ComparedField, string])[] = [
  ['title', 'Title'],
  ['standfirst', 'Standfirst'],
  ['category', 'Category'],
  ['author', 'Author'],
  ['readTime', 'Read time'],
  ['imageUrl', 'Image'],
  ['imageAlt', 'Image alt text'],
  ['imageCaption', 'Caption'],
  ['imageAuthor', 'Photographer'],
  ['seoTitle', 'Search headline'],
  ['seoDescription', 'Search description'],
  ['socialTitle', 'Social headline'],
  ['socialImageUrl', 'Social image'],
  ['isFeatured', 'Featured story'],
];

function shown(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' ? value.trim() : '';
}

/** The fields other than the story text whose saved value differs from the form's (both having it). */
export function fieldDifferences(theirs: ComparedValues, mine: ComparedValues): FieldDifference[] {
  return FIELDS.flatMap(([key, field]) => {
    if (theirs[key] === undefined || mine[key] === undefined) return [];
    const saved = shown(theirs[key]);
    const typed = shown(mine[key]);
    return saved === typed ? [] : [{ field, theirs: saved, mine: typed }];
  });
}

export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The longest common subsequence table of two paragraph lists (stories run to a few hundred). */
function commonLengths(a: readonly string[], b: readonly string[]): number[][] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  return table;
}

/** The story text paragraph by paragraph: those only in the saved version, only in the form, or both. */
export function paragraphChanges(theirs: string, mine: string): ParagraphChange[] {
  const a = paragraphsOf(theirs);
  const b = paragraphsOf(mine);
  const table = commonLengths(a, b);
  const changes: ParagraphChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      changes.push({ kind: 'same', text: a[i] });
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && table[i + 1][j] >= table[i][j + 1])) {
      changes.push({ kind: 'theirs', text: a[i++] });
    } else {
      changes.push({ kind: 'mine', text: b[j++] });
    }
  }
  return changes;
}

/** The search and social fields a story's own page reads (decision 205), absent when not set. */
export interface StoryPageFields {
  /** The line under the headline. */
  standfirst?: string;
  seoTitle?: string;
  seoDescription?: string;
  socialTitle?: string;
  socialImageUrl?: string;
}

type PageColumn = 'standfirst' | 'seo_title' | 'seo_description' | 'social_title' | 'social_image_url';

export type StoryPageFieldRow = { [K in PageColumn]?: string | null };

const FIELDS: readonly (readonly [PageColumn, keyof StoryPageFields])[] = [
  ['standfirst', 'standfirst'],
  ['seo_title', 'seoTitle'],
  ['seo_description', 'seoDescription'],
  ['social_title', 'socialTitle'],
  ['social_image_url', 'socialImageUrl'],
];

/** The news_stories columns of those fields (STORY_PAGE_COLUMNS reads them; cards do not). */
export const STORY_PAGE_FIELD_COLUMNS = FIELDS.map(([column]) => column);

/** The fields a row carries; blank ones are left out, so readers get the defaults. */
export function storyPageFieldsOf(row: StoryPageFieldRow): StoryPageFields {
  const fields: StoryPageFields = {};
  for (const [column, key] of FIELDS) {
    const value = row[column];
    if (typeof value === 'string' && value.trim()) fields[key] = value;
  }
  return fields;
}

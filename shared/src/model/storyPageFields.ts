import { focalPointOfJson, type FocalPoint } from './focalPoint.ts';

/** The search and social fields a story's own page reads (decision 205), absent when not set. */
export interface StoryPageFields {
  /** The line under the headline. */
  standfirst?: string;
  seoTitle?: string;
  seoDescription?: string;
  socialTitle?: string;
  socialImageUrl?: string;
  /** The media library's focal point of the social image, when the library has it: its card's crop. */
  socialImageFocal?: FocalPoint;
}

type PageColumn = 'standfirst' | 'seo_title' | 'seo_description' | 'social_title' | 'social_image_url';

export type StoryPageFieldRow = { [K in PageColumn]?: string | null } & {
  /** Computed field: {x, y} of the social image in the media library, or null. */
  social_image_focal?: unknown;
};

type TextField = Exclude<keyof StoryPageFields, 'socialImageFocal'>;

const FIELDS: readonly (readonly [PageColumn, TextField])[] = [
  ['standfirst', 'standfirst'],
  ['seo_title', 'seoTitle'],
  ['seo_description', 'seoDescription'],
  ['social_title', 'socialTitle'],
  ['social_image_url', 'socialImageUrl'],
];

/** The news_stories columns of those fields (STORY_PAGE_COLUMNS reads them; cards do not). */
export const STORY_PAGE_FIELD_COLUMNS = [...FIELDS.map(([column]) => column), 'social_image_focal'];

/** The fields a row carries; blank ones are left out, so readers get the defaults. */
export function storyPageFieldsOf(row: StoryPageFieldRow): StoryPageFields {
  const fields: StoryPageFields = {};
  for (const [column, key] of FIELDS) {
    const value = row[column];
    if (typeof value === 'string' && value.trim()) fields[key] = value;
  }
  const focal = focalPointOfJson(row.social_image_focal);
  if (focal) fields.socialImageFocal = focal;
  return fields;
}

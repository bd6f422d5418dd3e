import { STORY_PAGE_FIELD_COLUMNS } from '../model/storyPageFields.ts';

/**
 * The columns each kind of page reads from news_stories: lists read the 400-character excerpt, only a
 * story's own page reads its body (docs/product/data.md#how-each-page-chooses-its-stories). Never
 * `*`: the row also holds the search document (search_vector), which no page shows. Not
 * `view_count`: readers never see it, and admins' cards ask for it apart (useStoryViewCounts).
 */
const CARD_COLUMNS = [
  'id',
  'title',
  'excerpt',
  'author',
  'category',
  'read_time',
  'image_url',
  'image_alt',
  'image_caption',
  'image_author',
  // The image's focal point: every crop keeps it in frame (decision 153).
  'image_focal_x',
  'image_focal_y',
  'is_featured',
  'status',
  'published_at',
  'created_at',
  'updated_at',
  // A live blog's state and latest post time (computed field): its LIVE badge on cards.
  'live_state',
  'live_updated_at',
  // The byline's authors (computed field): cards link each name to /author/{slug}.
  'credits',
  // The story's current slug (computed field): links go to /story/{slug} (decision 206).
  'slug',
];

/** What a story card, a feed item or a list row shows. */
export const STORY_CARD_COLUMNS = CARD_COLUMNS.join(',');

/** A story's corrections and clarifications as its page shows them (embedded). */
export const STORY_CORRECTION_COLUMNS = 'id,kind,note,published_at';

/**
 * A story's own page: the card's columns, the whole text (summary: meta description, share text)
 * and its document (body: what the page shows), its search and social fields, its topic tags and
 * its notes.
 */
export const STORY_PAGE_COLUMNS = [
  ...CARD_COLUMNS.filter((column) => column !== 'excerpt'),
  'summary',
  'body',
  ...STORY_PAGE_FIELD_COLUMNS,
  'topics',
  `story_corrections(${STORY_CORRECTION_COLUMNS})`,
].join(',');

/** Photo essays as the home page and the sitemap show them. */
export const PHOTO_ESSAY_COLUMNS =
  'id,title,caption,caption_document,photographer,image_url,image_alt,image_focal_x,image_focal_y,type,status,published_at,created_at,updated_at';

import type { ImageFormat, Motif } from './illustrations.ts';

/** Which seeded rows get an uploaded image, and what it shows. Rows not listed keep theirs. */
export interface ImagePlan {
  table: 'news_stories' | 'photo_essays' | 'advertisements' | 'sports_events';
  id: string;
  path: string;
  format: ImageFormat;
  motif?: Motif;
  /** Illustrations: the picture's size when not the stories' 1200x675. */
  size?: { width: number; height: number };
  /** Ads: banner headline and size. */
  banner?: { headline: string; width: number; height: number };
}

/** The column each table keeps its image's URL in. */
export const IMAGE_COLUMNS: Record<ImagePlan['table'], string> = {
  news_stories: 'image_url',
  photo_essays: 'image_url',
  advertisements: 'image_url',
  sports_events: 'thumbnail_url',
};

/** Live event thumbnails: 16:9 like the cards that show them, small (about 20 KB each). */
export const EVENT_THUMBNAIL_SIZE = { width: 640, height: 360 };

const EVENT_MOTIF: Record<string, Motif> = {
  sports: 'ball',
  entertainment: 'stage',
  education: 'book',
  gaming: 'city',
  business: 'chart',
  technology: 'globe',
  health: 'leaf',
  other: 'notes',
};

export function motifForEventType(eventType: string): Motif {
  return EVENT_MOTIF[eventType] ?? 'globe';
}

const CATEGORY_MOTIF: Record<string, Motif> = {
  'Business & Finance': 'chart',
  'Politics, Legal & Governance': 'city',
  'Health & Environment': 'leaf',
  Sports: 'ball',
  'Arts & Culture': 'stage',
  'Arts & Culture - Travel': 'mountains',
  'Arts & Culture - Music': 'notes',
  'Arts & Culture - Lifestyle': 'home',
  'Arts & Culture - Literature': 'book',
  'Arts & Culture - Theatre': 'stage',
  Feature: 'water',
  Foreign: 'globe',
};

export function motifForCategory(category: string): Motif {
  return CATEGORY_MOTIF[category] ?? 'city';
}

/** Stories left without an image so the "Image unavailable" placeholder shows (plus drafts). */
export const STORIES_WITHOUT_IMAGE = new Set([
  'a1000000-0000-4000-8000-000000000013',
  'a1000000-0000-4000-8000-000000000024',
  'a1000000-0000-4000-8000-000000000033',
  'a1000000-0000-4000-8000-000000000041',
]);
export const ESSAYS_WITHOUT_IMAGE = new Set(['a2000000-0000-4000-8000-000000000007']);

/** IAB-style sizes of each ad position (docs/product/limits.md#ad-positions), the first listed for each. */
export const AD_SIZES: Record<string, { width: number; height: number }> = {
  header: { width: 728, height: 90 },
  'top-sidebar': { width: 300, height: 250 },
  'bottom-sidebar': { width: 300, height: 250 },
  footer: { width: 300, height: 250 },
  inline: { width: 728, height: 90 },
  'in-content': { width: 728, height: 90 },
  'mobile-banner': { width: 320, height: 50 },
  sidebar: { width: 300, height: 250 },
};

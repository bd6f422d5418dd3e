/** Fixed facts about the site the product states (docs/product). The product name itself is runtime config (siteName). */
export const DEFAULT_SITE_NAME = 'The Daily Chronicle';
export const TAGLINE = 'Truth. Integrity. Excellence.';
export const CONTACT_EMAIL = 'newsroom@dailychronicle.example';
export const SALES_EMAIL = 'advertising@dailychronicle.example';

/** Story categories, as stored in news_stories.category. */
export const STORY_CATEGORIES = [
  'Business & Finance',
  'Politics, Legal & Governance',
  'Health & Environment',
  'Sports',
  'Arts & Culture',
  'Arts & Culture - Travel',
  'Arts & Culture - Music',
  'Arts & Culture - Lifestyle',
  'Arts & Culture - Literature',
  'Arts & Culture - Theatre',
  'Feature',
  'Foreign',
] as const;
export type StoryCategory = (typeof STORY_CATEGORIES)[number];

export interface NavCategory {
  slug: string;
  label: string;
  category: StoryCategory;
}

/** Category slugs the navigation links to (/category/{slug}), each with the category it lists. */
export const NAV_CATEGORIES: readonly NavCategory[] = [
  { slug: 'business-finance', label: 'Business & Finance', category: 'Business & Finance' },
  {
    slug: 'politics-legal-governance',
    label: 'Politics, Legal & Governance',
    category: 'Politics, Legal & Governance',
  },
  { slug: 'health-environment', label: 'Health & Environment', category: 'Health & Environment' },
  { slug: 'sports', label: 'Sports', category: 'Sports' },
  { slug: 'feature', label: 'Feature', category: 'Feature' },
  { slug: 'foreign', label: 'Foreign', category: 'Foreign' },
];

export const ARTS_CULTURE: NavCategory = {
  slug: 'arts-culture',
  label: 'All Arts & Culture',
  category: 'Arts & Culture',
};
export const ARTS_CULTURE_SUBCATEGORIES: readonly NavCategory[] = [
  { slug: 'arts-culture-travel', label: 'Travel', category: 'Arts & Culture - Travel' },
  { slug: 'arts-culture-music', label: 'Music', category: 'Arts & Culture - Music' },
  { slug: 'arts-culture-lifestyle', label: 'Lifestyle', category: 'Arts & Culture - Lifestyle' },
  { slug: 'arts-culture-literature', label: 'Literature', category: 'Arts & Culture - Literature' },
  { slug: 'arts-culture-theatre', label: 'Theatre', category: 'Arts & Culture - Theatre' },
];

export const LIVE_FEED_CATEGORIES = [
  'general',
  'breaking',
  'politics',
  'business',
  'technology',
  'sports',
  'health',
  'world',
] as const;
export const EVENT_TYPES = [
  'sports',
  'entertainment',
  'education',
  'gaming',
  'business',
  'technology',
  'health',
  'other',
] as const;
/** Each event type as readers see it, on the events pages and the home panel alike. */
export const EVENT_TYPE_LABELS: Record<(typeof EVENT_TYPES)[number], string> = {
  sports: 'Sports',
  entertainment: 'Entertainment',
  education: 'Education',
  gaming: 'Gaming',
  business: 'Business',
  technology: 'Technology',
  health: 'Health',
  other: 'Other',
};
export const STREAM_TYPES = ['youtube', 'twitch', 'custom'] as const;
export const PHOTO_ESSAY_TYPES = { day: 'Photo of the Day', week: 'Photo of the Week' } as const;
export const AD_POSITIONS = [
  'header',
  'top-sidebar',
  'bottom-sidebar',
  'footer',
  'inline',
  'in-content',
  'mobile-banner',
  'sidebar',
] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

export const PASSWORD_MIN_LENGTH = 6;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const STORAGE_BUCKET = 'blog-images';

/**
 * The boxes the home page reserves for mfe-live's panels before they arrive; the panels never grow
 * taller (fixed item counts, clamped lines), so loading them moves nothing on the page.
 */
export const LIVE_PANEL_HEIGHTS = {
  updatesSidebar: '30rem',
  updatesMobile: '9.5rem',
  events: '42rem',
} as const;

/**
 * The newsroom's time zone. Dates are written in it on the server and while the browser hydrates
 * the server's page, so both produce the same text (a reader's own zone may differ).
 */
export const SITE_TIME_ZONE = 'Europe/London';

/** The site's logo (192×192 PNG served by the shell), for structured data and feeds. */
export const SITE_LOGO = { path: '/logo.png', width: 192, height: 192 } as const;

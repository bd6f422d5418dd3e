/**
 * The paper's editions (decision 175, docs/product/editions.md): each has its own front at
 * /{key}; `/` shows the reader's edition. Story URLs never carry an edition.
 */
export const EDITIONS = ['uk', 'zimbabwe', 'international'] as const;

export type Edition = (typeof EDITIONS)[number];

/**
 * The front of a reader nothing tells us about, until the site's own default is known: the admin
 * names that one (`site_settings.default_edition`, decision 181).
 */
export const DEFAULT_EDITION: Edition = 'international';

export const EDITION_LABELS: Readonly<Record<Edition, string>> = {
  uk: 'UK',
  zimbabwe: 'Zimbabwe',
  international: 'International',
};

/** The cookie that remembers the reader's choice (never `sb-…`: that would read as a session). */
export const EDITION_COOKIE = 'edition';

export function isEdition(value: unknown): value is Edition {
  return typeof value === 'string' && (EDITIONS as readonly string[]).includes(value);
}

/** The edition's front: /uk, /zimbabwe, /international. */
export const editionPath = (edition: Edition) => `/${edition}`;

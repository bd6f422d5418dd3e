import { ARTS_CULTURE, ARTS_CULTURE_SUBCATEGORIES, NAV_CATEGORIES } from '@newsroom/shared';

export interface NavLinkItem {
  to: string;
  label: string;
}

const categoryPath = (slug: string) => `/category/${slug}`;

/** Home and the category links, in navigation order (docs/product/routes.md#header). */
export const PRIMARY_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  ...NAV_CATEGORIES.map(({ slug, label }) => ({ to: categoryPath(slug), label })),
];

export const LIVE_EVENTS_LINK: NavLinkItem = { to: '/live-events', label: 'Live Events' };

export const ARTS_CULTURE_LABEL = 'Arts & Culture';

/** All Arts & Culture plus the five subcategories. */
export const ARTS_CULTURE_LINKS: readonly NavLinkItem[] = [ARTS_CULTURE, ...ARTS_CULTURE_SUBCATEGORIES].map(
  ({ slug, label }) => ({ to: categoryPath(slug), label }),
);

/** Menu open delay 200 ms, skip-delay window 300 ms (close delay 150 ms is Radix's own). */
export const NAV_OPEN_DELAY_MS = 200;
export const NAV_SKIP_DELAY_MS = 300;

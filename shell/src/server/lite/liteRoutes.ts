/** The lite edition's pages (docs/product/lite-edition.md): no JavaScript, one inline stylesheet. */
export type LiteRoute =
  | { page: 'front' }
  | { page: 'story'; id: string }
  | { page: 'category'; slug: string }
  | { page: 'author' | 'topic'; slug: string }
  | { page: 'search' }
  | { page: 'corrections' }
  | { page: 'newsletter' }
  | { page: 'not-found' };

export const LITE_PREFIX = '/lite';
/** The newsletter's plain form: GET shows it, POST (the shell server) signs up, then 303 back here. */
export const LITE_NEWSLETTER_PATH = `${LITE_PREFIX}/newsletter`;

/** Whether `pathname` belongs to the lite edition (`/lite` and everything under it). */
export function isLitePath(pathname: string): boolean {
  return pathname === LITE_PREFIX || pathname.startsWith(`${LITE_PREFIX}/`);
}

/** A story's page by its address (id or slug, decision 206), decoded: a slug may be in any script. */
function storyRoute(segment: string): LiteRoute {
  try {
    return { page: 'story', id: decodeURIComponent(segment) };
  } catch {
    return { page: 'not-found' };
  }
}

/** The lite page of a lite path; anything it does not know is the lite 404 page. */
export function liteRoute(pathname: string): LiteRoute {
  if (pathname === LITE_PREFIX || pathname === `${LITE_PREFIX}/`) return { page: 'front' };
  const story = /^\/lite\/story\/([^/]+)$/.exec(pathname);
  if (story) return storyRoute(story[1]);
  if (pathname === `${LITE_PREFIX}/search`) return { page: 'search' };
  if (pathname === `${LITE_PREFIX}/corrections`) return { page: 'corrections' };
  if (pathname === LITE_NEWSLETTER_PATH) return { page: 'newsletter' };
  const category = /^\/lite\/category\/([a-z0-9-]+)$/.exec(pathname);
  if (category) return { page: 'category', slug: category[1] };
  const credit = /^\/lite\/(author|topic)\/([a-z0-9-]+)$/.exec(pathname);
  if (credit) return { page: credit[1] as 'author' | 'topic', slug: credit[2] };
  return { page: 'not-found' };
}

/**
 * A story's lite and full page by the address given (its slug, else its id, which redirects): a page
 * that has the story row links with storyPath(story) (decision 206); these serve the address asked for.
 */
export const liteStoryPath = (address: string) => `${LITE_PREFIX}/story/${encodeURIComponent(address)}`;
export const fullStoryPath = (address: string) => `/story/${encodeURIComponent(address)}`;
export const liteCategoryPath = (slug: string, page = 1) =>
  `${LITE_PREFIX}/category/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`;
export const liteSearchPath = (q: string, page = 1) =>
  `${LITE_PREFIX}/search?${new URLSearchParams({ q, ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;

/**
 * The query parameters each public page reads (its PageServerContext.searchParams); every other
 * parameter (utm_source, fbclid, a cache buster) changes nothing, so it is dropped before the
 * page is rendered and from the cache key: it can neither multiply entries nor reach the page.
 */
const PAGE_PARAMS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  // The header's search box opens its dialog from ?q= on the home page (SearchBox).
  [/^\/$/, ['q']],
  [/^\/search$/, ['q', 'category', 'from', 'to', 'page']],
  [/^\/(category|author|topic)\/[^/]+$/, ['page']],
  // The lite edition's category pages (docs/product/lite-edition.md).
  [/^\/lite\/(category|author|topic)\/[^/]+$/, ['page']],
  [/^\/lite\/corrections$/, ['page']],
  [/^\/lite\/search$/, ['q', 'page']],
  // The sign-up's answer (the shell server's 303): what happened, the address typed on a refusal.
  [/^\/lite\/newsletter$/, ['result', 'email']],
  [/^\/corrections$/, ['page']],
];

/** The URL a public page is rendered from: only the parameters it reads, in a fixed order. */
export function pageUrl(url: URL): URL {
  const normalized = new URL(url.pathname, url.origin);
  const names = PAGE_PARAMS.find(([pattern]) => pattern.test(url.pathname))?.[1] ?? [];
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value !== null) normalized.searchParams.set(name, value);
  }
  return normalized;
}

/**
 * The cache key of a public response: the origin the page was rendered for (configured, or an
 * allowed Host) and its normalized URL. No other request header is part of any page.
 */
export function pageCacheKey(origin: string, url: Pick<URL, 'pathname' | 'search'>): string {
  return `${origin}${url.pathname}${url.search}`;
}

/**
 * A request carrying a session (an Authorization header, a Supabase auth cookie `sb-…`) is
 * answered without the cache, and its answer is never kept by anyone: pages are rendered
 * anonymously (decision 091), but a session must never meet a shared cache in either direction.
 */
export function carriesSession(authorization: string | null | undefined, cookie: string | null | undefined): boolean {
  if (authorization) return true;
  return !!cookie && cookie.split(';').some((pair) => pair.trim().startsWith('sb-'));
}

export function isPersonalRequest(request: Request): boolean {
  return carriesSession(request.headers.get('authorization'), request.headers.get('cookie'));
}

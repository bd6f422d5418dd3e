import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Server rendering contract between the shell's production server and the remotes' server
 * containers. An exposed page may export `serverData` beside its component: the server calls
 * `prefetch` (through the same shared query functions the page's hooks use) before rendering, and
 * `head` to write the document head and choose the HTTP status. The browser never loads it.
 */
export interface PageServerContext {
  /** The request's query cache: what `prefetch` puts here is rendered and sent to the browser. */
  queryClient: QueryClient;
  /** Route parameters, e.g. { id } on /story/:id. */
  params: Readonly<Record<string, string | undefined>>;
  /** Props the route or the mounting page gives the module. */
  props: Readonly<Record<string, unknown>>;
  /** Public origin of the site, e.g. https://news.example (no trailing slash). */
  origin: string;
  /** Path of the request, e.g. /story/42. */
  path: string;
  /** The request's query string, e.g. ?page=2 on a category or ?q= on /search. */
  searchParams: URLSearchParams;
  siteName: string;
}

export interface PageHeadImage {
  url: string;
  /** og:image:width and height: left out when the image's size is not known (another site's). */
  width?: number;
  height?: number;
  alt: string;
}

export interface PageHeadFeed {
  title: string;
  /** Path of an RSS 2.0 feed on this site, e.g. /rss.xml. */
  path: string;
}

/** What the server writes into the document head for one page, and its HTTP status. */
export interface PageHead {
  /** 404 when what the URL names does not exist (the page then shows the 404 page). */
  status?: 200 | 404;
  title: string;
  description?: string;
  /** What link previews (Open Graph, Twitter cards) title the page, when not its title. */
  social?: { title: string };
  /** Path of the canonical URL; defaults to the request's path. */
  canonicalPath?: string;
  /** Open Graph type. */
  type?: 'website' | 'article' | 'profile';
  image?: PageHeadImage;
  article?: { publishedTime: string; modifiedTime: string; section?: string; author?: string };
  /** Structured data, each object written as its own application/ld+json block. */
  jsonLd?: readonly Record<string, unknown>[];
  feeds?: readonly PageHeadFeed[];
  /** Pagination: rel="prev" / rel="next" links to the neighbouring pages of a list. */
  pagination?: { prevPath?: string; nextPath?: string };
  /** Pages search engines should not index (search results). */
  noindex?: boolean;
  /** The same page in another rendition (the lite edition and the full site): rel="alternate" links. */
  alternates?: readonly { title: string; path: string }[];
}

export interface PageServerData {
  /** Fills the query cache with what the page renders; awaited within the server's time box. */
  prefetch?: (context: PageServerContext) => Promise<unknown>;
  /** The head of the page, computed from the prefetched cache. */
  head?: (context: PageServerContext) => PageHead;
}

/**
 * Given by the shell's server render: RemoteMount asks it to load a remote module and prefetch its
 * data before rendering the area. It rejects (and React renders the area in the browser instead)
 * when the remote's server container is down, too slow or has no server build.
 */
export interface ServerAreas {
  /** Public origin of the site the page is rendered for (the browser uses window.location). */
  origin: string;
  /** `remote`: one of the four's keys, or a team's container (decision 214). */
  prepare: (remote: string, module: string, props: Readonly<Record<string, unknown>>) => Promise<void>;
}

export const ServerAreasContext = createContext<ServerAreas | null>(null);

/**
 * Digest of the server errors that mean "render this area in the browser" (remote down or slow,
 * render time box over). The browser logs these as information, not as hydration errors.
 */
export const CLIENT_RENDER_DIGEST = 'ssr-client-render';

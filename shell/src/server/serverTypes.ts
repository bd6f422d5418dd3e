import type { RuntimeConfig } from '@newsroom/shared';
import type { SiteDefaultEdition } from './siteDefaultEdition.ts';
import type { StoryAddressLookup } from './storyRedirect.ts';

export interface ServerRendererOptions {
  /** The browser's runtime config (also inlined into every page). */
  config: RuntimeConfig;
  /**
   * URL of each remote's server container (dist/server/remoteEntry.js of its deployment): the four
   * by key, a team's remote by its container (decision 214).
   */
  serverRemotes: Readonly<Record<string, string>>;
  /**
   * What the registry vouches for (decision 188; absent in development, without a registry): the
   * origins a server container may be fetched from, and each accepted container's registered
   * `serverIntegrity` (null: none registered). A remote not listed is never loaded on the server.
   */
  serverTrust?: ServerTrust;
  /** The browser build's index.html: the page template (its script tags and base styles). */
  template: string;
  /** Longest a page's server render may take before what is missing is left to the browser. */
  timeoutMs?: number;
  /** Public origin (e.g. https://news.example); without it, the request's own if its host is allowed. */
  publicOrigin?: string;
  /** Host names served without a public origin (any port); default LOCAL_HOSTS. */
  allowedHosts?: readonly string[];
  /** Byte cap of the page cache (default 64 MB). */
  pageCacheBytes?: number;
  /**
   * SERVER_TIMING=on: a rendered page's answer says where its time went (decision 219). Off by
   * default: precise timings of any uncached render are a side channel nobody outside needs.
   */
  serverTiming?: boolean;
  /**
   * TRUSTED_PROXIES (addresses, CIDR ranges): the only peers whose country and edition headers
   * are believed when `/` resolves the reader's edition (decision 175).
   */
  trustedProxies?: readonly string[];
  /** Headers of every HTML page (the security headers): kept with each cached page. */
  htmlHeaders?: Readonly<Record<string, string>>;
  /** Where the admin's default edition comes from; by default `site_settings` through `config`'s API. */
  siteDefaultEdition?: SiteDefaultEdition;
  /** What a story's id or old slug leads to; by default story_address() through `config`'s API. */
  storyAddresses?: StoryAddressLookup;
}

/** The registry's word on the remotes' server containers (ServerRendererOptions.serverTrust). */
export interface ServerTrust {
  origins: readonly string[];
  /** By federation container name (mfe_live): its server container's `sha384-…`, or null. */
  integrity: Readonly<Record<string, string | null>>;
  /** By container: each of its server chunks' `sha384-…`, by file name (decision 214). */
  chunks?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The names a machine calls itself: what `npm start` answers without PUBLIC_SITE_URL. */
export const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** What the fast path reads of a request (Node's IncomingMessage has it as is). */
export interface RequestHead {
  method?: string;
  url?: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The socket: its peer decides whether proxy headers are believed. */
  socket?: { remoteAddress?: string } | null;
}

/** A cached answer as plain data, for the server to write as is. */
export interface FreshAnswer {
  status: number;
  /** Flat: name, value, name, value… (what Node's writeHead takes). */
  headers: readonly string[];
  body: Uint8Array | null;
}

/** Renders the answer to a page, feed or crawl file's normalized URL, for the site's origin. */
export type AnswerPage = (url: URL, origin: string) => Promise<Response> | Response;

/** What renders (the remotes' server containers, React), apart from the page cache. */
export interface PageAnswerer {
  answer: AnswerPage;
  /** The page the browser renders in full: what a failed render answers. */
  startUpPage: string;
}

/** Answers the requests the server renders; null means "not mine" (static files, API). */
export interface ServerRenderer {
  /** `peer`: the socket's address (proxy headers are believed only from TRUSTED_PROXIES). */
  handle: (request: Request, peer?: string | null) => Promise<Response | null>;
  /**
   * The page cache's answer to an anonymous GET/HEAD that needs no render (fresh, or stale while its
   * new render is under way), without building a Request or a Response (a surge is mostly these);
   * null when `handle` must answer.
   */
  freshAnswer: (request: RequestHead) => FreshAnswer | null;
  /** Drops cached responses that name one of `keys` (surrogate keys); resolves how many. */
  purge: (keys: readonly string[]) => Promise<number>;
  /** Whether purges can arrive; while not, cached responses stay fresh 5 s at most. */
  setPurgeChannelLive: (live: boolean) => void;
  /** Stops what renders (its thread, when it has one). */
  close?: () => Promise<void>;
}

import type { RemoteKey, RuntimeConfig } from '@newsroom/shared';

export interface ServerRendererOptions {
  /** The browser's runtime config (also inlined into every page). */
  config: RuntimeConfig;
  /** URL of each remote's server container (dist/server/remoteEntry.js of its deployment). */
  serverRemotes: Record<RemoteKey, string>;
  /** The browser build's index.html: the page template (its script tags and base styles). */
  template: string;
  /** Longest a page's server render may take before what is missing is left to the browser. */
  timeoutMs?: number;
  /** Public origin (e.g. https://news.example); default: the request's own origin. */
  publicOrigin?: string;
}

/** Answers the requests the server renders; null means "not mine" (static files, API). */
export interface ServerRenderer {
  handle: (request: Request) => Promise<Response | null>;
}

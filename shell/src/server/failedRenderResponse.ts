import { ClientRenderError } from './deadline.ts';

/** How long a CDN or crawler should wait before asking again for a page the server gave up on. */
export const ABANDONED_RENDER_RETRY_AFTER_SECONDS = 5;

/**
 * The answer when a page could not be rendered on the server: the start-up page, which the browser
 * renders in full, as before server rendering. A render abandoned at its hard limit means the
 * server is overloaded, not broken: 503 with Retry-After, so caches and crawlers come back rather
 * than keep an error. Anything else is a fault in the chrome: 500.
 */
export function failedRenderResponse(error: unknown, startUpPage: string): Response {
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
  if (!(error instanceof ClientRenderError)) return new Response(startUpPage, { status: 500, headers });
  headers['Retry-After'] = String(ABANDONED_RENDER_RETRY_AFTER_SECONDS);
  return new Response(startUpPage, { status: 503, headers });
}

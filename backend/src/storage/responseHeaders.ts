import type { MiddlewareHandler } from 'hono';

/** A document served from storage runs no script, loads nothing and has an origin of its own. */
export const STORAGE_CSP = "sandbox; default-src 'none'";

/**
 * Headers on every /storage/v1 answer (objects, signed URLs, renders, JSON, errors, preflights):
 * uploaded bytes are never a page of the API's origin, and a browser never guesses a type from
 * them. `<img>` ignores a CSP, so images still display (docs/product/security.md#uploads).
 */
export function storageResponseHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', STORAGE_CSP);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  };
}

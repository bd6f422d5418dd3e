import type { MiddlewareHandler } from 'hono';

/** One line per request: `GET /rest/v1/stories 200 4ms`. Query strings are left out (they may hold e-mails). */
export function requestLogger(write: (line: string) => void = console.log): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    write(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}

import type { MiddlewareHandler } from 'hono';

/**
 * The crowd's reads take turns: at most `limit` GET/HEAD requests are in progress at once, and a
 * waiting one starts in a later turn of the event loop (setImmediate), never inside the callback
 * that freed its slot. Without it a readers' flood filled every turn of the loop with ~150 requests,
 * and each database answer, NOTIFY and realtime frame of a breaking item waited a whole turn
 * (decision 139). Writes, realtime and everything but reads never wait here. `limit` 0: off.
 */
export function readTurns(limit: number): MiddlewareHandler {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) setImmediate(next);
    else active -= 1;
  };
  return async (c, next) => {
    const method = c.req.method;
    if (limit <= 0 || (method !== 'GET' && method !== 'HEAD')) return next();
    if (active < limit) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      await next();
    } finally {
      release();
    }
  };
}

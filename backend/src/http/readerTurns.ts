import type { Context, MiddlewareHandler } from 'hono';
import { isCounterWrite } from '../rest/counterWrites.ts';

/** What a crowd of readers sends: table reads (GET/HEAD) and view counts (decision 130). */
export function isReaderRequest(c: Context): boolean {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD') return true;
  return isCounterWrite(method, 'public', c.req.path.replace(/^\/rest\/v1/, ''));
}

/**
 * Readers' requests take turns: at most `limit` are in progress at once, and a waiting one starts
 * in a later turn of the event loop (setImmediate), never inside the callback that freed its slot.
 * Without it a readers' flood filled every turn of the loop with ~150 requests, and each database
 * answer, NOTIFY and realtime frame of a breaking item waited a whole turn (decision 141). The
 * newsroom's writes, realtime and everything else never wait here. `limit` 0: no limit.
 */
export function readerTurns(limit: number, isReader: (c: Context) => boolean = isReaderRequest): MiddlewareHandler {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) setImmediate(next);
    else active -= 1;
  };
  return async (c, next) => {
    if (!(limit > 0) || !isReader(c)) return next();
    if (active < limit) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      await next();
    } finally {
      release();
    }
  };
}

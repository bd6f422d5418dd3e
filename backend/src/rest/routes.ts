import { Hono } from 'hono';
import type { BackendContext } from '../context.ts';
import { RestError } from './errors.ts';
import { errorResult, respond } from './routes/handle.ts';
import { registerReadRoutes } from './routes/read.ts';
import { registerRpcRoutes } from './routes/rpc.ts';
import { createRestScope, type RestScope } from './routes/scope.ts';
import { registerWriteRoutes } from './routes/write.ts';

/** The CLI's default when config.toml does not say: only `public` is exposed. */
export const EXPOSED_SCHEMAS = ['public'] as const;

/** GET / — a minimal OpenAPI listing of the public relations. */
function registerRootRoute(app: Hono, scope: RestScope): void {
  app.get('/', async (c) => {
    const tables = await scope.cache.allTables();
    const paths = Object.fromEntries(tables.filter((t) => t.schema === 'public').map((t) => [`/${t.name}`, {}]));
    return c.json({ swagger: '2.0', info: { title: 'Newsroom local REST', version: '12' }, paths });
  });
}

/** Any other path or method: PostgREST's 404 PGRST125 or 405 PGRST117. */
function registerFallbackRoute(app: Hono): void {
  app.all('*', (c) => {
    const known = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(c.req.method);
    const error = known
      ? new RestError(404, 'PGRST125', 'Invalid path specified in request URL')
      : new RestError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`);
    return respond(c, errorResult(error), false);
  });
}

/**
 * /rest/v1 — PostgREST-compatible (docs/product/backend-protocol.md#rest): every request runs as its JWT's role, so RLS decides.
 * Route order matters: `/rpc/:fn` before `/:table`, the fallback last.
 */
export function createRestRoutes(ctx: BackendContext): Hono {
  const scope = createRestScope(ctx);
  const app = new Hono();
  registerRootRoute(app, scope);
  registerRpcRoutes(app, scope);
  registerReadRoutes(app, scope);
  registerWriteRoutes(app, scope);
  registerFallbackRoute(app);
  return app;
}

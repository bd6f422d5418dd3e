import { Hono, type MiddlewareHandler } from 'hono';
import { ApiKeyError } from '../keys.ts';
import { bodyLimit } from 'hono/body-limit';
import type { BackendContext } from '../context.ts';
import { DatabaseConnectionError } from '../db/database.ts';
import { storageResponseHeaders } from '../storage/responseHeaders.ts';
import { corsMiddleware } from './cors.ts';
import { requestLogger } from './logging.ts';
import { readerTurns } from './readerTurns.ts';
import { AUTH_BODY_LIMIT_BYTES, REST_BODY_LIMIT_BYTES } from './json.ts';

export interface RouteFamilies {
  auth: Hono;
  rest: Hono;
  storage: Hono;
  functions: Hono;
}

function tooLarge(limit: number) {
  return bodyLimit({
    maxSize: limit,
    onError: (c) => {
      // The rest of the body is never read: close the connection so the client cannot reuse a
      // socket the server is about to drop (which surfaces as "fetch failed" on its next request).
      c.header('Connection', 'close');
      return c.json(
        { code: 'request_too_large', message: `Request body exceeds ${limit} bytes`, details: null, hint: null },
        413,
      );
    },
  });
}

/**
 * The API gateway's key check: an `sb_` key (in `apikey` or as the bearer) must be one of ours,
 * and with API_KEYS=new the legacy anon/service_role keys are refused, as on Supabase.
 */
function apiKeyGate(ctx: BackendContext): MiddlewareHandler {
  const { keys } = ctx;
  return async (c, next) => {
    const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)/i)?.[1];
    const candidates = [c.req.header('apikey')?.trim(), bearer].filter((key): key is string => Boolean(key));
    for (const key of candidates) {
      const isLegacy = key === keys.anonKey || key === keys.serviceRoleKey;
      if (!key.startsWith('sb_') && !(isLegacy && keys.apiKeyMode === 'new')) continue;
      const refusal = await keys.apiKeyRole(key).then(
        () => null,
        (error: unknown) => (error instanceof ApiKeyError ? error.message : 'Invalid API key'),
      );
      if (refusal) {
        return c.json({ message: refusal, hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401);
      }
    }
    await next();
  };
}

/**
 * Auth, storage and edge functions write through their own code (users, sessions, objects, and
 * whatever a function does): each such request invalidates the read cache before its answer
 * leaves. GETs on auth (e-mail verification links) and functions may write too; they are rare.
 */
function invalidateReadsAfterWrites(ctx: BackendContext): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const method = c.req.method;
    if (method === 'OPTIONS') return;
    const read = method === 'GET' || method === 'HEAD';
    if (!read || !c.req.path.startsWith('/storage/v1')) ctx.readCache.invalidate();
  };
}

/** The one HTTP application: CORS, logging and size limits around the Supabase route families. */
export function createApp(ctx: BackendContext, routes: RouteFamilies): Hono {
  const app = new Hono();
  // First, so that CORS preflights and the key gate's refusals carry storage's headers too.
  app.use('/storage/v1/*', storageResponseHeaders());
  app.use('*', corsMiddleware());
  if (ctx.config.logRequests) app.use('*', requestLogger());
  app.use('/rest/v1/*', readerTurns(ctx.config.apiReaderConcurrency));
  for (const family of ['/auth/v1/*', '/rest/v1/*', '/storage/v1/*', '/functions/v1/*'])
    app.use(family, apiKeyGate(ctx));
  for (const family of ['/auth/v1/*', '/storage/v1/*', '/functions/v1/*'])
    app.use(family, invalidateReadsAfterWrites(ctx));
  app.use('/auth/v1/*', tooLarge(AUTH_BODY_LIMIT_BYTES));
  app.use('/rest/v1/*', tooLarge(REST_BODY_LIMIT_BYTES));
  app.route('/auth/v1', routes.auth);
  app.route('/rest/v1', routes.rest);
  app.route('/storage/v1', routes.storage);
  app.route('/functions/v1', routes.functions);
  app.get('/', (c) =>
    c.json({ name: 'newsroom-backend', services: ['auth', 'rest', 'storage', 'realtime', 'functions'] }),
  );
  app.notFound((c) => c.json({ code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof DatabaseConnectionError) {
      console.error(`[backend] ${c.req.method} ${c.req.path}: ${error.message}`);
      return c.json(
        {
          code: 'PGRST001',
          message: 'Database client error. Retrying the connection.',
          details: error.message,
          hint: null,
        },
        503,
      );
    }
    // Details go to the server log only; the client gets a generic message.
    console.error(`[backend] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ code: 'unexpected_failure', message: 'Internal server error' }, 500);
  });
  return app;
}

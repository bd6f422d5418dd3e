import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono, type Context } from 'hono';
import { clientAddress } from '../http/clientAddress.ts';
import type { BackendContext } from '../context.ts';
import type { KeyRing } from '../keys.ts';
import { functionSecrets, verifyJwtSetting } from './config.ts';
import { unmappedImports } from './importMap.ts';
import { loadHandler, runWithEnv, type ServeHandler } from './denoShim.ts';

const NAME = /^[A-Za-z0-9_-]{1,128}$/;
let backendCounter = 0;

function timeoutMs(): number {
  const value = Number(process.env.FUNCTIONS_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 10_000;
}

const CORS_PREFLIGHT = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
};

/**
 * The Authorization the function sees, as the CLI's gateway rewrites it: kept when present and not
 * `Bearer sb_…`; otherwise a secret key becomes the service_role JWT and a publishable key the anon
 * JWT, so verify_jwt and `Authorization`-reading functions work with the new keys too.
 */
async function gatewayAuthorization(c: Context, keys: KeyRing): Promise<string | undefined> {
  const header = c.req.header('authorization');
  if (header && !/^Bearer\s+sb_/i.test(header)) return header;
  const apikey = c.req.header('apikey')?.trim() ?? /^Bearer\s+(sb_\S+)/i.exec(header ?? '')?.[1];
  if (!apikey?.startsWith('sb_')) return header;
  const role = await keys.apiKeyRole(apikey).catch(() => undefined);
  return role ? `Bearer ${keys.legacyJwtFor(role)}` : header;
}

/** The gateway's JWT check for functions with verify_jwt (Supabase's relay answers these). */
async function jwtFailure(c: Context, header: string | undefined, keys: KeyRing): Promise<Response | null> {
  if (!header) return c.json({ msg: 'Missing authorization header' }, 401);
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  if (!token) return c.json({ msg: 'Invalid JWT' }, 401);
  try {
    await keys.verify(token);
    return null;
  } catch {
    return c.json({ msg: 'Invalid JWT' }, 401);
  }
}

/**
 * /functions/v1/<name>: runs supabase/functions/<name>/index.ts, written for Supabase Edge
 * Functions (`Deno.serve(handler)`, `Deno.env.get`), under a small Deno shim.
 */
export function createFunctionsRoutes(ctx: BackendContext): Hono {
  const instance = ++backendCounter;
  const handlers = new Map<string, { version: number; handler: Promise<ServeHandler> }>();
  let env: Promise<Record<string, string>> | null = null;

  // Read when the first function runs: the public URL is only known once the server listens.
  const functionEnv = () =>
    (env ??= functionSecrets(ctx.config.supabaseDir).then((secrets) => ({
      ...(process.env as Record<string, string>),
      ...secrets,
      SUPABASE_URL: ctx.config.publicUrl,
      SUPABASE_ANON_KEY: ctx.keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
      ...(ctx.keys.apiKeyMode === 'legacy'
        ? {}
        : {
            SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: ctx.keys.publishableKey }),
            SUPABASE_SECRET_KEYS: JSON.stringify({ default: ctx.keys.secretKey }),
          }),
      SUPABASE_JWKS: JSON.stringify(ctx.keys.jwks()),
      SUPABASE_DB_URL: ctx.config.databaseUrl ?? '',
    })));

  /** Imports each function once (again only when its index.ts changes). */
  async function handlerFor(name: string, file: string, version: number): Promise<ServeHandler> {
    const cached = handlers.get(name);
    if (cached && cached.version === version) return cached.handler;
    const url = `${pathToFileURL(file).href}?backend=${instance}&v=${version}`;
    const handler = assertImportsMapped(name).then(() => functionEnv().then((values) => loadHandler(url, values)));
    const entry = { version, handler };
    handlers.set(name, entry);
    // A module that failed to boot is retried on the next request (after the author fixes it).
    handler.catch(() => handlers.get(name) === entry && handlers.delete(name));
    return handler;
  }

  /** Refuses to boot a function whose bare imports its deno.json does not map (as deploy would). */
  async function assertImportsMapped(name: string): Promise<void> {
    const unmapped = await unmappedImports(path.join(ctx.config.supabaseDir, 'functions'), name);
    if (unmapped.length === 0) return;
    const list = unmapped.map(({ specifier, file }) => `"${specifier}" (in ${file})`).join(', ');
    throw new Error(`imports not mapped by supabase/functions/${name}/deno.json: ${list}`);
  }

  async function invoke(c: Context): Promise<Response> {
    const name = c.req.param('name') ?? '';
    const notFound = () => c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    if (!NAME.test(name)) return notFound();
    const file = path.join(ctx.config.supabaseDir, 'functions', name, 'index.ts');
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return notFound();
    const authorization = await gatewayAuthorization(c, ctx.keys);
    if (c.req.method !== 'OPTIONS' && (await verifyJwtSetting(ctx.config.supabaseDir, name))) {
      const failure = await jwtFailure(c, authorization, ctx.keys);
      if (failure) return failure;
    }

    let handler: ServeHandler;
    try {
      handler = await handlerFor(name, file, Math.floor(info.mtimeMs));
    } catch (error) {
      console.error(`[functions] ${name} failed to boot:`, error);
      return c.json({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' }, 503);
    }

    // On Supabase the function sees /<name>/… as its path, not /functions/v1/<name>/….
    const incoming = new URL(c.req.url);
    const marker = `/${name}`;
    const rest = incoming.pathname.slice(incoming.pathname.indexOf(`/functions/v1${marker}`) + '/functions/v1'.length);
    const url = new URL(`${rest.startsWith(marker) ? rest : marker}${incoming.search}`, incoming.origin);
    const hasBody = !['GET', 'HEAD'].includes(c.req.method);
    const headers = new Headers(c.req.raw.headers);
    if (authorization) headers.set('authorization', authorization);
    // As the platform's gateway does: the function learns the caller's address from this header,
    // so it holds what the gateway saw, never what the caller wrote in it.
    const caller = clientAddress(c, ctx.config.trustedProxies);
    if (caller) headers.set('x-forwarded-for', caller);
    else headers.delete('x-forwarded-for');
    const request = new Request(url, {
      method: c.req.method,
      headers,
      body: hasBody ? c.req.raw.body : undefined,
      signal: c.req.raw.signal,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);

    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs());
    });
    try {
      const values = await functionEnv();
      const result = await Promise.race([runWithEnv(values, () => Promise.resolve(handler(request))), timeout]);
      if (result === 'timeout') {
        console.error(`[functions] ${name} timed out after ${timeoutMs()} ms`);
        return c.json({ code: 'WORKER_TIMEOUT', message: 'Function timed out' }, 504);
      }
      if (!(result instanceof Response)) throw new TypeError('the handler did not return a Response');
      if (c.req.method === 'OPTIONS' && !result.headers.has('access-control-allow-origin')) {
        return new Response(null, { status: 204, headers: CORS_PREFLIGHT });
      }
      // A copy with mutable headers, so CORS and logging middleware may add theirs.
      return new Response(result.body, result);
    } catch (error) {
      console.error(`[functions] ${name} threw:`, error);
      return c.json({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }, 500);
    } finally {
      clearTimeout(timer);
    }
  }

  const app = new Hono();
  app.all('/:name', invoke);
  app.all('/:name/*', invoke);
  return app;
}

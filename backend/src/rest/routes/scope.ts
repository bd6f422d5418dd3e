import type { Context } from 'hono';
import type { BackendContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import type { RequestIdentity } from '../../db/requestContext.ts';
import { parseJsonText } from '../../http/json.ts';
import { JwtError } from '../../jwt.ts';
import { ApiKeyError } from '../../keys.ts';
import { readApiSettings, type ApiSettings } from '../apiSettings.ts';
import { restErrors } from '../errors.ts';
import { closest } from '../fuzzy.ts';
import { createIdentityResolver } from '../identity.ts';
import type { Page } from '../read.ts';
import {
  negotiate,
  parsePrefer,
  rangeFromHeader,
  type ParsedQuery,
  type Preferences,
  type ResponseShape,
} from '../request.ts';
import type { RestResult } from '../result.ts';
import { SchemaCache, type TableInfo } from '../schemaCache.ts';

/** What every /rest/v1 route shares: the database, the exposed schemas' cache and the caller's identity. */
export interface RestScope {
  ctx: BackendContext;
  settings: ApiSettings;
  cache: SchemaCache;
  identify: ReturnType<typeof createIdentityResolver>;
  geoJsonAvailable: () => Promise<boolean>;
}

/** One request, parsed: its schema, role, response shape, `Prefer` header and query string. */
export interface RequestState {
  schema: string;
  identity: RequestIdentity;
  shape: ResponseShape;
  prefer: Preferences;
  search: URLSearchParams;
}

/** The unit of work of one request: plan (may read the schema cache), then run inside the transaction. */
export type Planned = ((tx: Queryable) => Promise<RestResult>) & { readOnly?: boolean };

export function createRestScope(ctx: BackendContext): RestScope {
  const settings = readApiSettings(ctx.config.supabaseDir);
  return {
    ctx,
    settings,
    cache: new SchemaCache(ctx.db, settings.schemas),
    identify: createIdentityResolver(ctx.keys),
    geoJsonAvailable: memoizedGeoJsonCheck(ctx),
  };
}

/** GeoJSON output needs PostGIS's ST_AsGeoJSON(record) (PostGIS 3); asked once per backend. */
function memoizedGeoJsonCheck(ctx: BackendContext): () => Promise<boolean> {
  let available: Promise<boolean> | undefined;
  return () => {
    available ??= ctx.db
      .query<{ ok: boolean }>(`select exists (select 1 from pg_proc where proname = 'st_asgeojson') as ok`)
      .then((r) => Boolean(r.rows[0]?.ok))
      .catch(() => false);
    return available;
  };
}

export function isReadMethod(c: Context): boolean {
  return c.req.method === 'GET' || c.req.method === 'HEAD';
}

export async function requireTable(scope: RestScope, schema: string, name: string): Promise<TableInfo> {
  const table = await scope.cache.table(schema, name);
  if (table) return table;
  const similar = closest(name, scope.cache.tableNames(schema));
  throw restErrors.unknownTable(schema, name, similar && `Perhaps you meant the table '${schema}.${similar}'`);
}

async function identityOf(scope: RestScope, c: Context): Promise<RequestIdentity> {
  try {
    return await scope.identify({ authorization: c.req.header('authorization'), apikey: c.req.header('apikey') });
  } catch (error) {
    if (error instanceof JwtError)
      throw error.reason === 'expired' ? restErrors.jwtExpired() : restErrors.jwtInvalid(error.message);
    if (error instanceof ApiKeyError) throw restErrors.invalidApiKey(error.message);
    throw error;
  }
}

async function shapeOf(scope: RestScope, c: Context): Promise<ResponseShape> {
  const accept = c.req.header('accept');
  const shape = negotiate(accept);
  if (shape.format === 'plan' && scope.cache.setting('db_plan_enabled') !== 'true')
    throw restErrors.mediaType(accept ?? '');
  if (shape.format === 'geojson' && !(await scope.geoJsonAvailable())) throw restErrors.mediaType(accept ?? '');
  return shape;
}

/** Reads use `Accept-Profile`, writes `Content-Profile`; either must name an exposed schema. */
export async function requestState(scope: RestScope, c: Context): Promise<RequestState> {
  const schemas = scope.settings.schemas;
  const schema = c.req.header(isReadMethod(c) ? 'accept-profile' : 'content-profile') ?? schemas[0];
  if (!schemas.includes(schema)) throw restErrors.invalidSchema(schema, schemas);
  const identity = await identityOf(scope, c);
  const shape = await shapeOf(scope, c);
  const prefer = parsePrefer(c.req.header('prefer'));
  if (prefer.strict && prefer.invalid.length) throw restErrors.invalidPreferences(prefer.invalid);
  return { schema, identity, shape, prefer, search: new URL(c.req.url).searchParams };
}

export async function readBody(c: Context): Promise<unknown> {
  const parsed = parseJsonText(await c.req.text());
  if (!parsed.ok) throw restErrors.badBody(`Empty or invalid json: ${parsed.error}`);
  return parsed.value;
}

/** `?limit/offset` win over a `Range` header (reads only); `maxRows` caps either. */
export function pageOf(c: Context, query: ParsedQuery, maxRows?: number): Page {
  const cap = (page: Page): Page =>
    maxRows === undefined ? page : { ...page, limit: Math.min(page.limit ?? maxRows, maxRows) };
  if (query.limit !== undefined || query.offset !== undefined)
    return cap({ offset: query.offset ?? 0, limit: query.limit });
  const range = isReadMethod(c) ? rangeFromHeader(c.req.header('range')) : undefined;
  return cap(range ?? { offset: 0 });
}

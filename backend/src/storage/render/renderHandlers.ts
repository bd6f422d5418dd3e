import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { verifyJwt } from '../../jwt.ts';
import { StorageError, storageErrors } from '../errors.ts';
import { findVisibleObject, objectKeyOf, type ObjectRow } from '../objects.ts';
import { findBucket, identityOf, type StorageDeps } from '../shared.ts';
import { renderImage } from './renderImage.ts';
import {
  TRANSFORM_LIMITS,
  deserializeTransformOptions,
  parseTransformOptions,
  serializeTransformOptions,
  type TransformOptions,
} from './transformOptions.ts';
import type { VariantCache } from './variantCache.ts';

export interface RenderDeps extends StorageDeps {
  variants: VariantCache;
}

/** Public variants never change: objects are versioned and the portal uploads under fresh names. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** A variant read with the caller's rights (or a token) stays in the browser's private cache. */
const PRIVATE_CACHE = 'private, max-age=3600';

function queryOptions(c: Context): TransformOptions {
  return parseTransformOptions(c.req.query());
}

/** Which variant the Accept header selects: part of the cache key (hence `Vary: Accept`). */
function formatClass(options: TransformOptions, accept: string): string {
  return options.format ?? (/\bimage\/webp\b/.test(accept) ? 'webp' : 'origin');
}

async function sendVariant(
  c: Context,
  deps: RenderDeps,
  row: ObjectRow,
  options: TransformOptions,
  cacheControl: string,
): Promise<Response> {
  const version = row.version;
  const sourceSize = version ? await deps.store.size(version) : null;
  if (!version || sourceSize === null) throw storageErrors.noSuchKey();
  if (sourceSize > TRANSFORM_LIMITS.maxSourceBytes) {
    throw new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The source image exceeds 25 MB');
  }
  const accept = c.req.header('accept') ?? '';
  const key = createHash('sha256')
    .update(`${version}|${serializeTransformOptions(options)}|${formatClass(options, accept)}`)
    .digest('hex');
  const headers = new Headers({
    'Cache-Control': cacheControl,
    Vary: 'Accept',
    ETag: `"${key.slice(0, 40)}"`,
    'Last-Modified': new Date(row.metadata?.lastModified ?? row.updated_at).toUTCString(),
  });
  if (c.req.header('if-none-match') === headers.get('ETag')) return new Response(null, { status: 304, headers });
  const image = await deps.variants.getOrRender(key, () => renderImage(deps.store.pathOf(version), options, accept));
  headers.set('Content-Type', image.contentType);
  headers.set('Content-Length', String(image.bytes.length));
  headers.set('X-Render-Cache', image.cached ? 'HIT' : 'MISS');
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(image.bytes), { status: 200, headers });
}

/** GET /render/image/public/{bucket}/{path}: public buckets only, as /object/public. */
export async function renderPublicImage(c: Context, deps: RenderDeps): Promise<Response> {
  const { bucket, key } = objectKeyOf(c);
  const options = queryOptions(c);
  if (!(await findBucket(deps, bucket)).public) throw storageErrors.noSuchBucket();
  return sendVariant(c, deps, await findVisibleObject(deps, null, bucket, key), options, PUBLIC_CACHE);
}

/** GET /render/image/authenticated/{bucket}/{path}: the caller's RLS decides. */
export async function renderAuthenticatedImage(c: Context, deps: RenderDeps): Promise<Response> {
  const identity = await identityOf(c, deps);
  const { bucket, key } = objectKeyOf(c);
  const options = queryOptions(c);
  await findBucket(deps, bucket);
  return sendVariant(c, deps, await findVisibleObject(deps, identity, bucket, key), options, PRIVATE_CACHE);
}

/** GET /render/image/sign/{bucket}/{path}?token=…: the transformations are the token's, not the query's. */
export async function renderSignedImage(c: Context, deps: RenderDeps): Promise<Response> {
  const { bucket, key } = objectKeyOf(c);
  const token = c.req.query('token');
  if (!token) throw storageErrors.invalidRequest('Missing token');
  const claims = await verifyJwt(token, deps.ctx.config.jwtSecret);
  if (claims.url !== `${bucket}/${key}`) throw storageErrors.invalidJwt('Invalid signature for this object');
  const options = deserializeTransformOptions(claims.transformations);
  await findBucket(deps, bucket);
  return sendVariant(c, deps, await findVisibleObject(deps, null, bucket, key), options, PRIVATE_CACHE);
}

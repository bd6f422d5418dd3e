// GET /social-image/{key}?x=&y=: a link preview's picture (decision 205): one of the site's stored
// images (the blog-images bucket) cropped to 1200 × 630 (Open Graph's and Twitter's large card,
// 1.91:1) around its focal point, the centre without one. The page head points og:image here
// (shared/src/media/socialImage.ts). Hosted image transformations crop only at the centre
// (decision 153), so the crop is made here, with sharp, from the stored original.
import { runtimeConfigFromEnv } from '@newsroom/shared/runtime-config-env';
import sharp from 'sharp';
import { addressLimit } from './addressLimit.mjs';
import { clientAddress, trustedProxyBlockList } from './clientAddress.mjs';
import { trustedProxiesFromEnv } from './serverConfig.mjs';

export const SOCIAL_IMAGE_PREFIX = '/social-image/';
export const CARD = { width: 1200, height: 630 };
const BUCKET = 'blog-images';
/** The bucket's own limit is 5 MB; a larger answer is not one of its images. */
const MAX_SOURCE_BYTES = 5 * 1024 * 1024;
/** As the storage render's (decision 153): a decompression bomb stops at its header. */
const MAX_SOURCE_PIXELS = 50_000_000;
const FETCH_TIMEOUT_MS = 10_000;
/**
 * Segments of letters, digits, dots, hyphens and underscores: no "..", no encoded characters. The
 * page head points here only for keys of this form (SOCIAL_IMAGE_KEY, shared/src/media/socialImage.ts).
 */
export const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
/**
 * 0 to 1 in at most three decimals, written one way only (as the page head writes them: no
 * trailing zeros), so that the CDN's copy of a crop cannot be bypassed by respelling its point.
 */
export const COORDINATE = /^(0|1|0\.\d{0,2}[1-9])$/;
/** Stored objects get fresh names (decision 153): a URL's bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Crops made at once by one server: the pages share its cores, and every focal point of every
 * image is a URL of its own (the CDN keeps each one after the first). Past this, 503 and retry.
 */
export const MAX_CROPS_AT_ONCE = 2;
/** Crops one address may ask of one worker a minute: a crawler's shares pass, a loop does not. */
export const CROPS_PER_ADDRESS_A_MINUTE = 60;
const ADDRESSES_KEPT = 10_000;

const clamp = (value, min, max) => Math.min(Math.max(value, min), max);

/**
 * Where the card's window lies in an image of `width` × `height` scaled to cover it: the scaled
 * size, and the window's top-left corner, centred on the focal point as far as the edges allow.
 */
export function cardCrop(width, height, focal = { x: 0.5, y: 0.5 }) {
  const scale = Math.max(CARD.width / width, CARD.height / height);
  const scaled = {
    width: Math.max(CARD.width, Math.round(width * scale)),
    height: Math.max(CARD.height, Math.round(height * scale)),
  };
  return {
    scaled,
    left: clamp(Math.round(focal.x * scaled.width - CARD.width / 2), 0, scaled.width - CARD.width),
    top: clamp(Math.round(focal.y * scaled.height - CARD.height / 2), 0, scaled.height - CARD.height),
  };
}

/** The focal point of the query: both coordinates (COORDINATE) or neither. */
function focalOf(query) {
  const { x, y } = query;
  if (x === undefined && y === undefined) return { x: 0.5, y: 0.5 };
  return COORDINATE.test(x ?? '') && COORDINATE.test(y ?? '') ? { x: Number(x), y: Number(y) } : null;
}

/** The 1200 × 630 JPEG of an image's bytes; orientation applied, metadata dropped. */
export async function cardImage(bytes, focal) {
  const options = { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error' };
  const meta = await sharp(bytes, options).metadata();
  const sideways = (meta.orientation ?? 1) >= 5;
  const [width, height] = sideways ? [meta.height, meta.width] : [meta.width, meta.height];
  const { scaled, left, top } = cardCrop(width, height, focal);
  return sharp(bytes, options)
    .rotate()
    .resize(scaled.width, scaled.height, { fit: 'fill' })
    .extract({ left, top, ...CARD })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

async function sourceBytes(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (response.status === 400 || response.status === 404) return { status: 404 };
  if (!response.ok) return { status: 502 };
  if (Number(response.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) return { status: 413 };
  const bytes = Buffer.from(await response.arrayBuffer());
  return bytes.length > MAX_SOURCE_BYTES ? { status: 413 } : { status: 200, bytes };
}

const plain = (c, status, text) =>
  c.body(text, status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });

/** The crop of one request: the source read from storage, then cut; an error status else. */
async function answerCrop(c, storage, key, focal) {
  let source;
  try {
    source = await sourceBytes(storage + key);
  } catch {
    return plain(c, 502, 'The image could not be read.');
  }
  if (source.status !== 200) return plain(c, source.status, 'The image could not be read.');
  let jpeg;
  try {
    jpeg = await cardImage(source.bytes, focal);
  } catch {
    return plain(c, 415, 'Not an image that can be cropped.');
  }
  return c.body(jpeg, 200, {
    'Content-Type': 'image/jpeg',
    'Cache-Control': IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
  });
}

export function socialImageRoute(app, env) {
  const storage = `${runtimeConfigFromEnv(env).supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${BUCKET}/`;
  const trusted = trustedProxyBlockList(trustedProxiesFromEnv(env));
  const withinLimit = addressLimit({ max: CROPS_PER_ADDRESS_A_MINUTE, windowMs: 60_000, maxKeys: ADDRESSES_KEPT });
  let running = 0;
  app.on(['GET', 'HEAD'], `${SOCIAL_IMAGE_PREFIX}*`, async (c) => {
    const key = c.req.path.slice(SOCIAL_IMAGE_PREFIX.length);
    const focal = focalOf(c.req.query());
    if (!KEY.test(key) || key.length > 1024 || !focal) return plain(c, 400, 'Not an image address.');
    if (!withinLimit(clientAddress(c, trusted))) {
      c.header('Retry-After', '60');
      return plain(c, 429, 'Too many images asked for: try again in a minute.');
    }
    if (running >= MAX_CROPS_AT_ONCE) {
      c.header('Retry-After', '5');
      return plain(c, 503, 'Busy: try again shortly.');
    }
    running += 1;
    try {
      return await answerCrop(c, storage, key, focal);
    } finally {
      running -= 1;
    }
  });
}

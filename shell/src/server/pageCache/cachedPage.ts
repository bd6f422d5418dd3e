import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Every render is compressed before anyone gets it (after a purge, readers wait for it). Measured
 * on the 197 KB front of bench:fronts (decision 211): quality 6 takes 3.1 ms of CPU, 9 takes 21.8 ms
 * for 0.8 % fewer bytes (34,123 against 33,842), 11 ~10x 9 again.
 */
const BROTLI_QUALITY = 6;

export type Encoding = 'br' | 'gzip' | 'identity';

/** Headers as a flat list (name, value, name, value…): what Node's writeHead takes as is. */
export type FlatHeaders = readonly string[];

/** A response kept by the page cache: its headers, and its body in every encoding it is sent in. */
export interface CachedPage {
  status: number;
  /** Headers as rendered, without the per-request ones (Age, Content-Encoding, Content-Length). */
  headers: ReadonlyArray<readonly [string, string]>;
  /** Each encoding's headers, built once: the rendered ones, Content-Encoding, Vary, Content-Length. */
  answerHeaders: Readonly<Record<Encoding, FlatHeaders>>;
  etag: string | null;
  bodies: Readonly<Record<Encoding, Buffer>>;
  /** Surrogate keys: what the page shows, for purges. */
  keys: ReadonlySet<string>;
  /** Bytes held (bodies and headers), for the cache's byte cap. */
  size: number;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  /** Expired by a purge: it answers only readers who arrive while its new render runs. */
  purged?: boolean;
  /** The render's Server-Timing, if it had one, with the compression: for the readers who waited for that render only. */
  serverTiming: string | null;
}

export interface Lifetime {
  freshMs: number;
  staleMs: number;
}

/** s-maxage (else max-age) and stale-while-revalidate of a public response; null if not shareable. */
export function sharedLifetime(cacheControl: string | null): Lifetime | null {
  if (!cacheControl) return null;
  const directives = new Map(
    cacheControl.split(',').map((part) => {
      const [name, value] = part.trim().toLowerCase().split('=');
      return [name, value] as const;
    }),
  );
  if (!directives.has('public') || ['private', 'no-store', 'no-cache'].some((name) => directives.has(name)))
    return null;
  const seconds = (name: string) => {
    const value = Number(directives.get(name));
    return Number.isFinite(value) && value > 0 ? value * 1000 : 0;
  };
  const freshMs = seconds('s-maxage') || seconds('max-age');
  if (freshMs === 0) return null;
  return { freshMs, staleMs: seconds('stale-while-revalidate') };
}

const PER_REQUEST_HEADERS = new Set([
  'age',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'server-timing',
]);

/** Reads a rendered response into an entry: the body compressed once, in both encodings. */
export async function toCachedPage(response: Response, lifetime: Lifetime, now: number): Promise<CachedPage> {
  const identity = Buffer.from(await response.arrayBuffer());
  const compressing = performance.now();
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity),
    brotliAsync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  const headers = [...response.headers].filter(([name]) => !PER_REQUEST_HEADERS.has(name));
  const keys = new Set((response.headers.get('surrogate-key') ?? '').split(' ').filter(Boolean));
  const headerBytes = headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  const bodies = { identity, gzip: gzipped, br: brotli };
  return {
    status: response.status,
    headers,
    answerHeaders: {
      identity: flatAnswerHeaders(headers, 'identity', identity.length),
      gzip: flatAnswerHeaders(headers, 'gzip', gzipped.length),
      br: flatAnswerHeaders(headers, 'br', brotli.length),
    },
    etag: response.headers.get('etag'),
    serverTiming: withCompression(response.headers.get('server-timing'), performance.now() - compressing),
    bodies,
    keys,
    size: identity.length + gzipped.length + brotli.length + headerBytes,
    storedAt: now,
    freshUntil: now + lifetime.freshMs,
    staleUntil: now + lifetime.freshMs + lifetime.staleMs,
  };
}

/** The render's Server-Timing (if the server sends one), and the compression its reader also waited for. */
function withCompression(serverTiming: string | null, milliseconds: number): string | null {
  return serverTiming && `${serverTiming}, compress;dur=${milliseconds.toFixed(1)};desc="gzip and brotli"`;
}

function flatAnswerHeaders(headers: CachedPage['headers'], encoding: Encoding, length: number): FlatHeaders {
  const flat = headers.flat();
  if (encoding !== 'identity') flat.push('content-encoding', encoding);
  // A page's own Vary (`/`'s) already names Accept-Encoding: one Vary line, not two.
  if (!headers.some(([name]) => name === 'vary')) flat.push('vary', 'Accept-Encoding');
  flat.push('content-length', String(length));
  return flat;
}

/** Accept-Encoding values seen (browsers send a handful): parsed once each. */
const encodingOf = new Map<string, Encoding>();
const ENCODING_MEMO = 64;

/** The best encoding the client accepts (q > 0): brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | null): Encoding {
  if (!acceptEncoding) return 'identity';
  const known = encodingOf.get(acceptEncoding);
  if (known) return known;
  const chosen = parseEncoding(acceptEncoding);
  if (encodingOf.size < ENCODING_MEMO) encodingOf.set(acceptEncoding, chosen);
  return chosen;
}

function parseEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return 'identity';
}

function etagMatches(ifNoneMatch: string | null | undefined, etag: string | null): boolean {
  if (!ifNoneMatch || !etag) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag));
}

/** What an answer from the cache depends on in a request. */
export interface CacheRequest {
  method: string;
  ifNoneMatch?: string | null;
  acceptEncoding?: string | null;
}

/** An answer as plain data: the server writes it without building a Response (the surge's fast path). */
export interface CachedAnswer {
  status: number;
  headers: FlatHeaders;
  /** Null for 304 and HEAD. */
  body: Buffer | null;
}

/**
 * The entry as an answer to one request: 304 when the client has it (If-None-Match, weak
 * comparison), the encoding it accepts, no body for HEAD, and its Age.
 */
export function cachedAnswer(request: CacheRequest, page: CachedPage, now: number, cacheState: string): CachedAnswer {
  const age = String(Math.max(0, Math.floor((now - page.storedAt) / 1000)));
  if (page.status === 200 && etagMatches(request.ifNoneMatch, page.etag)) {
    return { status: 304, headers: [...page.headers.flat(), 'age', age, 'x-page-cache', cacheState], body: null };
  }
  const encoding = chooseEncoding(request.acceptEncoding ?? null);
  const headers = [...page.answerHeaders[encoding], 'age', age, 'x-page-cache', cacheState];
  return { status: page.status, headers, body: request.method === 'HEAD' ? null : page.bodies[encoding] };
}

export function respondFromCache(request: Request, page: CachedPage, now: number, cacheState: string): Response {
  const answer = cachedAnswer(
    {
      method: request.method,
      ifNoneMatch: request.headers.get('if-none-match'),
      acceptEncoding: request.headers.get('accept-encoding'),
    },
    page,
    now,
    cacheState,
  );
  const headers = new Headers();
  for (let i = 0; i < answer.headers.length; i += 2) headers.append(answer.headers[i], answer.headers[i + 1]);
  return new Response(answer.body && new Uint8Array(answer.body), { status: answer.status, headers });
}

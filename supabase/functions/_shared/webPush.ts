// Web Push sending with WebCrypto only, for the local backend (Node 20+) and the hosted edge
// functions (Deno) alike: RFC 8291 message encryption (aes128gcm, RFC 8188), RFC 8292 VAPID and
// the RFC 8030 request. No imports. The npm `web-push` package relies on node:crypto's ECDH and
// does not encrypt correctly on Deno (issue 55, decision 193).

/** A browser's subscription; keys base64url as PushSubscription.toJSON() gives them. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** publicKey: base64url uncompressed P-256 point (65 bytes); privateKey: base64url 32-byte scalar. */
export type VapidKeys = { subject: string; publicKey: string; privateKey: string };
export type PushOptions = {
  ttl: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  topic?: string;
  /** Allows http(s) endpoints on 127.0.0.1/localhost/::1: the local push service stand-in only. */
  allowLoopback?: boolean;
  /** Gives up on an endpoint that does not answer (default 10 s). */
  timeoutMs?: number;
};

/** One record of 4096 bytes: header (86), AES-GCM tag (16) and the padding delimiter (1) leave 3,993. */
export const RECORD_SIZE = 4096;
const HEADER_BYTES = 16 + 4 + 1 + 65;
export const MAX_PAYLOAD_BYTES = RECORD_SIZE - HEADER_BYTES - 16 - 1;
/** RFC 8030 §5.2 leaves TTL unbounded; the big services cap it at four weeks. */
const MAX_TTL_SECONDS = 28 * 24 * 3600;
const MAX_VAPID_SECONDS = 24 * 3600;
const DEFAULT_VAPID_SECONDS = 12 * 3600;
const MAX_ENDPOINT_LENGTH = 2048;
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

const encoder = new TextEncoder();
const P256_ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
const P256_ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;

export class WebPushError extends Error {
  override name = 'WebPushError';
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes base64url (or padded); `what` names the value in the error. */
export function base64UrlDecode(text: string, what = 'value'): Uint8Array {
  if (!BASE64URL.test(text)) throw new WebPushError(`${what} is not base64url`);
  const plain = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (plain.length % 4 === 1) throw new WebPushError(`${what} is not base64url`);
  const binary = atob(plain + '='.repeat((4 - (plain.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** A key of exactly `length` bytes; the text is bounded before decoding so a huge one costs nothing. */
function decodeKey(text: string, length: number, what: string): Uint8Array {
  if (typeof text !== 'string' || text.length > Math.ceil((length * 4) / 3) + 2) {
    throw new WebPushError(`${what} must be ${length} bytes`);
  }
  const bytes = base64UrlDecode(text, what);
  if (bytes.length !== length) throw new WebPushError(`${what} must be ${length} bytes`);
  return bytes;
}

function decodePoint(text: string, what: string): Uint8Array {
  const point = decodeKey(text, 65, what);
  if (point[0] !== 0x04) throw new WebPushError(`${what} must be an uncompressed P-256 point`);
  return point;
}

function concat(...parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The push services an endpoint may be at (https, port 443): a leading dot takes any subdomain.
 * Refusing private addresses is not enough (a name can resolve to one), so only these are called.
 * A deployment using another push service adds its host here and to the database's list
 * (private.push_settings.service_hosts, decision 193).
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '.push.apple.com',
  '.notify.windows.com',
];

/** A host PUSH_SERVICE_HOSTS names, exactly or as a subdomain of a dotted entry. */
export function isPushServiceHost(hostname: string, hosts: readonly string[] = PUSH_SERVICE_HOSTS): boolean {
  const host = hostname.toLowerCase();
  return hosts.some((entry) =>
    entry.startsWith('.') ? host.length > entry.length && host.endsWith(entry) : host === entry,
  );
}

/** The endpoint as a URL, refused unless https on port 443 at a known push service (or loopback when allowed). */
export function checkEndpoint(endpoint: string, allowLoopback = false): URL {
  if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_LENGTH) {
    throw new WebPushError('push endpoint is missing or too long');
  }
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new WebPushError('push endpoint is not a URL');
  }
  if (url.username || url.password) throw new WebPushError('push endpoint must not carry credentials');
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (allowLoopback && loopback && (url.protocol === 'http:' || url.protocol === 'https:')) return url;
  if (url.protocol !== 'https:') throw new WebPushError('push endpoint must be https');
  // The URL parser drops :443 on https, so any port left is another one.
  if (url.port) throw new WebPushError('push endpoint must use port 443');
  if (!isPushServiceHost(url.hostname)) throw new WebPushError('push endpoint must be at a known push service');
  return url;
}

/** The subscription's keys, checked: p256dh a 65-byte uncompressed point, auth 16 bytes. */
function targetKeys(target: PushTarget) {
  const uaPublic = decodePoint(target.p256dh, 'p256dh');
  const authSecret = decodeKey(target.auth, 16, 'auth');
  return { uaPublic: new Uint8Array(uaPublic), authSecret: new Uint8Array(authSecret) };
}

const hkdfKey = (ikm: BufferSource) => crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);

async function hkdf(salt: BufferSource, key: CryptoKey, info: Uint8Array, bytes: number) {
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt, info: new Uint8Array(info) },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

/**
 * RFC 8291 with a given salt and sender key pair: the seam for the RFC's worked example (Appendix
 * A); everything else goes through encryptPushPayload, which makes both fresh for each message.
 */
export async function encryptWithKeys(
  target: Pick<PushTarget, 'p256dh' | 'auth'>,
  payload: Uint8Array,
  salt: Uint8Array,
  sender: CryptoKeyPair,
): Promise<Uint8Array> {
  if (payload.length > MAX_PAYLOAD_BYTES) {
    throw new WebPushError(`push payload is ${payload.length} bytes; the limit is ${MAX_PAYLOAD_BYTES}`);
  }
  if (salt.length !== 16) throw new WebPushError('salt must be 16 bytes');
  const { uaPublic, authSecret } = targetKeys(target as PushTarget);
  const uaKey = await crypto.subtle.importKey('raw', uaPublic, P256_ECDH, false, []);
  const asPublic = new Uint8Array(await crypto.subtle.exportKey('raw', sender.publicKey));
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: uaKey }, sender.privateKey, 256),
  );
  const keyInfo = concat(encoder.encode('WebPush: info\0'), uaPublic, asPublic);
  const ikm = await hkdfKey(await hkdf(authSecret, await hkdfKey(shared), keyInfo, 32));
  const saltBytes = new Uint8Array(salt);
  const [cek, nonce] = await Promise.all([
    hkdf(saltBytes, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16),
    hkdf(saltBytes, ikm, encoder.encode('Content-Encoding: nonce\0'), 12),
  ]);
  const aesKey = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  // One record, so it is the last: the delimiter 0x02 and no padding.
  const plaintext = concat(payload, Uint8Array.of(2));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, aesKey, plaintext));
  const header = new Uint8Array(HEADER_BYTES);
  header.set(saltBytes, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = asPublic.length;
  header.set(asPublic, 21);
  return concat(header, ciphertext);
}

/** RFC 8291 aes128gcm body (RFC 8188 header, record size 4096, one record). */
export async function encryptPushPayload(target: PushTarget, payload: Uint8Array): Promise<Uint8Array> {
  if (payload.length > MAX_PAYLOAD_BYTES) {
    throw new WebPushError(`push payload is ${payload.length} bytes; the limit is ${MAX_PAYLOAD_BYTES}`);
  }
  targetKeys(target);
  const sender = (await crypto.subtle.generateKey(P256_ECDH, true, ['deriveBits'])) as CryptoKeyPair;
  return encryptWithKeys(target, payload, crypto.getRandomValues(new Uint8Array(16)), sender);
}

function checkVapid(vapid: VapidKeys): { publicKey: Uint8Array; privateKey: Uint8Array } {
  if (typeof vapid.subject !== 'string' || !/^(mailto:|https:)/.test(vapid.subject)) {
    throw new WebPushError('VAPID subject must be a mailto: or https: URL');
  }
  return {
    publicKey: decodePoint(vapid.publicKey, 'VAPID public key'),
    privateKey: decodeKey(vapid.privateKey, 32, 'VAPID private key'),
  };
}

async function importSigningKey(publicKey: Uint8Array, privateKey: Uint8Array): Promise<CryptoKey> {
  const jwk: JsonWebKey = {
    kty: 'EC',
    crv: 'P-256',
    x: base64UrlEncode(publicKey.subarray(1, 33)),
    y: base64UrlEncode(publicKey.subarray(33, 65)),
    d: base64UrlEncode(privateKey),
  };
  try {
    return await crypto.subtle.importKey('jwk', jwk, P256_ECDSA, false, ['sign']);
  } catch {
    throw new WebPushError('VAPID keys are not a P-256 key pair');
  }
}

/** 'vapid t=<ES256 JWT>, k=<publicKey>' (RFC 8292); aud is the endpoint's origin, exp at most 24 h away. */
export async function vapidAuthorization(
  endpoint: string,
  vapid: VapidKeys,
  expiresInSeconds = DEFAULT_VAPID_SECONDS,
): Promise<string> {
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds <= 0 || expiresInSeconds > MAX_VAPID_SECONDS) {
    throw new WebPushError('VAPID expiry must be between 1 second and 24 hours');
  }
  const { publicKey, privateKey } = checkVapid(vapid);
  const aud = new URL(endpoint).origin;
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const header = base64UrlEncode(encoder.encode(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));
  const claims = base64UrlEncode(encoder.encode(JSON.stringify({ aud, exp, sub: vapid.subject })));
  const key = await importSigningKey(publicKey, privateKey);
  // WebCrypto's ECDSA signature is r || s (IEEE P1363), the form JWS's ES256 wants.
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    encoder.encode(`${header}.${claims}`),
  );
  return `vapid t=${header}.${claims}.${base64UrlEncode(new Uint8Array(signature))}, k=${vapid.publicKey}`;
}

/** One header per audience and key, reused until an hour before it expires (a JWT per push is waste). */
const authorizations = new Map<string, { value: string; renewAt: number }>();

async function cachedAuthorization(url: URL, vapid: VapidKeys): Promise<string> {
  const cacheKey = `${url.origin} ${vapid.subject} ${vapid.publicKey} ${vapid.privateKey}`;
  const cached = authorizations.get(cacheKey);
  if (cached && cached.renewAt > Date.now()) return cached.value;
  const value = await vapidAuthorization(url.href, vapid);
  if (authorizations.size > 1000) authorizations.clear();
  authorizations.set(cacheKey, { value, renewAt: Date.now() + (DEFAULT_VAPID_SECONDS - 3600) * 1000 });
  return value;
}

function checkOptions(options: PushOptions): void {
  if (!Number.isInteger(options.ttl) || options.ttl < 0 || options.ttl > MAX_TTL_SECONDS) {
    throw new WebPushError(`TTL must be a whole number of seconds from 0 to ${MAX_TTL_SECONDS}`);
  }
  if (options.urgency !== undefined && !URGENCIES.has(options.urgency)) {
    throw new WebPushError('Urgency must be very-low, low, normal or high');
  }
  if (options.topic !== undefined && !TOPIC.test(options.topic)) {
    throw new WebPushError('Topic must be 1 to 32 URL-safe base64 characters');
  }
}

/**
 * Encrypts and POSTs one message (RFC 8030). Throws WebPushError for bad input or a redirect (never
 * followed) and the fetch error when the service cannot be reached; any answer is returned, and 404/410 mean the subscription
 * is gone for good.
 */
export async function sendWebPush(
  target: PushTarget,
  payload: string | Uint8Array,
  vapid: VapidKeys,
  options: PushOptions,
  fetchImpl: typeof fetch = fetch,
): Promise<{ status: number; gone: boolean }> {
  checkOptions(options);
  const url = checkEndpoint(target.endpoint, options.allowLoopback);
  const body = await encryptPushPayload(target, typeof payload === 'string' ? encoder.encode(payload) : payload);
  const headers: Record<string, string> = {
    'Content-Type': 'application/octet-stream',
    'Content-Encoding': 'aes128gcm',
    TTL: String(options.ttl),
    Authorization: await cachedAuthorization(url, vapid),
  };
  if (options.urgency) headers.Urgency = options.urgency;
  if (options.topic) headers.Topic = options.topic;
  const response = await fetchImpl(url.href, {
    method: 'POST',
    headers,
    body: body as BufferSource,
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    // A push service never redirects; following one would let an endpoint send us anywhere.
    redirect: 'manual',
  });
  // The answer's body is never needed; cancelling it frees the connection.
  await response.body?.cancel().catch(() => undefined);
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    throw new WebPushError(`push service answered a redirect (${response.status}); not followed`);
  }
  return { status: response.status, gone: response.status === 404 || response.status === 410 };
}

/** A fresh VAPID key pair, base64url: the 65-byte public point and the 32-byte private scalar. */
export async function generateVapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = (await crypto.subtle.generateKey(P256_ECDSA, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return { publicKey: base64UrlEncode(publicKey), privateKey: jwk.d as string };
}

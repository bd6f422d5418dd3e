import { BlockList, isIP } from 'node:net';
// Not the package's index: the page cache's thread never loads React (server/index.ts).
import { DEFAULT_EDITION, isEdition, resolveEdition, type Edition } from '@newsroom/shared/edition-resolver';

/** The reader's country, as a geolocating proxy in TRUSTED_PROXIES sets it. */
export const COUNTRY_HEADER = 'x-country-code';
/** The edition the CDN already resolved (deploy/varnish/default.vcl), believed from TRUSTED_PROXIES only. */
export const EDITION_HEADER = 'x-edition';
/** The render of `/` carries its resolved edition in its URL (never the reader's: pageUrl drops it). */
export const EDITION_PARAM = 'edition';

const MAX_PREFIX = { ipv4: 32, ipv6: 128 } as const;

/** Adds one address or CIDR range; false for anything else (a typo must not stop the server). */
function addTrusted(list: BlockList, entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (bits === undefined) {
    list.addAddress(address, type);
    return true;
  }
  // BlockList throws on a prefix longer than the address (10.0.0.0/33).
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > MAX_PREFIX[type]) return false;
  list.addSubnet(address, Number(bits), type);
  return true;
}

/** TRUSTED_PROXIES entries (addresses or CIDR ranges); anything else is skipped, with one warning. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  const skipped = entries.map((entry) => entry.trim()).filter((entry) => entry && !addTrusted(list, entry));
  if (skipped.length > 0) {
    console.warn(`[shell server] TRUSTED_PROXIES: skipped ${skipped.join(', ')} (not an address or CIDR range)`);
  }
  return list;
}

function isTrustedPeer(peer: string | null | undefined, trusted: BlockList): boolean {
  const family = peer ? isIP(peer) : 0;
  return !!peer && family !== 0 && trusted.check(peer, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The edition `/` shows this request: the CDN's answer or the country when the socket peer is a
 * trusted proxy (anyone else can forge those headers), else the reader's cookie and languages,
 * else the site's default. The CDN's "default" (a reader with no signal) is not an edition: it
 * falls through to the same chain, which ends at the site's default.
 */
export function requestEdition(
  header: (name: string) => string | null | undefined,
  peer: string | null | undefined,
  trusted: BlockList,
  siteDefault: Edition = DEFAULT_EDITION,
): Edition {
  const fromProxy = isTrustedPeer(peer, trusted);
  const resolved = fromProxy ? header(EDITION_HEADER) : null;
  if (isEdition(resolved)) return resolved;
  const signals = {
    cookie: header('cookie'),
    country: fromProxy ? header(COUNTRY_HEADER) : null,
    acceptLanguage: header('accept-language'),
  };
  return resolveEdition(signals, siteDefault);
}

/** `/` is rendered and cached per edition, and nothing else of the request; other paths as they are. */
export function withReaderEdition(url: URL, edition: () => Edition): URL {
  if (url.pathname !== '/') return url;
  const front = new URL(url);
  front.searchParams.set(EDITION_PARAM, edition());
  return front;
}

/**
 * What `/` varies on for a shared cache that does not resolve the edition itself (Varnish's VCL
 * does, and drops this): without it such a cache would keep one edition of `/` for everyone.
 */
export const FRONT_VARY = 'Accept-Encoding, Cookie, Accept-Language';

/** Names the edition a render of `/` shows: the VCL never stores one reached by an alias (/./) for everyone. */
export const RENDERED_EDITION_HEADER = 'X-Rendered-Edition';

/** A render of `/` (its URL carries the edition), with the headers that say it is the reader's edition's. */
export function frontAnswer(response: Response, url: URL): Response {
  if (url.pathname !== '/') return response;
  const headers = new Headers(response.headers);
  headers.set('Vary', FRONT_VARY);
  headers.set(RENDERED_EDITION_HEADER, editionOfFrontUrl(url) ?? DEFAULT_EDITION);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The edition a render of `/` was asked for (its URL), International for anything else. */
export function editionOfFrontUrl(url: URL): Edition | null {
  const edition = url.searchParams.get(EDITION_PARAM);
  return isEdition(edition) ? edition : null;
}

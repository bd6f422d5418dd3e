// Who is asking, as the backend resolves it (backend/src/http/clientAddress.ts, mirrored here:
// the shell server runs plain JavaScript and cannot import the backend's TypeScript).
import { BlockList, isIP } from 'node:net';
import { peerAddress } from './staticSite.mjs';

const MAX_PREFIX = { ipv4: 32, ipv6: 128 };

/** TRUSTED_PROXIES entries (trustedProxiesFromEnv) as a list; a typo is skipped, never fatal. */
export function trustedProxyBlockList(entries) {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = isIP(address);
    if (!family) continue;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    // BlockList throws on a prefix longer than the address (10.0.0.0/33).
    else if (/^\d{1,3}$/.test(bits) && Number(bits) <= MAX_PREFIX[type]) list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function isTrusted(address, trusted) {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The socket's address, unless that is a trusted proxy; then the nearest X-Forwarded-For entry
 * (from the right) that no trusted proxy added. A client can put anything in the header, so
 * without a trusted proxy it changes nothing (docs/product/security.md#client-addresses).
 * @returns {string | null}
 */
export function clientAddress(c, trusted) {
  const socket = peerAddress(c);
  if (!socket || !isTrusted(socket, trusted)) return socket;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => isIP(hop) !== 0);
  for (let i = hops.length - 1; i >= 0; i -= 1) if (!isTrusted(hops[i], trusted)) return hops[i];
  return hops[0] ?? socket;
}

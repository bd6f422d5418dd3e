import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const isPrefix = (bits: string, type: 'ipv4' | 'ipv6') =>
  /^\d{1,3}$/.test(bits) && Number(bits) <= (type === 'ipv6' ? 128 : 32);

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges of the proxies in front of the
 * backend (a load balancer, the CDN). Only their X-Forwarded-For entries are believed.
 */
export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv = process.env): BlockList {
  const list = new BlockList();
  for (const entry of (env.TRUSTED_PROXIES ?? '').split(',').map((item) => item.trim())) {
    const [address, bits] = entry.split('/');
    const family = isIP(address);
    if (!family) continue;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else if (isPrefix(bits, type)) list.addSubnet(address, Number(bits), type);
    // BlockList throws on a bad prefix (10.0.0.0/33): one typo must not stop the backend.
    else console.warn(`[backend] TRUSTED_PROXIES: skipped ${entry} (not a CIDR range)`);
  }
  return list;
}

function isTrusted(address: string, trusted: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Who is asking: the socket's address, unless that is a trusted proxy; then the nearest
 * X-Forwarded-For entry (from the right) that no trusted proxy added. A client can put anything in
 * the header, so without a trusted proxy it changes nothing (docs/product/security.md#client-addresses).
 */
export function clientAddress(c: Context, trusted: BlockList): string | null {
  let socket: string | null = null;
  try {
    socket = getConnInfo(c).remote.address ?? null;
  } catch {
    socket = null;
  }
  if (!socket || !isTrusted(socket, trusted)) return socket;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => isIP(hop) !== 0);
  for (let i = hops.length - 1; i >= 0; i -= 1) if (!isTrusted(hops[i], trusted)) return hops[i];
  return hops[0] ?? socket;
}

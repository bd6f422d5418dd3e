import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxiesFromEnv } from './clientAddress.ts';

/** The address the app works out for a request from `socket` carrying `forwardedFor`. */
async function addressFor(socket: string, forwardedFor: string | undefined, env: NodeJS.ProcessEnv = {}) {
  const trusted = trustedProxiesFromEnv(env);
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trusted) ?? 'none'));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return response.text();
}

describe('clientAddress', () => {
  it('is the socket address whatever X-Forwarded-For says, with no trusted proxy', async () => {
    expect(await addressFor('198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    expect(await addressFor('127.0.0.1', '203.0.113.9, 10.0.0.1')).toBe('127.0.0.1');
  });

  it('behind trusted proxies, is the nearest forwarded address they did not add', async () => {
    const env = { TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.10' };
    expect(await addressFor('10.1.2.3', '203.0.113.9', env)).toBe('203.0.113.9');
    // A client's own forged entry sits left of the real one: it is never reached.
    expect(await addressFor('10.1.2.3', '1.2.3.4, 203.0.113.9, 192.0.2.10', env)).toBe('203.0.113.9');
    expect(await addressFor('192.0.2.10', 'not-an-address', env)).toBe('192.0.2.10');
    // An untrusted socket's header is ignored even when it names a trusted proxy.
    expect(await addressFor('198.51.100.7', '10.1.2.3', env)).toBe('198.51.100.7');
  });

  it('ignores malformed TRUSTED_PROXIES entries', async () => {
    expect(await addressFor('10.1.2.3', '203.0.113.9', { TRUSTED_PROXIES: 'proxy.local, , 10.1.2.3' })).toBe(
      '203.0.113.9',
    );
  });
});

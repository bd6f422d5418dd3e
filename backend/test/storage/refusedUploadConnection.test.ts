import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureBackend, type FixtureBackend } from './fixtureBackend.ts';

const MIGRATION = `
insert into storage.buckets (id, name, public, file_size_limit) values ('small', 'small', false, 65536);
`;

interface Exchange {
  responses: string[];
  closedAfterMs: number | null;
}

/** Status line, headers and a Content-Length body: how long the first complete response is, or -1. */
function responseLength(data: string): number {
  const headerEnd = data.indexOf('\r\n\r\n');
  if (headerEnd < 0) return -1;
  const length = Number(/\r\ncontent-length: *(\d+)/i.exec(data.slice(0, headerEnd))?.[1] ?? 0);
  return data.length >= headerEnd + 4 + length ? headerEnd + 4 + length : -1;
}

/**
 * One keep-alive connection, as undici (fetch, supabase-js) uses it: the first request is sent
 * whole, its answer read, then the second request goes on the same socket.
 */
function twoRequestsOnOneConnection(port: number, first: Buffer, second: string): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const responses: string[] = [];
    let data = '';
    let answeredAt = 0;
    const done = (closedAfterMs: number | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ responses, closedAfterMs });
    };
    const timer = setTimeout(() => done(null), 5000);
    socket.on('error', reject);
    socket.on('close', () => done(answeredAt ? Date.now() - answeredAt : 0));
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
      for (let length = responseLength(data); length > 0; length = responseLength(data)) {
        responses.push(data.slice(0, length));
        data = data.slice(length);
        if (responses.length === 1) {
          answeredAt = Date.now();
          socket.write(second);
        }
        if (responses.length === 2) done(null);
      }
    });
    socket.write(first);
  });
}

function chunkedUpload(backend: FixtureBackend, bytes: number): Buffer {
  const chunk = Buffer.alloc(16 * 1024, 7);
  const parts: Buffer[] = [
    Buffer.from(
      [
        'POST /storage/v1/object/small/big.bin HTTP/1.1',
        'Host: 127.0.0.1',
        `apikey: ${backend.serviceRoleKey}`,
        `Authorization: Bearer ${backend.serviceRoleKey}`,
        'Content-Type: application/octet-stream',
        'Transfer-Encoding: chunked',
        '',
        '',
      ].join('\r\n'),
    ),
  ];
  for (let sent = 0; sent < bytes; sent += chunk.length) {
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

/**
 * An upload refused part-way through its body (too large here; a full disk refuses the same way,
 * 507) is answered before the rest of the body was read. The connection stays open for the
 * client's next request: the backend must read past the rest of that body and answer the next
 * request. It used to stop reading, then close the socket half a second later, so the client's
 * next request — the first insert after the storage filled up in the disk-full check — got
 * "fetch failed: other side closed" whether or not it had been run.
 */
describe('a connection after an upload refused part-way', () => {
  let backend: FixtureBackend;

  beforeAll(async () => {
    backend = await startFixtureBackend({ migration: MIGRATION });
  }, 180_000);

  afterAll(() => backend?.dispose());

  it('answers the next request on the same keep-alive connection', async () => {
    const port = Number(new URL(backend.url).port);
    const next = ['GET /auth/v1/health HTTP/1.1', 'Host: 127.0.0.1', `apikey: ${backend.anonKey}`, '', ''].join('\r\n');
    const exchange = await twoRequestsOnOneConnection(port, chunkedUpload(backend, 1024 * 1024), next);

    // storage-api's shape: HTTP 400 with the 413 in the body.
    expect(exchange.responses[0]).toMatch(/^HTTP\/1\.1 400 /);
    expect(exchange.responses[0]).toContain('"statusCode":"413","code":"EntityTooLarge"');
    expect(exchange.responses).toHaveLength(2);
    expect(exchange.responses[1]).toMatch(/^HTTP\/1\.1 200 /);
    expect(await backend.storedFiles()).toEqual([]);
  });
});

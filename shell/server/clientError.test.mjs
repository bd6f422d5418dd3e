import { createServer, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { answerClientError, clientErrorAnswer } from './clientError.mjs';

const servers = [];
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done)))));

async function serverWith(onClientError) {
  const server = createServer((_, response) => response.end('ok')).on('clientError', onClientError);
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server.address().port;
}

/** A DELETE with 40 KB of headers, as shellHostile.spec sends: its status, or the client's error. */
function oversized(port) {
  const headers = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`x-filler-${i}`, '='.repeat(1000)]));
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'DELETE', path: '/story/%25', headers, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', (error) => resolve(`error ${error.code}`));
    req.end();
  });
}

const tenAtOnce = async (port) => new Set(await Promise.all(Array.from({ length: 10 }, () => oversized(port))));

describe('answerClientError', () => {
  it('answers headers over the limit with 431, connection after connection', async () => {
    const port = await serverWith(answerClientError);
    expect(await tenAtOnce(port)).toEqual(new Set([431]));
  });

  it('sends a 431 a client has read whole even if the connection is then reset', async () => {
    // A reset after the answer, as when the client's last headers reach a closed socket; late
    // enough that the client has read the answer even at the lowest priority.
    const port = await serverWith((error, socket) => {
      socket.write(clientErrorAnswer(error.code));
      setTimeout(() => socket.resetAndDestroy(), 500);
    });
    expect(await tenAtOnce(port)).toEqual(new Set([431]));
  });

  it("Node's own answer, ended by the connection's end, is lost to such a reset", async () => {
    const port = await serverWith((_, socket) => {
      socket.write('HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n');
      setTimeout(() => socket.resetAndDestroy(), 500);
    });
    expect(await tenAtOnce(port)).toEqual(new Set(['error ECONNRESET']));
  });

  it('answers 400 to what the parser cannot read', () => {
    expect(clientErrorAnswer('HPE_INVALID_METHOD')).toBe(
      'HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    );
  });
});

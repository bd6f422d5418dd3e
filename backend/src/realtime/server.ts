import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { BackendContext } from '../context.ts';
import type { Connection } from './channel.ts';
import { isCounterChange } from '../rest/counterWrites.ts';
import { ChangeDispatcher } from './delivery.ts';
import { decodeBinaryPush, decodeText, type PhxMessage, type Vsn } from './protocol.ts';
import { RealtimeChannels } from './channels.ts';
import { TableCatalog } from './tables.ts';

export interface RealtimeServer {
  close(): Promise<void>;
}

const PATH_SUFFIX = '/realtime/v1/websocket';
/** Phoenix closes sockets that stay silent past its 60 s timeout (clients heartbeat every 25 s). */
const IDLE_TIMEOUT_MS = 60_000;

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * /realtime/v1/websocket: Phoenix channels as realtime-js speaks them (docs/product/backend-protocol.md#realtime),
 * with postgres_changes fed by one LISTEN on `realtime_changes`.
 */
export async function attachRealtime(server: Server, ctx: BackendContext): Promise<RealtimeServer> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const connections = new Set<Connection>();
  const catalog = new TableCatalog(ctx.db);
  const channels = new RealtimeChannels(ctx, catalog);
  // Writes the backend did not make itself (another process on the same PostgreSQL, a scheduled
  // job) reach the read cache through the change feed; view counters age out by its TTL instead.
  const dispatcher = new ChangeDispatcher(
    ctx.db.delivery,
    catalog,
    () => channels.all(),
    (change) => {
      if (!isCounterChange(change)) ctx.readCache.invalidate();
    },
  );
  // Changes queued while no server was listening have no subscriber left to receive them.
  await ctx.db.query('delete from realtime.changes');
  const unlisten = await ctx.db.listen('realtime_changes', (id) => dispatcher.notify(id));

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node takes its error listener off a socket it hands over for an upgrade, and the websocket
    // library puts its own on only after the API key check below (asynchronous): a client that
    // resets its connection in between would raise an error nobody listens to, which ends the process.
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.endsWith(PATH_SUFFIX)) {
      // Nobody else takes upgrades: answer instead of leaving the socket hanging.
      if (server.listenerCount('upgrade') === 1) refuse(socket, '404 Not Found');
      return;
    }
    const apikey = url.searchParams.get('apikey') ?? request.headers.apikey ?? request.headers['x-api-key'];
    const vsn: Vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
    if (typeof apikey !== 'string' || !apikey) return refuse(socket, '403 Forbidden');
    ctx.keys.apiKeyRole(apikey).then(
      () => wss.handleUpgrade(request, socket, head, (ws) => accept(ws, apikey, vsn)),
      () => refuse(socket, '403 Forbidden'),
    );
  };

  const accept = (ws: WebSocket, apikey: string, vsn: Vsn) => {
    const connection: Connection = { ws, vsn, apikey, channels: new Map(), lastSeen: Date.now() };
    connections.add(connection);
    ws.on('message', (data: RawData, isBinary: boolean) => {
      connection.lastSeen = Date.now();
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      const message: PhxMessage | null = isBinary
        ? decodeBinaryPush(buffer)
        : decodeText(buffer.toString('utf8'), connection.vsn);
      if (!message) return;
      channels.handle(connection, message).catch((error: unknown) => {
        console.error('[realtime] message handling failed:', error);
      });
    });
    ws.on('close', () => {
      connections.delete(connection);
      channels.dropConnection(connection);
    });
    ws.on('error', () => ws.terminate());
  };

  const idleTimer = setInterval(() => {
    const limit = Date.now() - IDLE_TIMEOUT_MS;
    for (const connection of connections) if (connection.lastSeen < limit) connection.ws.terminate();
    channels.closeExpired();
  }, 5_000);
  idleTimer.unref();

  server.on('upgrade', onUpgrade);
  return {
    async close() {
      server.off('upgrade', onUpgrade);
      clearInterval(idleTimer);
      await dispatcher.stop();
      await unlisten();
      for (const connection of connections) connection.ws.close(1001, 'server shutting down');
      await new Promise<void>((resolve) => {
        const deadline = setTimeout(() => {
          for (const connection of connections) connection.ws.terminate();
          resolve();
        }, 1_000);
        wss.close(() => {
          clearTimeout(deadline);
          resolve();
        });
      });
    },
  };
}

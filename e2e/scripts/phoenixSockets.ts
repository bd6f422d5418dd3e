// Bare Phoenix v1 realtime sockets for the benchmarks: a thousand supabase-js clients would spend
// this process's CPU on their own machinery (timers, payload transforms) and inflate the very
// latency being measured; a raw socket does only what the server's fan-out needs of a reader.
import WebSocket from 'ws';

export interface PostgresChangesBinding {
  event: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  schema: string;
  table: string;
  filter?: string;
}

export interface SocketOptions {
  url: string;
  apikey: string;
  /** The token the channel acts with (RLS sees its claims); the apikey when omitted. */
  accessToken?: string;
  topic: string;
  bindings: PostgresChangesBinding[];
  /** Each postgres_changes message's `data` (type, record, old_record…), at its arrival. */
  onChange: (data: { type?: string; record?: Record<string, unknown> }) => void;
}

export interface Subscriber {
  ws: WebSocket;
  ready: Promise<void>;
}

/** One socket joined to one channel with postgres_changes bindings; heartbeats every 20 s. */
export function subscribe(options: SocketOptions): Subscriber {
  const { url, apikey, topic } = options;
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=1.0.0`);
  const ready = new Promise<void>((resolve, reject) => {
    // After the join an error (a reset) only ends this subscriber: what it then misses shows up as
    // undelivered in the figures instead of ending the whole run.
    ws.on('error', reject);
    ws.on('open', () =>
      ws.send(
        JSON.stringify({
          topic: `realtime:${topic}`,
          event: 'phx_join',
          ref: '1',
          join_ref: '1',
          payload: {
            config: { postgres_changes: options.bindings },
            access_token: options.accessToken ?? apikey,
          },
        }),
      ),
    );
    ws.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as {
        event: string;
        payload: { status?: string; data?: { type?: string; record?: Record<string, unknown> } };
      };
      if (message.event === 'phx_reply' && message.payload.status === 'ok') resolve();
      if (message.event === 'phx_reply' && message.payload.status === 'error') reject(new Error('join refused'));
      if (message.event === 'postgres_changes') options.onChange(message.payload.data ?? {});
    });
  });
  const heartbeat = setInterval(() => {
    if (ws.readyState === WebSocket.OPEN)
      ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'hb' }));
  }, 20_000);
  ws.on('close', () => clearInterval(heartbeat));
  return { ws, ready };
}

/** A subscriber whose connection fails before it joined (reset in a burst of joins) tries once more. */
export async function joined(connect: () => Subscriber): Promise<Subscriber> {
  const first = connect();
  try {
    await first.ready;
    return first;
  } catch {
    first.ws.terminate();
    const second = connect();
    await second.ready;
    return second;
  }
}

/** `count` subscribers, joined 50 at a time (a burst of a thousand joins resets connections). */
export async function joinAll(count: number, connect: (index: number) => Subscriber): Promise<Subscriber[]> {
  const sockets: Subscriber[] = [];
  for (let first = 0; first < count; first += 50) {
    const batch = Array.from({ length: Math.min(50, count - first) }, (_, k) => first + k);
    sockets.push(...(await Promise.all(batch.map((i) => joined(() => connect(i))))));
  }
  return sockets;
}

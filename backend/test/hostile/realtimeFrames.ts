import fc from 'fast-check';
import WebSocket from 'ws';
import type { HostileTokens } from './requests.ts';

export interface RealtimeOutcome {
  framesSent: number;
  problems: string[];
}

const topics = fc.constantFrom(
  'realtime:x',
  'realtime:',
  'phoenix',
  '',
  'realtime:../../',
  'realtime:' + 'a'.repeat(5000),
  // The channel the site's pages listen on (private): nothing sent here may reach a reader.
  'realtime:public:live_feeds:changes',
);
const joinPayload = fc.oneof(
  fc.constant({ config: { postgres_changes: [{ event: '*', schema: 'public', table: 'user_roles' }] } }),
  fc.constant({ config: { postgres_changes: [{ event: '*', schema: 'auth', table: 'users' }] } }),
  fc.constant({ config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'contact_messages' }] } }),
  fc.constant({
    config: { postgres_changes: [{ event: '*', schema: 'public', table: 'news_stories', filter: "id=eq.1' or 1=1" }] },
  }),
  fc.constant({
    config: { postgres_changes: [{ event: '*', schema: 'public', table: 'news_stories', filter: 'id=in.(' }] },
  }),
  fc.constant({ config: { postgres_changes: 'not-an-array' } }),
  fc.constant({ config: null }),
  fc.constant({ config: { private: true, broadcast: { ack: true }, presence: { enabled: true } } }),
  fc.constant({ config: { private: 'yes' } }),
  fc.constant({ access_token: 'eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.' }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Frames a hostile client could send: broken JSON, wrong arities, unknown events, forbidden joins. */
const frame = fc.oneof(
  fc.constantFrom(
    'not json',
    '[',
    '{}',
    '[]',
    'null',
    '[1,2]',
    '"x"',
    '\u0000',
    '[null,null,null,null,null,null,null]',
  ),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.tuple(topics, joinPayload).map(([topic, payload]) => JSON.stringify(['1', '1', topic, 'phx_join', payload])),
  fc
    .tuple(
      fc.jsonValue(),
      fc.jsonValue(),
      topics,
      fc.constantFrom('phx_leave', 'heartbeat', 'access_token', 'broadcast', 'presence', 'nope', 'phx_join'),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map((parts) => JSON.stringify(parts)),
  fc.constant(JSON.stringify(['1', '2', 'realtime:x', 'access_token', { access_token: 'garbage' }])),
  fc
    .tuple(topics, fc.jsonValue({ maxDepth: 2 }))
    .map(([topic, payload]) =>
      JSON.stringify(['1', '3', topic, 'broadcast', { type: 'broadcast', event: 'x', payload }]),
    ),
  fc
    .tuple(topics, fc.jsonValue({ maxDepth: 2 }))
    .map(([topic, payload]) =>
      JSON.stringify(['1', '4', topic, 'presence', { type: 'presence', event: 'track', payload }]),
    ),
  fc.constant(`[${'['.repeat(2000)}${']'.repeat(2000)}]`),
  fc.constant(JSON.stringify({ topic: 'realtime:x', event: 'phx_join', payload: {}, ref: '1' })),
);

function openSocket(baseUrl: string, apikey: string, vsn: string): Promise<WebSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apikey)}&vsn=${vsn}`;
  const ws = new WebSocket(url);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => {
      // A refused upgrade (bad key) is a fine answer; the caller records it.
      reject(new Error(`upgrade ${res.statusCode}`));
    });
  });
}

/**
 * Opens sockets with the anon key and forged keys, sends generated frames (text and binary) and
 * checks the server neither crashes nor leaks rows from tables the role may not read.
 */
export async function hostileRealtimeRound(
  baseUrl: string,
  tokens: HostileTokens,
  seed: number,
): Promise<RealtimeOutcome> {
  const problems: string[] = [];
  let framesSent = 0;
  let sockets = 0;
  const frames = fc.sample(frame, { seed, numRuns: 60 });
  for (const [apikey, vsn] of [
    [tokens.anonKey, '1.0.0'],
    [tokens.anonKey, '2.0.0'],
    [tokens.reader, '2.0.0'],
    [tokens.algNone, '1.0.0'],
    [tokens.signedWithAnonKey, '2.0.0'],
  ] as const) {
    let ws: WebSocket;
    try {
      ws = await openSocket(baseUrl, apikey, vsn);
    } catch (error) {
      if (!/upgrade 4\d\d/.test(String(error))) problems.push(`open ${vsn}: ${String(error)}`);
      continue;
    }
    const received: string[] = [];
    ws.on('message', (data) => received.push(String(data)));
    // Joined to the readers' topic first (private on every other socket), so that the generated
    // broadcasts and tracks addressed to it are handled rather than answered "unmatched topic".
    const readersJoin = { config: { private: sockets % 2 === 0, broadcast: { ack: true } } };
    const joinFrame = ['0', '0', 'realtime:public:live_feeds:changes', 'phx_join', readersJoin];
    const [joinRef, ref, topic, event, payload] = joinFrame;
    ws.send(JSON.stringify(vsn === '2.0.0' ? joinFrame : { join_ref: joinRef, ref, topic, event, payload }));
    sockets += 1;
    // Joins are checked asynchronously; frames sent before the answer would find no channel yet.
    const deadline = Date.now() + 5_000;
    while (!received.some((message) => message.includes('phx_reply')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    for (const text of frames) {
      if (ws.readyState !== WebSocket.OPEN) break;
      ws.send(framesSent % 7 === 0 ? Buffer.from(text) : text, { binary: framesSent % 7 === 0 });
      framesSent += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A forbidden join may be accepted (rows are filtered by RLS on delivery) but must never carry auth data.
    for (const message of received) {
      if (/encrypted_password|\$2[aby]\$/.test(message)) problems.push(`leaked auth data: ${message.slice(0, 200)}`);
    }
    ws.terminate();
  }
  return { framesSent, problems };
}

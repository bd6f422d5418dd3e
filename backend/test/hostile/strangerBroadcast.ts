import { RawSocket } from '../realtime/wsClient.ts';
import type { HostileTokens } from './requests.ts';

/** The topic the site's pages listen on for breaking news (shared/src/realtime/tableChannel.ts). */
export const READERS_TOPIC = 'realtime:public:live_feeds:changes';

const FAKE_ALERT = { type: 'broadcast', event: 'breaking', payload: { title: 'Fake: the paper has closed' } };

/** A reader's page as the portal joins it: private, postgres_changes on live_feeds (presence on, to see leaks). */
export async function readerPage(baseUrl: string, anonKey: string): Promise<RawSocket> {
  const socket = await RawSocket.open(baseUrl, anonKey);
  const ref = socket.push(READERS_TOPIC, 'phx_join', {
    config: {
      private: true,
      broadcast: { self: false },
      presence: { key: '', enabled: true },
      postgres_changes: [{ event: '*', schema: 'public', table: 'live_feeds' }],
    },
    access_token: anonKey,
  });
  const [, , , , reply] = await socket.reply(ref);
  if ((reply as { status?: string }).status !== 'ok') throw new Error(`reader page refused: ${JSON.stringify(reply)}`);
  return socket;
}

export interface AttackOutcome {
  /** Replies the attacker got, by step, to compare with what hosted Realtime answers. */
  replies: Record<string, unknown>;
}

/**
 * Issue 35's reproduction, as an attacker sends it over a bare socket with the public anon key
 * (and a signed-in reader's token): join the readers' topic as a public channel and broadcast, then
 * as a private one and broadcast and track presence there.
 */
export async function strangerBroadcasts(
  baseUrl: string,
  tokens: HostileTokens,
  token: string,
): Promise<AttackOutcome> {
  const attacker = await RawSocket.open(baseUrl, tokens.anonKey);
  const replies: Record<string, unknown> = {};
  const step = async (name: string, ref: string) => {
    replies[name] = (await attacker.reply(ref))[4];
  };
  try {
    const publicJoin = attacker.push(READERS_TOPIC, 'phx_join', {
      config: { broadcast: { ack: true } },
      access_token: token,
    });
    await step('public join', publicJoin);
    await step('public broadcast', attacker.push(READERS_TOPIC, 'broadcast', FAKE_ALERT, publicJoin));
    attacker.sendBinaryBroadcast(publicJoin, READERS_TOPIC, FAKE_ALERT.event, FAKE_ALERT.payload);
    await step(
      'public track',
      attacker.push(READERS_TOPIC, 'presence', { type: 'presence', event: 'track', payload: { me: 1 } }, publicJoin),
    );
    await step('leave', attacker.push(READERS_TOPIC, 'phx_leave', {}, publicJoin));

    const privateJoin = attacker.push(READERS_TOPIC, 'phx_join', {
      config: { private: true, broadcast: { ack: true }, presence: { key: 'x', enabled: true } },
      access_token: token,
    });
    await step('private join', privateJoin);
    const privateBroadcast = attacker.push(READERS_TOPIC, 'broadcast', FAKE_ALERT, privateJoin);
    attacker.sendBinaryBroadcast(privateJoin, READERS_TOPIC, FAKE_ALERT.event, FAKE_ALERT.payload);
    await step(
      'private track',
      attacker.push(READERS_TOPIC, 'presence', { type: 'presence', event: 'track', payload: { me: 1 } }, privateJoin),
    );
    // Frames on one socket are handled in order: the heartbeat's answer means the broadcasts were too.
    await attacker.reply(attacker.push('phoenix', 'heartbeat', {}));
    replies['private broadcast'] =
      attacker.frames.find((frame) => frame[1] === privateBroadcast && frame[3] === 'phx_reply')?.[4] ?? 'no reply';
    return { replies };
  } finally {
    attacker.close();
  }
}

/**
 * The newsroom's own broadcast (service role) on the readers' topic: once the reader hears it,
 * anything relayed to the reader earlier has arrived too (one socket, in order).
 */
export async function newsroomMarker(baseUrl: string, serviceRoleKey: string, reader: RawSocket): Promise<void> {
  const newsroom = await RawSocket.open(baseUrl, serviceRoleKey);
  try {
    const ref = newsroom.push(READERS_TOPIC, 'phx_join', { config: { private: true, broadcast: { ack: true } } });
    await newsroom.reply(ref);
    await newsroom.reply(
      newsroom.push(READERS_TOPIC, 'broadcast', { type: 'broadcast', event: 'marker', payload: {} }, ref),
    );
    const deadline = Date.now() + 5_000;
    while (!reader.binaryFrames.some((frame) => frame.includes('marker')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    newsroom.close();
  }
}

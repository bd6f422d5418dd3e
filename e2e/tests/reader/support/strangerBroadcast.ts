import type { Page } from '@playwright/test';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { e2eSupabase } from '../../../support/supabase.ts';

/** A broadcast as a stranger would send it to the readers: a fake story on the page's own topic. */
const FAKE = { type: 'broadcast', event: 'INSERT', payload: { title: 'Fake: the paper has closed' } } as const;

function joined(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    }),
  );
}

/**
 * Issue 35's reproduction with supabase-js and the page's public anon key: join the topic the page
 * listens on, public then private, and broadcast. Returns what each send answered.
 */
export async function broadcastAsAStranger(topic: string): Promise<{ public: string; private: string }> {
  const stranger = e2eSupabase();
  try {
    const open = stranger.channel(topic, { config: { broadcast: { ack: true } } });
    await joined(open);
    const publicAnswer = await open.send(FAKE);
    // supabase-js keeps one channel per topic: leave the public one before joining the private one.
    await stranger.removeChannel(open);
    const closed = stranger.channel(topic, { config: { private: true, broadcast: { ack: true } } });
    await joined(closed);
    const privateAnswer = await closed.send(FAKE, { timeout: 1_000 });
    return { public: publicAnswer, private: privateAnswer };
  } finally {
    await stranger.removeAllChannels();
  }
}

/** Records the page's realtime traffic: its joins, and every broadcast frame it receives. */
export function watchRealtime(page: Page): { joins: unknown[]; broadcasts: string[] } {
  const seen = { joins: [] as unknown[], broadcasts: [] as string[] };
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const frame = typeof payload === 'string' ? (JSON.parse(payload) as unknown[]) : null;
      if (frame?.[3] === 'phx_join') seen.joins.push(frame);
    });
    socket.on('framereceived', ({ payload }) => {
      // Server → client broadcasts travel as binary frames (kind 4), or as text with event "broadcast".
      if (typeof payload !== 'string') seen.broadcasts.push(payload.toString('latin1'));
      else if ((JSON.parse(payload) as unknown[])[3] === 'broadcast') seen.broadcasts.push(payload);
    });
  });
  return seen;
}

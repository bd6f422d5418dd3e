import type { Server } from 'node:http';
import type { BackendContext } from '../context.ts';

export interface RealtimeServer {
  close(): Promise<void>;
}

/** /realtime/v1/websocket — TODO(realtime): replaced by the realtime implementation. */
export async function attachRealtime(_server: Server, _ctx: BackendContext): Promise<RealtimeServer> {
  return { close: async () => undefined };
}

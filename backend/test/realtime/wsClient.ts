import WebSocket from 'ws';

/** A bare Phoenix v2 socket for asserting exact frames (supabase-js hides them). */
export class RawSocket {
  readonly frames: unknown[][] = [];
  /** Binary frames received (server → client user broadcasts, kind 4). */
  readonly binaryFrames: Buffer[] = [];
  private ref = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (isBinary) this.binaryFrames.push(Buffer.from(data as Buffer));
      else this.frames.push(JSON.parse(String(data)) as unknown[]);
    });
  }

  static open(baseUrl: string, apikey: string, vsn = '2.0.0'): Promise<RawSocket> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apikey)}&vsn=${vsn}`;
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws)));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    });
  }

  push(topic: string, event: string, payload: unknown, joinRef: string | null = null): string {
    const ref = String(++this.ref);
    this.ws.send(JSON.stringify([joinRef ?? (event === 'phx_join' ? ref : null), ref, topic, event, payload]));
    return ref;
  }

  /** A user broadcast as realtime-js sends it binary (kind 3, JSON payload), so frames can be compared. */
  sendBinaryBroadcast(joinRef: string, topic: string, event: string, payload: unknown): void {
    const parts = [joinRef, String(++this.ref), topic, event, ''].map((part) => Buffer.from(part));
    const header = Buffer.from([3, ...parts.map((part) => part.length), 1]);
    this.ws.send(Buffer.concat([header, ...parts, Buffer.from(JSON.stringify(payload))]));
  }

  /** Resolves with the first frame (already received or upcoming) that satisfies the predicate. */
  async waitFor(predicate: (frame: unknown[]) => boolean, timeoutMs = 5000): Promise<unknown[]> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.frames.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no matching frame; got ${JSON.stringify(this.frames)}`);
  }

  reply(ref: string): Promise<unknown[]> {
    return this.waitFor((frame) => frame[1] === ref && frame[3] === 'phx_reply');
  }

  close(): void {
    this.ws.close();
  }
}

/**
 * Phoenix channel framing as realtime-js speaks it (docs/product/backend-protocol.md#framing): vsn 2.0.0 sends
 * JSON arrays `[join_ref, ref, topic, event, payload]`, vsn 1.0.0 objects; user broadcasts travel
 * as binary frames (client → server kind 3, server → client kind 4).
 */
export type Vsn = '1.0.0' | '2.0.0';

export interface PhxMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

export interface BroadcastPush extends PhxMessage {
  event: 'broadcast';
  payload: { type: 'broadcast'; event: string; payload: unknown; meta?: unknown };
  /** The payload's raw bytes when the sender used binary encoding. */
  binary: Buffer | null;
}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const JSON_ENCODING = 1;
const BINARY_ENCODING = 0;

function asRef(value: unknown): string | null {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

/** Parses one text frame; null when it is not a well-formed Phoenix message. */
export function decodeText(text: string, vsn: Vsn): PhxMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === '2.0.0' && Array.isArray(parsed) && parsed.length === 5) {
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload: payload ?? {} };
  }
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const message = parsed as Record<string, unknown>;
    if (typeof message.topic !== 'string' || typeof message.event !== 'string') return null;
    return {
      joinRef: asRef(message.join_ref),
      ref: asRef(message.ref),
      topic: message.topic,
      event: message.event,
      payload: message.payload ?? {},
    };
  }
  return null;
}

/** Decodes a client's binary user-broadcast push (kind 3); null for anything else. */
export function decodeBinaryPush(frame: Buffer): BroadcastPush | null {
  if (frame.length < 7 || frame[0] !== USER_BROADCAST_PUSH) return null;
  const sizes = [frame[1], frame[2], frame[3], frame[4], frame[5]];
  const encoding = frame[6];
  let offset = 7;
  const parts = sizes.map((size) => {
    const part = frame.subarray(offset, offset + size).toString('utf8');
    offset += size;
    return part;
  });
  if (offset > frame.length) return null;
  const [joinRef, ref, topic, userEvent, metadata] = parts;
  const body = frame.subarray(offset);
  try {
    const payload = encoding === JSON_ENCODING ? (JSON.parse(body.toString('utf8')) as unknown) : null;
    const meta = metadata ? (JSON.parse(metadata) as unknown) : undefined;
    return {
      joinRef: joinRef || null,
      ref: ref || null,
      topic,
      event: 'broadcast',
      payload: { type: 'broadcast', event: userEvent, payload, ...(meta === undefined ? {} : { meta }) },
      binary: encoding === JSON_ENCODING ? null : Buffer.from(body),
    };
  } catch {
    return null;
  }
}

export function encodeText(message: PhxMessage, vsn: Vsn): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
  }
  return JSON.stringify({
    join_ref: message.joinRef,
    ref: message.ref,
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  });
}

/** Server → client user broadcast as a kind-4 binary frame (v2 clients). */
export function encodeBinaryBroadcast(topic: string, event: string, payload: unknown, binary: Buffer | null): Buffer {
  const topicBytes = Buffer.from(topic);
  const eventBytes = Buffer.from(event);
  const body = binary ?? Buffer.from(JSON.stringify(payload ?? {}));
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    0,
    binary ? BINARY_ENCODING : JSON_ENCODING,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, body]);
}

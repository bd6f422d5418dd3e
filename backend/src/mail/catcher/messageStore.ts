import type { ParsedMail } from 'mailparser';

/** A caught message as the inbox's JSON API returns it. */
export interface CaughtMessage {
  id: number;
  receivedAt: string;
  from: string;
  /** The envelope recipients (RCPT TO): one per message for everything the backend sends. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Lower-case header names → values as sent (unfolded). */
  headers: Record<string, string>;
}

export function toCaught(id: number, envelopeTo: string[], parsed: ParsedMail): CaughtMessage {
  const headers: Record<string, string> = {};
  // The raw lines (unfolded), not mailparser's structured values: tests read headers as sent.
  for (const { key, line } of parsed.headerLines) {
    headers[key.toLowerCase()] = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return {
    id,
    receivedAt: new Date().toISOString(),
    from: parsed.from?.text ?? '',
    to: envelopeTo,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers,
  };
}

/** How one send (X-Newsroom-Send) arrived. */
export interface SendArrivals {
  /** Distinct recipients who got it. */
  recipients: number;
  /** Copies beyond one per recipient. */
  duplicates: number;
  /**
   * Of those, copies whose Message-ID differs from the recipient's first copy: a receiver cannot
   * recognise these as the same message (a repeat with the same Message-ID it can, decision 150).
   */
  duplicatesWithNewMessageId: number;
}

/**
 * The newest `capacity` messages, plus the Message-IDs of every delivery per (recipient,
 * X-Newsroom-Send) so a benchmark can find duplicates and gaps among far more messages than are kept.
 */
export class MessageStore {
  private readonly messages: CaughtMessage[] = [];
  /** send → recipient → the Message-ID of each copy, in arrival order. */
  private readonly deliveries = new Map<string, Map<string, string[]>>();
  private nextId = 1;
  received = 0;

  constructor(private readonly capacity: number) {}

  add(envelopeTo: string[], parsed: ParsedMail): CaughtMessage {
    const message = toCaught(this.nextId++, envelopeTo, parsed);
    this.received += 1;
    this.messages.push(message);
    if (this.messages.length > this.capacity) this.messages.shift();
    const send = message.headers['x-newsroom-send'];
    if (send) {
      const copies = this.deliveries.get(send) ?? new Map<string, string[]>();
      const messageId = message.headers['message-id'] ?? '';
      for (const to of envelopeTo) copies.set(to, [...(copies.get(to) ?? []), messageId]);
      this.deliveries.set(send, copies);
    }
    return message;
  }

  /** Newest first; `to` keeps the messages to that address. */
  list(to?: string): CaughtMessage[] {
    const wanted = to?.toLowerCase();
    const all = wanted ? this.messages.filter((m) => m.to.some((r) => r.toLowerCase() === wanted)) : this.messages;
    return [...all].reverse();
  }

  get(id: number): CaughtMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }

  delivery(send: string): SendArrivals {
    const copies = this.deliveries.get(send);
    let duplicates = 0;
    let duplicatesWithNewMessageId = 0;
    for (const [first, ...repeats] of copies?.values() ?? []) {
      duplicates += repeats.length;
      duplicatesWithNewMessageId += repeats.filter((id) => !id || id !== first).length;
    }
    return { recipients: copies?.size ?? 0, duplicates, duplicatesWithNewMessageId };
  }

  clear(): void {
    this.messages.length = 0;
    this.deliveries.clear();
  }
}

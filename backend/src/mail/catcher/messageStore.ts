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

/**
 * The newest `capacity` messages, plus a count of every delivery per (recipient, X-Newsroom-Send)
 * so a benchmark can find duplicates and gaps among far more messages than are kept.
 */
export class MessageStore {
  private readonly messages: CaughtMessage[] = [];
  private readonly deliveries = new Map<string, Map<string, number>>();
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
      const counts = this.deliveries.get(send) ?? new Map<string, number>();
      for (const to of envelopeTo) counts.set(to, (counts.get(to) ?? 0) + 1);
      this.deliveries.set(send, counts);
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

  /** How one send (X-Newsroom-Send) arrived: distinct recipients, and extra copies beyond one each. */
  delivery(send: string): { recipients: number; duplicates: number } {
    const counts = this.deliveries.get(send);
    let duplicates = 0;
    for (const count of counts?.values() ?? []) duplicates += count - 1;
    return { recipients: counts?.size ?? 0, duplicates };
  }

  clear(): void {
    this.messages.length = 0;
    this.deliveries.clear();
  }
}

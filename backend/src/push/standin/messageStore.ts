import { createHash } from 'node:crypto';

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

/** A push the stand-in accepted and decrypted, as its JSON API returns it. */
export interface PushMessage {
  id: number;
  subscription: string;
  receivedAt: string;
  urgency: Urgency;
  topic: string | null;
  ttl: number;
  /** The decrypted payload, as UTF-8 text. */
  text: string;
  /** False until the subscription's device takes it (POST /subscriptions/<id>/deliver). */
  delivered: boolean;
}

export type NewPush = Omit<PushMessage, 'id' | 'receivedAt' | 'delivered'>;

export interface PushStats {
  /** Pushes accepted since start (or the last clear), replaced ones included. */
  received: number;
  /** Messages held now (at most the capacity). */
  stored: number;
  /** Undelivered messages replaced by a newer one with the same Topic (RFC 8030 §5.4). */
  replaced: number;
  /** Copies of a message that reached its subscription again (same decrypted text). */
  duplicates: number;
}

/**
 * The newest `capacity` messages. A push with the Topic of an undelivered message for the same
 * subscription replaces it. Arrivals are also counted per (subscription, payload) so a benchmark
 * can find duplicates among more messages than are kept (that count is bounded too).
 */
export class PushMessageStore {
  private messages: PushMessage[] = [];
  private readonly undeliveredByTopic = new Map<string, PushMessage>();
  private readonly arrivals = new Map<string, number>();
  private nextId = 1;
  private stats = { received: 0, replaced: 0, duplicates: 0 };

  constructor(private readonly capacity: number) {}

  add(push: NewPush): PushMessage {
    const message: PushMessage = { ...push, id: this.nextId++, receivedAt: new Date().toISOString(), delivered: false };
    this.stats.received += 1;
    this.countArrival(message);
    if (message.topic) this.replaceTopic(message);
    this.messages.push(message);
    if (this.messages.length > this.capacity) this.forget(this.messages.shift() as PushMessage);
    return message;
  }

  private replaceTopic(message: PushMessage): void {
    const key = `${message.subscription} ${message.topic}`;
    const previous = this.undeliveredByTopic.get(key);
    if (previous) {
      this.messages = this.messages.filter((m) => m !== previous);
      this.stats.replaced += 1;
    }
    this.undeliveredByTopic.set(key, message);
  }

  private countArrival(message: PushMessage): void {
    const key = `${message.subscription} ${createHash('sha256').update(message.text).digest('base64url')}`;
    const seen = this.arrivals.get(key) ?? 0;
    if (seen > 0) this.stats.duplicates += 1;
    this.arrivals.delete(key);
    this.arrivals.set(key, seen + 1);
    if (this.arrivals.size > this.capacity * 5) this.arrivals.delete(this.arrivals.keys().next().value as string);
  }

  private forget(message: PushMessage): void {
    const key = `${message.subscription} ${message.topic}`;
    if (this.undeliveredByTopic.get(key) === message) this.undeliveredByTopic.delete(key);
  }

  /** Newest first; `subscription` keeps that subscription's. */
  list(subscription?: string): PushMessage[] {
    const kept = subscription ? this.messages.filter((m) => m.subscription === subscription) : this.messages;
    return [...kept].reverse();
  }

  get(id: number): PushMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }

  /** The subscription's device came online and took its messages: a later Topic is a new message. */
  deliver(subscription: string): PushMessage[] {
    const taken = this.messages.filter((m) => m.subscription === subscription && !m.delivered);
    for (const message of taken) {
      message.delivered = true;
      this.forget(message);
    }
    return taken;
  }

  summary(): PushStats {
    return { ...this.stats, stored: this.messages.length };
  }

  clear(): void {
    this.messages = [];
    this.undeliveredByTopic.clear();
    this.arrivals.clear();
    this.stats = { received: 0, replaced: 0, duplicates: 0 };
  }
}

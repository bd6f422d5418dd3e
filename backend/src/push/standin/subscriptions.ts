import { createECDH, randomBytes } from 'node:crypto';
import type { ReceiverKeys } from './decrypt.ts';

/** A subscription the stand-in made: the browser's keys, and how its endpoint should answer. */
export interface StandInSubscription {
  id: string;
  keys: ReceiverKeys;
  /** The application server key it was made for (PushManager.subscribe's applicationServerKey). */
  boundKey: Buffer | null;
  /** Pushes answer 410 Gone (the reader unsubscribed, the browser dropped it). */
  gone: boolean;
  /** The next `times` pushes answer `status` (a service in trouble). */
  failure: { status: number; times: number };
  /** The next `times` pushes answer 307 to `location` (a sender must not follow it). */
  redirect: { location: string; times: number };
}

/** The newest `capacity` subscriptions, by id (oldest out: a hostile caller cannot fill memory). */
export class SubscriptionRegistry {
  private readonly byId = new Map<string, StandInSubscription>();

  constructor(private readonly capacity: number) {}

  create(boundKey: Buffer | null): StandInSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscription: StandInSubscription = {
      id: randomBytes(16).toString('base64url'),
      keys: { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth: randomBytes(16) },
      boundKey,
      gone: false,
      failure: { status: 500, times: 0 },
      redirect: { location: '', times: 0 },
    };
    this.byId.set(subscription.id, subscription);
    if (this.byId.size > this.capacity) this.byId.delete(this.byId.keys().next().value as string);
    return subscription;
  }

  get(id: string): StandInSubscription | undefined {
    return this.byId.get(id);
  }

  get size(): number {
    return this.byId.size;
  }
}

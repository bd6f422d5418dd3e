import { describe, expect, it } from 'vitest';
import { PushMessageStore, type NewPush } from './messageStore.ts';

const push = (over: Partial<NewPush> = {}): NewPush => ({
  subscription: 'sub-a',
  urgency: 'high',
  topic: null,
  ttl: 60,
  text: 'alert',
  ...over,
});

describe('PushMessageStore', () => {
  it('replaces an undelivered message with the same Topic for the same subscription (RFC 8030 §5.4)', () => {
    const store = new PushMessageStore(100);
    store.add(push({ topic: 'story-1', text: 'Minister resigns' }));
    store.add(push({ subscription: 'sub-b', topic: 'story-1', text: 'Minister resigns' }));
    store.add(push({ topic: 'story-2', text: 'Floods' }));
    store.add(push({ topic: 'story-1', text: 'Correction: minister stays' }));
    expect(store.list('sub-a').map((m) => m.text)).toEqual(['Correction: minister stays', 'Floods']);
    expect(store.list('sub-b').map((m) => m.text)).toEqual(['Minister resigns']);
    expect(store.summary()).toEqual({ received: 4, stored: 3, replaced: 1, duplicates: 0 });
  });

  it('keeps a delivered message: a later push with its Topic is a new one', () => {
    const store = new PushMessageStore(100);
    store.add(push({ topic: 'story-1', text: 'first' }));
    expect(store.deliver('sub-a').map((m) => m.text)).toEqual(['first']);
    store.add(push({ topic: 'story-1', text: 'second' }));
    expect(store.list('sub-a').map((m) => [m.text, m.delivered])).toEqual([
      ['second', false],
      ['first', true],
    ]);
  });

  it('counts the same payload reaching the same subscription twice as a duplicate', () => {
    const store = new PushMessageStore(100);
    store.add(push());
    store.add(push({ subscription: 'sub-b' }));
    store.add(push({ text: 'another alert' }));
    expect(store.summary().duplicates).toBe(0);
    store.add(push());
    expect(store.summary().duplicates).toBe(1);
  });

  it('keeps the newest messages up to its capacity, and a dropped one is no longer replaced', () => {
    const store = new PushMessageStore(3);
    for (let i = 1; i <= 5; i += 1) store.add(push({ subscription: `sub-${i}`, topic: 't', text: `m${i}` }));
    expect(store.list().map((m) => m.text)).toEqual(['m5', 'm4', 'm3']);
    store.add(push({ subscription: 'sub-1', topic: 't', text: 'again' }));
    expect(store.summary()).toMatchObject({ received: 6, stored: 3, replaced: 0 });
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  encryptPushPayload,
  generateVapidKeys,
  sendWebPush,
  vapidAuthorization,
  type PushTarget,
  type VapidKeys,
} from '../../../../supabase/functions/_shared/webPush.ts';
import { startPushStandIn, type RunningPushStandIn } from './pushStandIn.ts';

describe('push service stand-in, with the Web Push sender', () => {
  let standIn: RunningPushStandIn;
  let vapid: VapidKeys;
  const options = { ttl: 3600, urgency: 'high', allowLoopback: true } as const;

  beforeAll(async () => {
    standIn = await startPushStandIn({ port: 0 });
    vapid = { subject: 'mailto:desk@chronicle.example', ...(await generateVapidKeys()) };
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.store.clear());

  async function subscribe(body?: unknown): Promise<PushTarget & { id: string }> {
    const res = await fetch(`${standIn.url}/subscriptions`, { method: 'POST', body: JSON.stringify(body ?? {}) });
    expect(res.status).toBe(201);
    const json = (await res.json()) as {
      endpoint: string;
      expirationTime: null;
      keys: { p256dh: string; auth: string };
    };
    expect(json.expirationTime).toBeNull();
    return { endpoint: json.endpoint, ...json.keys, id: json.endpoint.split('/').pop()! };
  }

  const messages = async (id: string) =>
    (
      (await (await fetch(`${standIn.url}/api/messages?subscription=${id}`)).json()) as {
        messages: { text: string; topic: string | null; urgency: string; ttl: number }[];
      }
    ).messages;

  it('gives out a browser-shaped subscription and decrypts what sendWebPush sends to it', async () => {
    const target = await subscribe();
    expect(target.endpoint).toMatch(new RegExp(`^${standIn.url}/push/[\\w-]{22}$`));
    const payload = JSON.stringify({ title: 'Breaking: “flood” <warning>', url: '/story/42' });
    const result = await sendWebPush(target, payload, vapid, { ...options, topic: 'story-42' });
    expect(result).toEqual({ status: 201, gone: false });
    expect(await messages(target.id)).toMatchObject([{ text: payload, topic: 'story-42', urgency: 'high', ttl: 3600 }]);
  });

  it('answers 201 with the message resource in Location', async () => {
    const target = await subscribe();
    const res = await fetch(target.endpoint, {
      method: 'POST',
      headers: {
        TTL: '60',
        'Content-Encoding': 'aes128gcm',
        Authorization: await vapidAuthorization(target.endpoint, vapid),
      },
      body: Buffer.from(await encryptPushPayload(target, Buffer.from('hello'))),
    });
    expect(res.status).toBe(201);
    const message = await (await fetch(res.headers.get('location')!)).json();
    expect(message).toMatchObject({ subscription: target.id, text: 'hello', urgency: 'normal', topic: null });
  });

  it('replaces an undelivered alert by a push with the same Topic', async () => {
    const target = await subscribe();
    await sendWebPush(target, 'Minister resigns', vapid, { ...options, topic: 'story-7' });
    await sendWebPush(target, 'Correction: the minister stays', vapid, { ...options, topic: 'story-7' });
    expect((await messages(target.id)).map((m) => m.text)).toEqual(['Correction: the minister stays']);
  });

  it('answers 410 once a subscription is gone, and the sender reports it gone', async () => {
    const target = await subscribe();
    await fetch(`${standIn.url}/subscriptions/${target.id}/gone`, { method: 'POST' });
    expect(await sendWebPush(target, 'x', vapid, options)).toEqual({ status: 410, gone: true });
    expect(await messages(target.id)).toEqual([]);
  });

  it('fails the next N pushes with the status asked for, then takes them', async () => {
    const target = await subscribe();
    await fetch(`${standIn.url}/subscriptions/${target.id}/fail?status=500&times=2`, { method: 'POST' });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await sendWebPush(target, `try ${i}`, vapid, options)).status);
    expect(statuses).toEqual([500, 500, 201]);
    expect((await messages(target.id)).map((m) => m.text)).toEqual(['try 2']);
  });

  it('answers 307 when asked, and the sender fails without following it', async () => {
    const target = await subscribe();
    const hits: string[] = [];
    const elsewhere = createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.writeHead(201).end();
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    try {
      const location = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/admin`;
      const url = `${standIn.url}/subscriptions/${target.id}/redirect?location=${encodeURIComponent(location)}`;
      expect((await fetch(url, { method: 'POST' })).status).toBe(200);
      await expect(sendWebPush(target, 'x', vapid, options)).rejects.toThrow(
        'push service answered a redirect (307); not followed',
      );
      expect(hits).toEqual([]);
      // Once only: the next push is taken.
      expect(await sendWebPush(target, 'y', vapid, options)).toEqual({ status: 201, gone: false });
      expect((await messages(target.id)).map((m) => m.text)).toEqual(['y']);
    } finally {
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });

  it('answers 404 for an unknown subscription, to a push and to the controls', async () => {
    const unknown = { ...(await subscribe()), endpoint: `${standIn.url}/push/nobody` };
    expect(await sendWebPush(unknown, 'x', vapid, options)).toEqual({ status: 404, gone: true });
    for (const action of ['gone', 'fail', 'redirect']) {
      expect((await fetch(`${standIn.url}/subscriptions/nobody/${action}`, { method: 'POST' })).status).toBe(404);
    }
  });

  it('refuses 403 a push signed by another key than the one the subscription was made for', async () => {
    const target = await subscribe({ applicationServerKey: vapid.publicKey });
    const other = { ...vapid, ...(await generateVapidKeys()) };
    expect((await sendWebPush(target, 'x', other, options)).status).toBe(403);
    expect((await sendWebPush(target, 'x', vapid, options)).status).toBe(201);
    const res = await fetch(`${standIn.url}/subscriptions`, {
      method: 'POST',
      body: JSON.stringify({ applicationServerKey: 'not-a-key' }),
    });
    expect(res.status).toBe(400);
  });

  it('refuses pushes without a token, TTL or aes128gcm, and bodies it cannot decrypt or that are too large', async () => {
    const target = await subscribe();
    const stranger = await subscribe();
    const body = Buffer.from(await encryptPushPayload(target, Buffer.from('hello')));
    const authorization = await vapidAuthorization(target.endpoint, vapid);
    const headers = { TTL: '60', 'Content-Encoding': 'aes128gcm', Authorization: authorization };
    const post = async (over: Record<string, string>, sent: Buffer = body, endpoint = target.endpoint) => {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { ...headers, ...over },
        body: new Uint8Array(sent),
      });
      return [res.status, ((await res.json()) as { error: string }).error];
    };
    expect(await post({ Authorization: '' })).toEqual([401, 'Authorization must be "vapid t=<jwt>, k=<key>"']);
    expect(await post({ TTL: '' })).toEqual([400, 'TTL header missing or invalid']);
    expect(await post({ 'Content-Encoding': 'aesgcm' })).toEqual([415, 'Content-Encoding must be aes128gcm']);
    expect(await post({ Topic: 'a'.repeat(33) })).toEqual([400, 'Topic invalid']);
    expect(await post({}, body, stranger.endpoint)).toEqual([
      400,
      'cannot decrypt: authentication failed: not encrypted for this subscription',
    ]);
    expect(await post({}, Buffer.alloc(5000))).toEqual([413, 'body over 4096 bytes']);
    expect(await messages(target.id)).toEqual([]);
  });

  it('lists the pushes on its page, escaped', async () => {
    const target = await subscribe();
    await sendWebPush(target, '<script>alert(1)</script>', vapid, options);
    const page = await (await fetch(standIn.url)).text();
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).not.toContain('<script>');
  });

  it('shows the newest 500 on its page, however many it keeps', async () => {
    for (let i = 0; i < 501; i += 1) {
      standIn.store.add({ subscription: 's', urgency: 'normal', topic: null, ttl: 60, text: `message ${i}` });
    }
    const page = await (await fetch(standIn.url)).text();
    expect(page).toContain('501 kept, the newest 500 shown');
    expect(page).toContain('message 500');
    expect(page).not.toContain('message 0<');
  });
});

import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { createECDH, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The browser's side, written apart with node:crypto (the local push service stand-in's).
import { decryptPushMessage } from '../../../backend/src/push/standin/decrypt.ts';
import {
  base64UrlDecode,
  base64UrlEncode,
  checkEndpoint,
  encryptPushPayload,
  encryptWithKeys,
  generateVapidKeys,
  MAX_PAYLOAD_BYTES,
  sendWebPush,
  vapidAuthorization,
  type PushTarget,
} from './webPush.ts';

// RFC 8291 Appendix A (and the message of RFC 8291 §5), copied from the RFC.
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_' +
    'yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;

async function rfcSenderKeys(): Promise<CryptoKeyPair> {
  const point = base64UrlDecode(RFC.asPublic);
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: base64UrlEncode(point.subarray(1, 33)),
    y: base64UrlEncode(point.subarray(33)),
    d: RFC.asPrivate,
  };
  return {
    privateKey: await crypto.subtle.importKey('jwk', jwk, P256, false, ['deriveBits']),
    publicKey: await crypto.subtle.importKey('raw', new Uint8Array(point), P256, true, []),
  };
}

async function browserTarget(endpoint = 'https://fcm.googleapis.com/fcm/send/abc'): Promise<PushTarget> {
  const pair = (await crypto.subtle.generateKey(P256, true, ['deriveBits'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { endpoint, p256dh: base64UrlEncode(raw), auth: base64UrlEncode(crypto.getRandomValues(new Uint8Array(16))) };
}

const text = new TextEncoder();

describe('encryptPushPayload (RFC 8291)', () => {
  it("produces RFC 8291's example message byte for byte from its keys and salt", async () => {
    const body = await encryptWithKeys(
      { p256dh: RFC.uaPublic, auth: RFC.auth },
      text.encode(RFC.plaintext),
      base64UrlDecode(RFC.salt),
      await rfcSenderKeys(),
    );
    expect(base64UrlEncode(body)).toBe(RFC.body);
  });

  it('round trip: what it encrypts decrypts with the subscription keys, up to 3,993 bytes', async () => {
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const keys = { privateKey: browser.getPrivateKey(), publicKey: browser.getPublicKey(), auth: randomBytes(16) };
    const target = {
      endpoint: 'https://push.example.net/push/abc',
      p256dh: keys.publicKey.toString('base64url'),
      auth: keys.auth.toString('base64url'),
    };
    for (const payload of [text.encode('{"title":"Breaking: “floods”"}'), new Uint8Array(3993).fill(0x61)]) {
      const body = await encryptPushPayload(target, payload);
      expect(new Uint8Array(decryptPushMessage(Buffer.from(body), keys))).toEqual(payload);
    }
  });

  it('uses a fresh salt and sender key per message, in a 4096-byte record header', async () => {
    const target = await browserTarget();
    const [first, second] = await Promise.all([
      encryptPushPayload(target, text.encode('alert')),
      encryptPushPayload(target, text.encode('alert')),
    ]);
    expect(first.subarray(0, 16)).not.toEqual(second.subarray(0, 16));
    expect(first.subarray(21, 86)).not.toEqual(second.subarray(21, 86));
    expect(new DataView(first.buffer).getUint32(16)).toBe(4096);
    expect(first[20]).toBe(65);
    expect(first.length).toBe(86 + 5 + 1 + 16);
  });

  it('takes 3,993 bytes and refuses 3,994 with the limit in the message', async () => {
    const target = await browserTarget();
    const full = await encryptPushPayload(target, new Uint8Array(MAX_PAYLOAD_BYTES));
    expect(MAX_PAYLOAD_BYTES).toBe(3993);
    expect(full.length).toBe(4096);
    await expect(encryptPushPayload(target, new Uint8Array(3994))).rejects.toThrow(
      'push payload is 3994 bytes; the limit is 3993',
    );
  });

  it('refuses malformed, oversized and compressed keys', async () => {
    const target = await browserTarget();
    const payload = text.encode('x');
    await expect(encryptPushPayload({ ...target, auth: 'AAAA' }, payload)).rejects.toThrow('auth must be 16 bytes');
    await expect(encryptPushPayload({ ...target, auth: 'A'.repeat(10_000) }, payload)).rejects.toThrow(
      'auth must be 16 bytes',
    );
    await expect(encryptPushPayload({ ...target, p256dh: target.p256dh + 'AAAA' }, payload)).rejects.toThrow(
      'p256dh must be 65 bytes',
    );
    await expect(encryptPushPayload({ ...target, p256dh: '%%%' }, payload)).rejects.toThrow('p256dh is not base64url');
    const compressed = base64UrlEncode(Uint8Array.of(2, ...base64UrlDecode(target.p256dh).subarray(1)));
    await expect(encryptPushPayload({ ...target, p256dh: compressed }, payload)).rejects.toThrow(
      'p256dh must be an uncompressed P-256 point',
    );
    // 65 bytes in the right form, but not a point on the curve.
    const offCurve = base64UrlEncode(Uint8Array.of(4, ...new Uint8Array(64).fill(1)));
    await expect(encryptPushPayload({ ...target, p256dh: offCurve }, payload)).rejects.toThrow();
  });
});

describe('checkEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGuQyavXut',
    'https://api.push.apple.com/3/device/abc',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
    'https://FCM.googleapis.com:443/fcm/send/abc',
  ])('takes %s, at a known push service', (endpoint) => {
    expect(checkEndpoint(endpoint).href).toBe(new URL(endpoint).href);
  });

  it.each([
    ['http://fcm.googleapis.com/x', 'push endpoint must be https'],
    ['https://fcm.googleapis.com:8443/x', 'push endpoint must use port 443'],
    ['https://127.0.0.1.nip.io/push/a', 'push endpoint must be at a known push service'],
    ['https://push.example.net/x', 'push endpoint must be at a known push service'],
    ['https://fcm.googleapis.com.evil.example/x', 'push endpoint must be at a known push service'],
    ['https://evilfcm.googleapis.com/x', 'push endpoint must be at a known push service'],
    ['https://notify.windows.com/x', 'push endpoint must be at a known push service'],
    ['https://10.0.0.8/x', 'push endpoint must be at a known push service'],
    ['https://169.254.169.254/latest/meta-data', 'push endpoint must be at a known push service'],
    ['https://127.0.0.1:54326/push/a', 'push endpoint must use port 443'],
    ['https://localhost/push/a', 'push endpoint must be at a known push service'],
    ['https://[::1]/x', 'push endpoint must be at a known push service'],
    ['https://user:pw@fcm.googleapis.com/x', 'push endpoint must not carry credentials'],
    ['not a url', 'push endpoint is not a URL'],
    [`https://fcm.googleapis.com/${'a'.repeat(3000)}`, 'push endpoint is missing or too long'],
  ])('refuses %s', (endpoint, message) => {
    expect(() => checkEndpoint(endpoint)).toThrow(message);
  });

  it('takes the loopback stand-in only when the caller allows it, and nothing else', () => {
    expect(checkEndpoint('http://127.0.0.1:54326/push/a', true).port).toBe('54326');
    expect(checkEndpoint('http://localhost:54326/push/a', true).hostname).toBe('localhost');
    expect(() => checkEndpoint('http://127.0.0.1:54326/push/a')).toThrow('push endpoint must be https');
    expect(() => checkEndpoint('http://10.0.0.8/push/a', true)).toThrow('push endpoint must be https');
    expect(() => checkEndpoint('https://10.0.0.8/push/a', true)).toThrow('must be at a known push service');
  });
});

describe('vapidAuthorization (RFC 8292)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs an ES256 JWT for the endpoint origin that verifies with the k= key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T00:00:00Z'));
    const keys = await generateVapidKeys();
    const header = await vapidAuthorization('https://push.example.net:8443/push/abc?x=1', {
      subject: 'mailto:desk@chronicle.example',
      ...keys,
    });
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
    expect(match?.[2]).toBe(keys.publicKey);
    const point = base64UrlDecode(keys.publicKey);
    const key = await importJWK(
      { kty: 'EC', crv: 'P-256', x: base64UrlEncode(point.subarray(1, 33)), y: base64UrlEncode(point.subarray(33)) },
      'ES256',
    );
    const { payload } = await jwtVerify(match![1], key, {
      audience: 'https://push.example.net:8443',
      currentDate: new Date('2026-11-29T00:00:00Z'),
    });
    expect(decodeProtectedHeader(match![1])).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(payload).toEqual({
      aud: 'https://push.example.net:8443',
      exp: Date.parse('2026-11-29T12:00:00Z') / 1000,
      sub: 'mailto:desk@chronicle.example',
    });
  });

  it('refuses an expiry past 24 hours, a bad subject and keys that are not a pair', async () => {
    const keys = await generateVapidKeys();
    const other = await generateVapidKeys();
    const vapid = { subject: 'mailto:desk@chronicle.example', ...keys };
    await expect(vapidAuthorization('https://push.example.net/', vapid, 86_401)).rejects.toThrow('24 hours');
    await expect(vapidAuthorization('https://push.example.net/', { ...vapid, subject: 'desk' })).rejects.toThrow(
      'VAPID subject',
    );
    await expect(
      vapidAuthorization('https://push.example.net/', { ...vapid, privateKey: other.privateKey + 'AAAA' }),
    ).rejects.toThrow('VAPID private key must be 32 bytes');
    await expect(
      vapidAuthorization('https://push.example.net/', { ...vapid, publicKey: other.publicKey }),
    ).rejects.toThrow('VAPID keys are not a P-256 key pair');
  });
});

describe('sendWebPush', () => {
  type Sent = { url: string; init: RequestInit };

  function recordingFetch(status: number) {
    const sent: Sent[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response('ignored', { status });
    }) as unknown as typeof fetch;
    return { sent, fetchImpl };
  }

  async function vapid() {
    return { subject: 'mailto:desk@chronicle.example', ...(await generateVapidKeys()) };
  }

  it('POSTs the encrypted body with the RFC 8030 headers', async () => {
    const target = await browserTarget();
    const { sent, fetchImpl } = recordingFetch(201);
    const result = await sendWebPush(
      target,
      '{"title":"Breaking"}',
      await vapid(),
      { ttl: 3600, urgency: 'high', topic: 'story-42' },
      fetchImpl,
    );
    expect(result).toEqual({ status: 201, gone: false });
    const [{ url, init }] = sent;
    const headers = init.headers as Record<string, string>;
    expect(url).toBe(target.endpoint);
    expect(init.method).toBe('POST');
    expect(headers).toMatchObject({
      'Content-Encoding': 'aes128gcm',
      TTL: '3600',
      Urgency: 'high',
      Topic: 'story-42',
    });
    expect(headers.Authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    expect((init.body as Uint8Array).length).toBe(86 + 20 + 1 + 16);
  });

  it.each([
    [404, true],
    [410, true],
    [429, false],
    [500, false],
  ])('answers %i as gone: %s', async (status, gone) => {
    const { fetchImpl } = recordingFetch(status);
    await expect(sendWebPush(await browserTarget(), 'x', await vapid(), { ttl: 60 }, fetchImpl)).resolves.toEqual({
      status,
      gone,
    });
  });

  it.each([
    [{ ttl: -1 }, 'TTL must be'],
    [{ ttl: 1.5 }, 'TTL must be'],
    [{ ttl: 60, urgency: 'urgent' }, 'Urgency must be'],
    [{ ttl: 60, topic: 'a'.repeat(33) }, 'Topic must be 1 to 32 URL-safe base64 characters'],
    [{ ttl: 60, topic: 'story 42' }, 'Topic must be 1 to 32 URL-safe base64 characters'],
  ])('refuses options %j before sending', async (options, message) => {
    const { sent, fetchImpl } = recordingFetch(201);
    await expect(sendWebPush(await browserTarget(), 'x', await vapid(), options as never, fetchImpl)).rejects.toThrow(
      message,
    );
    expect(sent).toEqual([]);
  });

  it.each([301, 302, 307, 308])('fails on a %i without following it (redirect: manual)', async (status) => {
    const { sent, fetchImpl } = recordingFetch(status);
    await expect(sendWebPush(await browserTarget(), 'x', await vapid(), { ttl: 60 }, fetchImpl)).rejects.toThrow(
      `push service answered a redirect (${status}); not followed`,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].init.redirect).toBe('manual');
  });

  it('sends to the loopback stand-in only with allowLoopback', async () => {
    const target = await browserTarget('http://127.0.0.1:54326/push/abc');
    const { sent, fetchImpl } = recordingFetch(201);
    await expect(sendWebPush(target, 'x', await vapid(), { ttl: 60 }, fetchImpl)).rejects.toThrow('must be https');
    await sendWebPush(target, 'x', await vapid(), { ttl: 60, allowLoopback: true }, fetchImpl);
    expect(sent.map((request) => request.url)).toEqual([target.endpoint]);
  });
});

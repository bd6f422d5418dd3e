import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DecryptError, decryptPushMessage } from './decrypt.ts';
import { PushMessageStore, type Urgency } from './messageStore.ts';
import { messagesPage } from './messagesPage.ts';
import { SubscriptionRegistry, type StandInSubscription } from './subscriptions.ts';
import { checkVapid, publicKeyOf } from './vapid.ts';

export interface PushStandInOptions {
  host?: string;
  /** 0: a free port (tests). */
  port: number;
  /** The origin endpoints are given under, and VAPID's aud must name (default http://host:port). */
  publicUrl?: string;
  /** Messages kept (oldest out): a benchmark pushes 10,000. */
  capacity?: number;
  /** Subscriptions kept (oldest out). */
  maxSubscriptions?: number;
}

export interface RunningPushStandIn {
  port: number;
  /** Its origin: endpoints are `${url}/push/<id>`, the JSON API `${url}/api/messages`. */
  url: string;
  store: PushMessageStore;
  subscriptions: SubscriptionRegistry;
  close(): Promise<void>;
}

/** RFC 8030 §7.2: a push service must take 4096 bytes of body; more is refused. */
const MAX_BODY_BYTES = 4096;
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
const PAGE_MESSAGES = 500;

class TooLarge extends Error {}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

function refuse(res: ServerResponse, status: number, reason: string) {
  json(res, status, { error: reason });
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limit) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The application server key a subscribe call binds to, if any; undefined when malformed. */
async function boundKeyOf(req: IncomingMessage): Promise<Buffer | null | undefined> {
  const text = (await readBody(req, 1000)).toString('utf8');
  if (!text.trim()) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const key = (body as { applicationServerKey?: unknown } | null)?.applicationServerKey;
  if (key === undefined || key === null) return null;
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{87}$/.test(key)) return undefined;
  const point = Buffer.from(key, 'base64url');
  return publicKeyOf(point) ? point : undefined;
}

/** The header problems RFC 8030 names, checked after the token: null when the push may go on. */
function headerProblem(req: IncomingMessage): { status: number; reason: string } | null {
  const ttl = req.headers.ttl;
  if (typeof ttl !== 'string' || !/^\d{1,10}$/.test(ttl))
    return { status: 400, reason: 'TTL header missing or invalid' };
  if (req.headers['content-encoding'] !== 'aes128gcm') {
    return { status: 415, reason: 'Content-Encoding must be aes128gcm' };
  }
  const urgency = req.headers.urgency;
  if (urgency !== undefined && !URGENCIES.has(String(urgency))) return { status: 400, reason: 'Urgency invalid' };
  const topic = req.headers.topic;
  if (topic !== undefined && !TOPIC.test(String(topic))) return { status: 400, reason: 'Topic invalid' };
  return null;
}

interface Context {
  origin: string;
  store: PushMessageStore;
  subscriptions: SubscriptionRegistry;
}

async function subscribe(ctx: Context, req: IncomingMessage, res: ServerResponse) {
  const boundKey = await boundKeyOf(req);
  if (boundKey === undefined) return refuse(res, 400, 'applicationServerKey must be a base64url P-256 public key');
  const subscription = ctx.subscriptions.create(boundKey);
  json(res, 201, {
    endpoint: `${ctx.origin}/push/${subscription.id}`,
    expirationTime: null,
    keys: {
      p256dh: subscription.keys.publicKey.toString('base64url'),
      auth: subscription.keys.auth.toString('base64url'),
    },
  });
}

/** RFC 8030 §5: one push to one subscription. */
async function push(ctx: Context, subscription: StandInSubscription, req: IncomingMessage, res: ServerResponse) {
  const body = await readBody(req, MAX_BODY_BYTES);
  if (subscription.gone) return refuse(res, 410, 'subscription is gone');
  if (subscription.redirect.times > 0) {
    subscription.redirect.times -= 1;
    res.writeHead(307, { location: subscription.redirect.location, 'cache-control': 'no-store' });
    return res.end();
  }
  if (subscription.failure.times > 0) {
    subscription.failure.times -= 1;
    return refuse(res, subscription.failure.status, 'failing on request');
  }
  const refusal = checkVapid(req.headers.authorization, ctx.origin, subscription.boundKey);
  if (refusal) return refuse(res, refusal.status, refusal.reason);
  const problem = headerProblem(req);
  if (problem) return refuse(res, problem.status, problem.reason);
  let text: string;
  try {
    text = decryptPushMessage(body, subscription.keys).toString('utf8');
  } catch (error) {
    if (error instanceof DecryptError) return refuse(res, 400, `cannot decrypt: ${error.message}`);
    throw error;
  }
  const message = ctx.store.add({
    subscription: subscription.id,
    urgency: (req.headers.urgency as Urgency | undefined) ?? 'normal',
    topic: (req.headers.topic as string | undefined) ?? null,
    ttl: Number(req.headers.ttl),
    text,
  });
  const location = `${ctx.origin}/api/messages/${message.id}`;
  json(res, 201, { id: message.id }, { location, ttl: String(message.ttl) });
}

/** The test controls: make a subscription answer 410, fail the next N pushes, or redirect them. */
function control(subscription: StandInSubscription, action: string, url: URL, res: ServerResponse) {
  if (action === 'gone') {
    subscription.gone = true;
    return json(res, 200, { gone: true });
  }
  if (action === 'fail') {
    const status = Number(url.searchParams.get('status') ?? 500);
    const times = Number(url.searchParams.get('times') ?? 1);
    if (!Number.isInteger(status) || status < 400 || status > 599) return refuse(res, 400, 'status must be 400-599');
    if (!Number.isInteger(times) || times < 0 || times > 100_000) return refuse(res, 400, 'times must be 0-100000');
    subscription.failure = { status, times };
    return json(res, 200, subscription.failure);
  }
  if (action === 'redirect') return redirect(subscription, url, res);
  return refuse(res, 404, 'not found');
}

/** The next N pushes answer 307 Temporary Redirect to `location` (an http(s) URL). */
function redirect(subscription: StandInSubscription, url: URL, res: ServerResponse) {
  const location = url.searchParams.get('location') ?? '';
  const times = Number(url.searchParams.get('times') ?? 1);
  if (!/^https?:\/\//.test(location)) return refuse(res, 400, 'location must be an http(s) URL');
  if (!Number.isInteger(times) || times < 0 || times > 100_000) return refuse(res, 400, 'times must be 0-100000');
  subscription.redirect = { location, times };
  return json(res, 200, subscription.redirect);
}

function api(ctx: Context, req: IncomingMessage, url: URL, res: ServerResponse) {
  const route = `${req.method} ${url.pathname}`;
  if (route === 'GET /api/messages') {
    const messages = ctx.store.list(url.searchParams.get('subscription') ?? undefined);
    return json(res, 200, { ...ctx.store.summary(), messages });
  }
  if (route === 'DELETE /api/messages') {
    ctx.store.clear();
    return json(res, 200, { deleted: true });
  }
  if (route === 'GET /api/stats')
    return json(res, 200, { ...ctx.store.summary(), subscriptions: ctx.subscriptions.size });
  const one = /^\/api\/messages\/(\d+)$/.exec(url.pathname);
  const message = one && req.method === 'GET' ? ctx.store.get(Number(one[1])) : undefined;
  return message ? json(res, 200, message) : refuse(res, 404, 'not found');
}

function page(ctx: Context, res: ServerResponse) {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  // The newest 500: after a benchmark the store holds 20,000, a page of megabytes.
  res.end(messagesPage(ctx.store.list().slice(0, PAGE_MESSAGES), ctx.store.summary(), ctx.subscriptions.size));
}

function handler(ctx: Context) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://push');
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /') return page(ctx, res);
    if (route === 'POST /clear') {
      ctx.store.clear();
      res.writeHead(303, { location: '/' });
      return res.end();
    }
    if (route === 'POST /subscriptions') return subscribe(ctx, req, res);
    if (url.pathname.startsWith('/api/')) return api(ctx, req, url, res);
    const target = /^\/(push|subscriptions)\/([\w-]+)(?:\/(\w+))?$/.exec(url.pathname);
    if (!target || req.method !== 'POST') return refuse(res, 404, 'not found');
    const subscription = ctx.subscriptions.get(target[2]);
    if (!subscription) return refuse(res, 404, 'no such subscription');
    if (target[1] === 'push' && !target[3]) return push(ctx, subscription, req, res);
    if (target[1] === 'subscriptions' && target[3] === 'deliver') {
      return json(res, 200, { messages: ctx.store.deliver(subscription.id) });
    }
    return target[1] === 'subscriptions'
      ? control(subscription, target[3] ?? '', url, res)
      : refuse(res, 404, 'not found');
  };
}

/**
 * A local Web Push service (RFC 8030) standing in for FCM, Mozilla's autopush and Apple's: it makes
 * subscriptions whose keys it holds, checks each push's VAPID token (RFC 8292), decrypts it
 * (RFC 8291) and keeps it for a page and a JSON API. docs/product/web-push.md.
 */
export async function startPushStandIn(options: PushStandInOptions): Promise<RunningPushStandIn> {
  const host = options.host ?? '127.0.0.1';
  const store = new PushMessageStore(options.capacity ?? 20_000);
  const subscriptions = new SubscriptionRegistry(options.maxSubscriptions ?? 100_000);
  const ctx: Context = { origin: '', store, subscriptions };
  const handle = handler(ctx);
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof TooLarge) return refuse(res, 413, `body over ${MAX_BODY_BYTES} bytes`);
      refuse(res, 500, 'failed');
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve((server.address() as AddressInfo).port));
  });
  ctx.origin = new URL(options.publicUrl ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`).origin;
  return {
    port,
    url: ctx.origin,
    store,
    subscriptions,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

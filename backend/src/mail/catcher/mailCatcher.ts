import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { inboxPage, messagePage } from './inboxPage.ts';
import { MessageStore } from './messageStore.ts';

export interface MailCatcherOptions {
  host?: string;
  /** 0: a free port (tests). */
  smtpPort: number;
  httpPort: number;
  /** Messages kept for the inbox and the JSON API (older ones are dropped; counts are kept). */
  capacity?: number;
}

export interface RunningMailCatcher {
  smtpPort: number;
  httpPort: number;
  /** The web inbox; its JSON API is `${inboxUrl}/api/messages`. */
  inboxUrl: string;
  store: MessageStore;
  close(): Promise<void>;
}

/** Messages larger than this are refused (the morning edition is a few tens of kilobytes). */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'",
  });
  res.end(body);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 10_000) throw new Error('body too large');
  }
  const value: unknown = text ? JSON.parse(text) : {};
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** The inbox page and its JSON API (README "Local mail"). */
function inboxHandler(store: MessageStore, faults: { rejectNext: number }) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://inbox');
    const route = `${req.method} ${url.pathname}`;
    const id = Number(url.pathname.split('/').pop());
    if (route === 'GET /') return html(res, 200, inboxPage(store.list(), store.received));
    if (req.method === 'GET' && /^\/messages\/\d+$/.test(url.pathname)) {
      const message = store.get(id);
      return message ? html(res, 200, messagePage(message)) : html(res, 404, 'No such message');
    }
    if (route === 'POST /clear') {
      store.clear();
      res.writeHead(303, { location: '/' });
      return res.end();
    }
    if (route === 'GET /api/messages') {
      return json(res, 200, {
        received: store.received,
        messages: store.list(url.searchParams.get('to') ?? undefined),
      });
    }
    if (req.method === 'GET' && /^\/api\/messages\/\d+$/.test(url.pathname)) {
      const message = store.get(id);
      return message ? json(res, 200, message) : json(res, 404, { error: 'not found' });
    }
    if (route === 'DELETE /api/messages') {
      store.clear();
      return json(res, 200, { deleted: true });
    }
    if (route === 'GET /api/deliveries') return json(res, 200, store.delivery(url.searchParams.get('send') ?? ''));
    // Tests of the sender's retries: the next N messages are refused with a temporary failure.
    if (route === 'POST /api/faults') {
      const body = await readJson(req).catch(() => ({}) as Record<string, unknown>);
      faults.rejectNext = Math.max(0, Math.floor(Number(body.rejectNext) || 0));
      return json(res, 200, faults);
    }
    return json(res, 404, { error: 'not found' });
  };
}

function listenHttp(server: HttpServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * A local SMTP server that keeps what it receives, and a web inbox over it: the stand-in for the
 * Supabase CLI's mail catcher. Accepts any sender and recipient, no TLS, no authentication.
 */
export async function startMailCatcher(options: MailCatcherOptions): Promise<RunningMailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const store = new MessageStore(options.capacity ?? 5000);
  const faults = { rejectNext: 0 };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    maxClients: 64,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream)
        .then((parsed) => {
          if (faults.rejectNext > 0) {
            faults.rejectNext -= 1;
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          store.add(recipients, parsed);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client that vanishes mid-message (a sender killed with -9) resets its connection: that
  // connection ends, the catcher goes on.
  smtp.on('error', (error: Error & { code?: string }) => {
    if (error.code !== 'ECONNRESET') console.error(`[mail catcher] ${error.message}`);
  });
  const smtpPort = await new Promise<number>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort, host, () => resolve((smtp.server.address() as AddressInfo).port));
  });
  const handler = inboxHandler(store, faults);
  const http = createServer((req, res) => {
    handler(req, res).catch(() => json(res, 500, { error: 'failed' }));
  });
  const httpPort = await listenHttp(http, options.httpPort, host);
  return {
    smtpPort,
    httpPort,
    inboxUrl: `http://${host.includes(':') ? `[${host}]` : host}:${httpPort}`,
    store,
    async close() {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { pgliteTemplateFile } from '../../src/db/pgliteTemplate.ts';
import { startBackend, type RunningBackend } from '../../src/index.ts';
import { loadConfig, type BackendConfig } from '../../src/config.ts';
import { startMailCatcher } from '../../src/mail/catcher/mailCatcher.ts';
import { startPushStandIn, type RunningPushStandIn } from '../../src/push/standin/pushStandIn.ts';
import { createMailbox, verifyLink, type Mailbox } from './mailbox.ts';
import { createTemporaryDatabase, type TemporaryDatabase } from './postgres.ts';
import { pgliteSchemaTemplate, postgresSchemaTemplate } from './schemaTemplates.ts';

/** The fixture supabase/ folder (migrations only) used by the auth and REST suites. */
export const FIXTURE_SUPABASE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture', 'supabase');

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestBackendOptions {
  database?: DatabaseKind;
  /** A supabase/ folder with migrations/ (and seed.sql when `seed` is true). Default: the fixture. */
  supabaseDir?: string;
  overrides?: Partial<BackendConfig>;
}

export interface TestBackend {
  backend: RunningBackend;
  url: string;
  database: DatabaseKind;
  /** A supabase-js client with the anon key (default) or the service_role key; no stored session. */
  client(key?: 'anon' | 'service_role'): SupabaseClient;
  /** The mail catcher this backend sends to. */
  mailbox: Mailbox;
  /** A push service stand-in of this backend's own (subscriptions made there decrypt there). */
  pushService: RunningPushStandIn;
  /** Follows the confirmation mailed to `email` with `client` (supabase-js verifyOtp), signing it in. */
  confirm(client: SupabaseClient, email: string): Promise<void>;
  /** A new user signed up, confirmed through the mailed link and signed in; its client carries the session. */
  signedInClient(email?: string, password?: string): Promise<{ client: SupabaseClient; userId: string; email: string }>;
  stop(): Promise<void>;
}

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A socket the server closed while idle: the request on it was never read, so sending it again is safe. */
const STALE_SOCKET = /ECONNRESET|other side closed|socket hang up/;

/**
 * fetch, sent once more when the reused keep-alive socket turns out closed. The suites run PGlite
 * in this process: a long stretch of in-process checks holds the event loop past the server's
 * idle timeout, and the next API request can meet the socket just closed (CI saw 'fetch failed'
 * from ECONNRESET twice in storyDocuments.test). Any other failure, and any second one, is thrown.
 */
export async function fetchOnLiveSocket(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    const cause = error instanceof Error ? String((error as Error & { cause?: unknown }).cause ?? '') : '';
    if (!(error instanceof TypeError) || !STALE_SOCKET.test(cause)) throw error;
    return fetch(input, init);
  }
}

export function createTestClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    global: { fetch: fetchOnLiveSocket },
  });
}

/**
 * Starts a backend on a random port over a fresh database (in-memory PGlite, or a temporary
 * PostgreSQL database on DATABASE_URL's server), with the fixture migrations and no seed. The
 * database starts as a copy of one already at the schema (schemaTemplates.ts), unless the backend
 * seeds it: a seed runs only on a database no migration has touched.
 * PGlite's first open costs seconds: start one per test file (beforeAll), not per test.
 */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const database = options.database ?? 'pglite';
  const supabaseDir = options.supabaseDir ?? FIXTURE_SUPABASE_DIR;
  const fromSchema = !options.overrides?.seed;
  let temporary: TemporaryDatabase | undefined;
  if (database === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('DATABASE_URL is required for the PostgreSQL variant');
    const template = fromSchema ? await postgresSchemaTemplate(serverUrl, supabaseDir) : undefined;
    temporary = await createTemporaryDatabase(serverUrl, template);
  }
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  const mailbox = createMailbox(catcher.inboxUrl);
  const pushService = await startPushStandIn({ port: 0 });
  const defaults = loadConfig();
  const backend = await startBackend({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    pgliteTemplateFile: temporary
      ? undefined
      : fromSchema
        ? await pgliteSchemaTemplate(supabaseDir)
        : await pgliteTemplateFile(),
    databaseUrl: temporary?.url,
    supabaseDir,
    seed: false,
    logRequests: false,
    authRateLimit: { perIp: 10_000, perEmail: 10_000, windowSeconds: 300 },
    // The suites act as many visitors from one address: the request limits get room (abuse suites override).
    rateLimitScale: 1000,
    // Reuse detection is asserted at once, without waiting out GoTrue's 10-second tolerance.
    refreshTokenReuseIntervalSeconds: 0,
    mail: { ...defaults.mail, smtp: { host: '127.0.0.1', port: catcher.smtpPort }, minSecondsBetweenMails: 0 },
    ...options.overrides,
  });
  async function confirm(client: SupabaseClient, email: string) {
    const link = verifyLink(await mailbox.waitFor(email, /^Confirm your e-mail/));
    const verified = await client.auth.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'signup' });
    if (verified.error) throw new Error(`confirmation failed: ${verified.error.message}`);
  }
  return {
    backend,
    url: backend.url,
    confirm,
    database,
    mailbox,
    pushService,
    client: (key = 'anon') => createTestClient(backend.url, key === 'anon' ? backend.anonKey : backend.serviceRoleKey),
    async signedInClient(email = uniqueEmail(), password = 'correct-horse-1') {
      const client = createTestClient(backend.url, backend.anonKey);
      const { data, error } = await client.auth.signUp({ email, password });
      if (error || !data.user) throw new Error(`signUp failed: ${error?.message}`);
      if (!data.session) await confirm(client, email);
      return { client, userId: data.user.id, email };
    },
    async stop() {
      await backend.stop();
      await catcher.close();
      await pushService.close();
      await temporary?.drop();
    },
  };
}

import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getRequestListener, RequestError } from '@hono/node-server';
import { createServer, type RequestListener, type Server } from 'node:http';
import { createAuthRoutes } from './auth/routes.ts';
import { loadConfig, type BackendConfig } from './config.ts';
import { demoSecretsRefusal } from './demoSecrets.ts';
import type { BackendContext } from './context.ts';
import { openDatabase, type Database } from './db/database.ts';
import { createFunctionsRoutes } from './functions/routes.ts';
import { createApp } from './http/app.ts';
import { createKeyRing, type KeyRing } from './keys.ts';
import { loadAuthTemplates } from './mail/authTemplates.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { startNewsletterService, type NewsletterService } from './newsletter/service.ts';
import { PUSH_DELIVERY_PRUNING, REMOTE_LOADS_PRUNING, TRASH_PURGE, WORKING_COPY_CLEANUP } from './scheduled/jobs.ts';
import { startNightlyJob, type NightlyJob } from './scheduled/nightlyJob.ts';
import { applySchema, applySeedSql } from './platform/bootstrap.ts';
import { startStaffMailService, type StaffMailService } from './staffMail/service.ts';
import { pushConfigFromEnv } from './push/config.ts';
import { applyPushSettings, startPushService, type PushService } from './push/service.ts';
import { attachRealtime } from './realtime/server.ts';
import { ReadCache } from './rest/readCache.ts';
import type { RestResult } from './rest/result.ts';
import { createRestRoutes } from './rest/routes.ts';
import { createStorageRoutes } from './storage/routes.ts';

export type { BackendConfig } from './config.ts';
export type { BackendContext } from './context.ts';
export type { Database } from './db/database.ts';

export interface RunningBackend {
  /** Base URL clients pass to createClient (no trailing slash). */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The new API keys (`sb_publishable_…`, `sb_secret_…`), accepted unless API_KEYS=legacy. */
  publishableKey: string;
  secretKey: string;
  keys: KeyRing;
  jwtSecret: string;
  db: Database;
  config: BackendConfig;
  /** The anonymous-read cache: a test that writes through `db` directly invalidates it. */
  readCache: ReadCache<RestResult>;
  /** Outgoing mail: tests wait on `mailer.idle()` before reading the catcher. */
  mailer: Mailer;
  /** The newsletter's sender: `drain()` sends what is due now (tests need not wait for its poll). */
  newsletter: NewsletterService;
  /** The staff notices' mail (assigned, back with notes): `drain()` sends what is due now. */
  staffMail: StaffMailService;
  /** The Web Push sender: `drain()` sends the pushes due now. */
  push: PushService;
  /**
   * The nightly jobs pg_cron runs on hosted Supabase, run here by the backend: `run()` runs one now.
   * The trash's purge (decision 195), idle working copies (decision 202), old settled pushes.
   */
  jobs: { trash: NightlyJob; workingCopies: NightlyJob; pushDeliveries: NightlyJob; remoteLoads: NightlyJob };
  /** Migrations applied by this start (file names). */
  appliedMigrations: string[];
  /** True when this start created the database (and seeded it, when seeding is on). */
  fresh: boolean;
  stop(): Promise<void>;
}

const localSeedModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed', 'localSeed.ts');

/** Counts requests in flight so stop() can let them finish before the database closes. */
function trackInFlight(fetch: (request: Request, env?: unknown) => Response | Promise<Response>) {
  let active = 0;
  let idle: (() => void) | null = null;
  return {
    // env carries the adapter's incoming request: without it no route can see the client's socket.
    fetch: async (request: Request, env?: unknown) => {
      active += 1;
      try {
        return await fetch(request, env);
      } finally {
        active -= 1;
        if (active === 0) idle?.();
      }
    },
    drained: (timeoutMs: number) =>
      active === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            idle = resolve;
            setTimeout(resolve, timeoutMs).unref();
          }),
  };
}

/**
 * Requests the adapter cannot turn into a `Request` (a backslash in the path, a bad Host header)
 * get a JSON error like every other refusal instead of the adapter's empty 400.
 */
function adapterError(error: unknown): Response {
  const refused = error instanceof RequestError;
  if (!refused) console.error('[backend] request failed before routing:', error);
  return Response.json(
    refused
      ? { code: 'bad_request', message: `Malformed request: ${error.message}`, details: null, hint: null }
      : { code: 'unexpected_failure', message: 'Internal server error', details: null, hint: null },
    { status: refused ? 400 : 500 },
  );
}

/**
 * A handler may answer before it has read its request body to the end: an upload refused
 * part-way (too large, disk full). The connection stays open for the client's next request, so
 * the rest of that body must be read and dropped first, as Node does for a body nobody reads.
 * The adapter tries, but the web-stream reader it put on the body (abandoned by the handler)
 * pauses the socket again after every chunk; after 500 ms the adapter gives up and closes the
 * socket — with the client's next request on it unanswered ("fetch failed: other side closed"),
 * run or not. So once the answer is out, nothing is listening for that body any more: let it
 * flow away. (The adapter still closes a connection whose leftover body lasts over 500 ms or
 * 64 MB: the client is then still sending that body, so no other request can be on it yet.)
 */
function discardUnreadBodies(listener: RequestListener): RequestListener {
  return (incoming, outgoing) => {
    outgoing.once('finish', () => {
      if (incoming.readableEnded || incoming.destroyed) return;
      incoming.removeAllListeners('data');
      incoming.resume();
    });
    return listener(incoming, outgoing);
  };
}

function listen(fetch: (request: Request, env?: unknown) => Promise<Response>, config: BackendConfig): Promise<Server> {
  return new Promise((resolve, reject) => {
    const listener = getRequestListener(fetch, { hostname: config.host, errorHandler: adapterError });
    const server = createServer(discardUnreadBodies(listener));
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve(server));
    // Node closes idle keep-alive sockets after 5 s; a client reusing one at that instant gets
    // "fetch failed". A long server-side idle timeout (as behind load balancers) makes that race rare.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive sockets from clients would otherwise hold close() open.
    server.closeAllConnections?.();
  });
}

/** Runs the project's local seed hook (owned by the schema work) when it exists. */
async function runLocalSeed(seed: { url: string; anonKey: string; serviceRoleKey: string }): Promise<void> {
  if (!existsSync(localSeedModule)) return;
  const module = (await import(pathToFileURL(localSeedModule).href)) as {
    seedLocal?: (options: typeof seed) => Promise<void>;
  };
  await module.seedLocal?.(seed);
}

/**
 * Sets the database's per-source request limits (a project migration's private.rate_limit_rules,
 * when the project has one) to their shipped figures times `scale`, at every start. Per-target
 * limits and table caps keep their figures: a test suite is many visitors, not many targets.
 */
async function scaleRequestLimits(db: Database, scale: number): Promise<void> {
  const { rows } = await db.query<{ present: boolean }>(
    `select to_regclass('private.rate_limit_rules') is not null as present`,
  );
  if (!rows[0]?.present) return;
  await db.query(
    `update private.rate_limit_rules set max_hits = least(base_hits::numeric * $1, 2147483647)::integer
     where bucket like '%:source'`,
    [scale],
  );
}

/**
 * Opens the database, brings it to the project's schema (platform bootstrap, migrations, realtime
 * triggers, seed on a fresh database) and serves the Supabase-compatible API.
 */
export async function startBackend(overrides: Partial<BackendConfig> = {}): Promise<RunningBackend> {
  const config: BackendConfig = { ...loadConfig(), ...overrides };
  const refusal = demoSecretsRefusal(config);
  if (refusal) throw new Error(refusal);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteTemplateFile: config.pgliteTemplateFile,
  });
  try {
    const migrations = await applySchema(db, config.supabaseDir);
    if (migrations.fresh && config.seed) await applySeedSql(db, path.join(config.supabaseDir, 'seed.sql'));
    await scaleRequestLimits(db, config.rateLimitScale);
    const pushConfig = pushConfigFromEnv(config.host);
    // A schema without the push tables sends nothing.
    if (!(await applyPushSettings(db, pushConfig))) pushConfig.vapid = null;

    const keys = await createKeyRing({
      jwtSecret: config.jwtSecret,
      signingAlgorithm: config.jwtSigningAlgorithm,
      // Asymmetric keys are kept beside a persistent database, so sessions survive a restart.
      signingKeysPath:
        config.signingKeysPath ??
        (config.jwtSigningAlgorithm !== 'HS256' && !config.dataDir.startsWith('memory:') && !config.databaseUrl
          ? path.join(path.dirname(config.dataDir), 'signing_keys.json')
          : undefined),
      apiKeys: config.apiKeys,
      publishableKey: config.publishableKey,
      secretKey: config.secretKey,
    });
    const ctx: BackendContext = {
      db,
      config,
      keys,
      readCache: new ReadCache<RestResult>({ ttlMs: config.readCacheMs }),
      mail: { mailer: createMailer(config.mail), authTemplates: await loadAuthTemplates(config.mail.templatesDir) },
    };
    const app = createApp(ctx, {
      auth: createAuthRoutes(ctx),
      rest: createRestRoutes(ctx),
      storage: createStorageRoutes(ctx),
      functions: createFunctionsRoutes(ctx),
    });
    const inFlight = trackInFlight(app.fetch);
    const server = await listen(inFlight.fetch, config);
    const port = (server.address() as AddressInfo).port;
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    // With port 0 (tests) the configured URL is a guess; tokens and links must carry the real one.
    if (overrides.publicUrl === undefined) config.publicUrl = url;
    const realtime = await attachRealtime(server, ctx);
    const newsletter = startNewsletterService({
      db,
      mailer: ctx.mail.mailer,
      pollMs: config.mail.newsletterPollMs,
      concurrency: config.mail.smtp.maxConnections,
      morningEdition: { cron: config.mail.morningEditionCron, timeZone: config.mail.morningEditionTimeZone },
      links: () => ({ siteName: config.mail.siteName, siteUrl: config.mail.siteUrl, apiUrl: config.publicUrl }),
    });
    const staffMail = startStaffMailService({
      db,
      mailer: ctx.mail.mailer,
      pollMs: config.mail.newsletterPollMs,
      links: () => ({ siteName: config.mail.siteName, siteUrl: config.mail.siteUrl }),
    });
    const push = startPushService({ db, config: pushConfig });
    const jobs = {
      trash: startNightlyJob(db, TRASH_PURGE),
      workingCopies: startNightlyJob(db, WORKING_COPY_CLEANUP),
      pushDeliveries: startNightlyJob(db, PUSH_DELIVERY_PRUNING),
      remoteLoads: startNightlyJob(db, REMOTE_LOADS_PRUNING),
    };

    const running: RunningBackend = {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      publishableKey: keys.publishableKey,
      secretKey: keys.secretKey,
      keys,
      jwtSecret: config.jwtSecret,
      db,
      config,
      readCache: ctx.readCache,
      mailer: ctx.mail.mailer,
      newsletter,
      staffMail,
      push,
      jobs,
      appliedMigrations: migrations.applied,
      fresh: migrations.fresh,
      async stop() {
        await newsletter.stop();
        await staffMail.stop();
        await push.stop();
        for (const job of Object.values(jobs)) job.stop();
        await realtime.close();
        const closed = closeServer(server);
        await inFlight.drained(5000);
        await closed;
        await ctx.mail.mailer.idle();
        ctx.mail.mailer.close();
        await db.close();
      },
    };
    if (migrations.fresh && config.seed) {
      ctx.seeding = true;
      try {
        await runLocalSeed({ url, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey });
      } catch (error) {
        await running.stop();
        throw error;
      } finally {
        ctx.seeding = false;
      }
    }
    return running;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

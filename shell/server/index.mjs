// Production server of the shell: public pages rendered on the server (dist/server, which loads
// the remotes' server containers) and kept in a page cache purged when content changes, the built
// site, /runtime-config.json from env, /api/contact, the lite newsletter's POST, link previews'
// image crops (/social-image/…), crawl files and feeds, security headers on every page. One worker per core (WEB_CONCURRENCY), see workers.mjs.
//   node shell/server/index.mjs            (PORT or SHELL_PORT, default 3000; HOST default all interfaces)
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portFromEnv, runtimeConfigFromEnv } from '@newsroom/shared/runtime-config-env';
import { bodyLimit } from 'hono/body-limit';
import { editionChoiceRoute } from './editionChoice.mjs';
import { liteNewsletterRoute } from './liteNewsletter.mjs';
import { registryFromEnv, serverTrust, withRegistry } from './remoteRegistry.mjs';
import { remotesEnv } from './remotesFile.mjs';
import { contentOriginsFromEnv, securityHeaders } from './securityHeaders.mjs';
import { socialImageRoute } from './socialImage.mjs';
import {
  allowedHostsFromEnv,
  pageCacheBytesFromEnv,
  serverTimingFromEnv,
  publicOriginFromEnv,
  renderThreadFromEnv,
  serverRemotesFromEnv,
  ssrTimeoutFromEnv,
  trustedProxiesFromEnv,
} from './serverConfig.mjs';
import { createCdnPurger } from './cdnPurge.mjs';
import { startRenderThread } from './pageRenderThread.mjs';
import { logEscapedErrors } from './escapedErrors.mjs';
import { createStaticSite, listen, peerAddress } from './staticSite.mjs';
import { runShell } from './workers.mjs';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const CONTACT_BODY_LIMIT = 16 * 1024;
/** A render thread answers within SSR_TIMEOUT_MS + 2 s by itself; past this margin it is stuck. */
const RENDER_THREAD_STUCK_MARGIN_MS = 5_000;

/**
 * POST /api/contact -> the backend's `contact` edge function, with the anon key. The backend
 * limits messages per visitor only when it lists this server in TRUSTED_PROXIES; otherwise every
 * visitor here is this server's one address to it (docs/product/security.md#client-addresses).
 */
function contactProxy(env) {
  const config = runtimeConfigFromEnv(env);
  const target = env.CONTACT_FUNCTION_URL || `${config.supabaseUrl}/functions/v1/contact`;
  return async (c) => {
    // Forwarded the way any proxy does: appended to the X-Forwarded-For it received.
    const visitor = peerAddress(c);
    const forwarded = [c.req.header('x-forwarded-for'), visitor].filter(Boolean).join(', ');
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          apikey: config.supabaseAnonKey,
          Authorization: `Bearer ${config.supabaseAnonKey}`,
          ...(forwarded ? { 'X-Forwarded-For': forwarded } : {}),
        },
        body: await c.req.text(),
        signal: AbortSignal.timeout(10_000),
      });
      const headers = { 'Content-Type': response.headers.get('content-type') ?? 'application/json' };
      const retryAfter = response.headers.get('retry-after');
      if (retryAfter) headers['Retry-After'] = retryAfter;
      return new Response(response.body, { status: response.status, headers });
    } catch (error) {
      console.error('[shell] /api/contact: backend unreachable', error);
      return c.json({ error: 'Please try again.' }, 502);
    }
  };
}

/**
 * The server renderer (dist/server/index.js), or null when the build has none: then every page is
 * the client-rendered index.html, as before server rendering. Its page cache answers on this
 * thread; what it misses is rendered on a render thread (here with SSR_THREAD=off).
 * @returns {Promise<{ handle(request: Request): Promise<Response | null>, close?(): Promise<void> } | null>}
 */
async function loadRenderer(env, { config, trust }, distDir) {
  const entry = join(distDir, 'server', 'index.js');
  if (!existsSync(entry)) {
    console.warn(`[shell] ${entry} is missing: pages are rendered in the browser only`);
    return null;
  }
  const rendererOptions = {
    config,
    serverRemotes: serverRemotesFromEnv(config, env),
    serverTrust: trust,
    template: readFileSync(join(distDir, 'index.html'), 'utf8'),
    timeoutMs: ssrTimeoutFromEnv(env),
    publicOrigin: publicOriginFromEnv(env),
    allowedHosts: allowedHostsFromEnv(env),
    trustedProxies: trustedProxiesFromEnv(env),
    htmlHeaders: securityHeaders(config, contentOriginsFromEnv(env)),
    serverTiming: serverTimingFromEnv(env),
  };
  const { createServerRenderer } = createRequire(import.meta.url)(entry);
  const options = { ...rendererOptions, pageCacheBytes: pageCacheBytesFromEnv(env) };
  if (!renderThreadFromEnv(env)) return createServerRenderer(options);
  const thread = startRenderThread({
    entry,
    rendererOptions,
    answerTimeoutMs: rendererOptions.timeoutMs + RENDER_THREAD_STUCK_MARGIN_MS,
  });
  const renderer = await createServerRenderer(options, (url, origin) => thread.answer(url, origin));
  return { ...renderer, close: () => thread.close() };
}

/**
 * The runtime config with the registry in force (decision 188); each refused entry is logged,
 * and its remote's areas show their fallback. `trust`: what the server renderer may run of the
 * remotes' server containers (accepted, allowed origin, registered hash).
 */
function siteConfig(env) {
  const registry = registryFromEnv(env);
  for (const problem of registry.problems) console.error(`[shell] registry: ${problem}`);
  return { config: withRegistry(runtimeConfigFromEnv(env), registry), trust: serverTrust(env, registry) };
}

/**
 * What of the registry shows in the pages a CDN keeps: the remotes and each entry but a running
 * canary's share (canaried pages are never kept there, decision 215).
 */
function pageShape(config) {
  const registry = (config.registry ?? []).map(({ canary, ...entry }) => ({
    ...entry,
    canary: canary && canary.percent > 0 ? canary.version : null,
  }));
  return JSON.stringify([config.remotes, registry]);
}

/** How long a replaced renderer (a remote moved) may finish what it renders before it stops. */
const REPLACED_RENDERER_GRACE_MS = 10_000;

async function closeRenderer(site) {
  await (await site.renderer)?.close?.();
}

/**
 * The shell's site: its Hono app, and the page cache's purge controls (the renderer's; nothing to
 * purge when the build has no server renderer).
 */
export function createShell(env = process.env, distDir = DIST) {
  const currentEnv = remotesEnv(env);
  const cdn = createCdnPurger({ url: env.CDN_PURGE_URL });
  /** The config, headers and renderer for the remotes currently configured. */
  let site = null;
  let siteEnv = null;
  let purgeChannelLive = false;
  const currentSite = () => {
    const liveEnv = currentEnv();
    // Asked on every request: the same env object (the remotes file unchanged) is the same site.
    if (site && liveEnv === siteEnv) return site;
    siteEnv = liveEnv;
    const trusted = siteConfig(liveEnv);
    const { config } = trusted;
    const key = JSON.stringify([config.remotes, config.registry, serverRemotesFromEnv(config, liveEnv), trusted.trust]);
    if (site?.key === key) return site;
    // A remote moved (REMOTES_CONFIG_FILE): a new CSP for its origin, and a renderer that loads its
    // new server container. The first call, here at start, loads the renderer.
    const renderer = loadRenderer(liveEnv, trusted, distDir).then(
      (loaded) => {
        loaded?.setPurgeChannelLive(purgeChannelLive);
        return loaded;
      },
      (error) => {
        console.error('[shell] the server renderer failed to load: pages are rendered in the browser only', error);
        return null;
      },
    );
    const previous = site;
    site = { key, config, headers: securityHeaders(config, contentOriginsFromEnv(liveEnv)), renderer, loaded: null };
    const current = site;
    void renderer.then((loaded) => {
      current.loaded = loaded;
      // The old renderer's thread finishes the renders it has begun, then stops.
      if (previous) setTimeout(() => void closeRenderer(previous), REPLACED_RENDERER_GRACE_MS).unref();
      // Every page carries the registry (its nav, routes, slots, versions): the CDN's pages go too,
      // once this worker answers with the new one (decision 215), and again once the old renderer
      // can no longer answer a CDN miss. Each worker that sees the change purges; the CDN's next
      // fetch makes any other worker see it. A canary's share alone changes no page the CDN keeps.
      if (previous && pageShape(previous.config) !== pageShape(config)) {
        void cdn.purge(['site']);
        setTimeout(() => void cdn.purge(['site']), REPLACED_RENDERER_GRACE_MS + 1_000).unref();
      }
    });
    return site;
  };
  currentSite();
  const app = createStaticSite({
    root: distDir,
    runtimeConfig: () => currentSite().config,
    htmlHeaders: () => currentSite().headers,
    render: async (request, peer) => (await currentSite().renderer)?.handle(request, peer) ?? null,
    routes: (app) => {
      // Browsers ask for /favicon.ico on pages without a <link rel="icon"> (the RSS feed, the
      // sitemaps): the site icon, never a 404 in their console.
      app.on(['GET', 'HEAD'], '/favicon.ico', (c) => {
        const icon = join(distDir, 'favicon.svg');
        if (!existsSync(icon)) return c.notFound();
        c.header('Content-Type', 'image/svg+xml');
        c.header('Cache-Control', 'public, max-age=86400');
        return c.body(readFileSync(icon));
      });
      editionChoiceRoute(app, () => publicOriginFromEnv(env)?.startsWith('https:') ?? false);
      app.post(
        '/api/contact',
        bodyLimit({ maxSize: CONTACT_BODY_LIMIT, onError: (c) => c.json({ error: 'Message too large.' }, 413) }),
        contactProxy(env),
      );
      liteNewsletterRoute(app, env, publicOriginFromEnv(env));
      socialImageRoute(app, env);
    },
  });
  /** A cached page that needs no render, answered before Hono (its security headers were kept with it). */
  const fastPath = (request) => currentSite().loaded?.freshAnswer(request) ?? null;
  return {
    app,
    fastPath,
    async purge(keys) {
      return (await currentSite().renderer)?.purge(keys) ?? 0;
    },
    async setPurgeChannelLive(live) {
      purgeChannelLive = live;
      (await currentSite().renderer)?.setPurgeChannelLive(purgeChannelLive);
    },
    /** Stops the renderer's thread. */
    close: () => closeRenderer(currentSite()),
  };
}

export function createShellApp(env = process.env, distDir = DIST) {
  return createShell(env, distDir).app;
}

/**
 * Starts one shell server in this process; port 0 picks a free port. Resolves with { port, close,
 * purge, setPurgeChannelLive }.
 */
export async function startShellServer({ port = portFromEnv('shell'), hostname, env = process.env } = {}) {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`shell/dist is missing: run \`npm run build\` first`);
  }
  const shell = createShell(env);
  const server = await listen(shell.app, { port, hostname, fastPath: shell.fastPath });
  const close = async () => {
    await server.close();
    await shell.close();
  };
  return { ...server, close, purge: shell.purge, setPurgeChannelLive: shell.setPurgeChannelLive };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  logEscapedErrors('[shell]');
  const port = process.env.PORT ? Number(process.env.PORT) : portFromEnv('shell');
  await runShell({ port, hostname: process.env.HOST, env: process.env, startServer: startShellServer });
}

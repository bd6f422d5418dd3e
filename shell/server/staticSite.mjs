// Static hosting for a built front end (the shell, or a remote via scripts/serve-remote.mjs):
// compression, cache headers, /runtime-config.json from env, SPA fallback to index.html.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { join, relative, sep } from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { answerClientError } from './clientError.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Rsbuild puts content-hashed files under static/ (also inside a deploy's versioned folder,
 * /live/0.2.0-…/static/); everything else (index.html, remoteEntry.js, mf-manifest.json) keeps its
 * name across deploys and must be revalidated. */
export function cacheControlFor(urlPath) {
  return /^(\/[\w.+-]+\/[\w.+-]+)?\/static\//.test(urlPath) ? IMMUTABLE : REVALIDATE;
}

/** A file of the build other than the page template (which the renderer fills in). */
function isBuildFile(root, urlPath) {
  if (urlPath === '/' || urlPath.endsWith('.html')) return false;
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // A malformed escape (`/%`, overlong UTF-8) names no file: the renderer answers it (404 page).
    return false;
  }
  // No file name holds a NUL byte (`/rss.xml%00`): stat would throw, the renderer answers 404.
  if (decoded.includes('\0')) return false;
  const file = join(root, decoded);
  if (file !== root && !file.startsWith(`${root}${sep}`)) return false;
  // Asked on every page request: no exception for the usual answer (no such file).
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * The socket peer's address (null in tests without a socket): whether a proxy's headers are believed.
 * @param {import('hono').Context} c
 * @returns {string | null}
 */
export function peerAddress(c) {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/**
 * @param {object} options
 * @param {string} options.root absolute path of the dist folder
 * @param {() => object} options.runtimeConfig body of /runtime-config.json
 * @param {boolean} [options.cors] send Access-Control-Allow-Origin: * (remotes: the manifest is fetched cross-origin)
 * @param {(app: Hono) => void} [options.routes] extra routes, registered before the static files
 * @param {(request: Request, peer: string | null) => Promise<Response | null>} [options.render] answers every path that
 *   is not a file of the build (pages, feeds), before the index.html fallback
 * @param {() => Record<string, string>} [options.htmlHeaders] headers of every HTML response
 */
export function createStaticSite({ root, runtimeConfig, cors: allowCors = false, routes, render, htmlHeaders }) {
  const app = new Hono();
  app.use(compress());
  if (allowCors) app.use(cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] }));
  if (htmlHeaders) {
    app.use(async (c, next) => {
      await next();
      if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
      // A page with a policy of its own keeps it (the lite edition's: no script at all).
      const ownPolicy = c.res.headers.get('content-security-policy');
      for (const [name, value] of Object.entries(htmlHeaders())) c.res.headers.set(name, value);
      if (ownPolicy) c.res.headers.set('Content-Security-Policy', ownPolicy);
      // Pages differ only by encoding (compression), never by cookie or other request header.
      if (!c.res.headers.get('vary')) c.res.headers.set('Vary', 'Accept-Encoding');
    });
  }

  app.get('/runtime-config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(runtimeConfig());
  });
  routes?.(app);
  if (render) {
    app.on(['GET', 'HEAD'], '*', async (c, next) => {
      if (isBuildFile(root, c.req.path)) return next();
      return (await render(c.req.raw, peerAddress(c))) ?? next();
    });
  }

  app.use(
    '*',
    serveStatic({
      root,
      onFound: (filePath, c) => {
        const urlPath = `/${relative(root, filePath).split(sep).join('/')}`;
        c.header('Cache-Control', cacheControlFor(urlPath));
      },
    }),
  );

  // Client-side routes get the app's index.html; a missing hashed asset is a plain 404.
  app.get('*', (c) => {
    const indexFile = join(root, 'index.html');
    if (cacheControlFor(c.req.path) === IMMUTABLE || /^\/server\//.test(c.req.path) || !existsSync(indexFile)) {
      return c.notFound();
    }
    c.header('Cache-Control', REVALIDATE);
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return app;
}

/**
 * A request listener that answers what `fastPath` can (plain data, no Request or Response built:
 * cached pages under a surge) and hands everything else to `listener`.
 * @param {(request: import('node:http').IncomingMessage) => { status: number, headers: readonly string[], body: Uint8Array | null } | null} fastPath
 * @param {import('node:http').RequestListener} listener
 * @returns {import('node:http').RequestListener}
 */
export function withFastPath(fastPath, listener) {
  return (request, response) => {
    const answer = fastPath(request);
    if (!answer) return listener(request, response);
    // Flat headers (name, value, …) are written as they are.
    response.writeHead(answer.status, /** @type {string[]} */ (answer.headers));
    response.end(answer.body ?? undefined);
  };
}

/**
 * Starts listening; resolves with the bound port (pass port 0 for a free one) and a close().
 * @param {Hono} app
 * @param {{ port: number, hostname?: string, fastPath?: Parameters<typeof withFastPath>[0] }} options
 */
export function listen(app, { port, hostname, fastPath }) {
  return new Promise((resolve, reject) => {
    const createServer = fastPath
      ? (options, listener) => createHttpServer(options, withFastPath(fastPath, listener))
      : undefined;
    const server = serve({ fetch: app.fetch, port, hostname, createServer }, (info) => {
      resolve({
        port: info.port,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
    server.on('clientError', answerClientError);
  });
}

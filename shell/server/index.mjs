// Production server of the shell: the built site, /runtime-config.json from env, /api/contact.
//   node shell/server/index.mjs            (PORT or SHELL_PORT, default 3000; HOST default all interfaces)
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portFromEnv, runtimeConfigFromEnv } from '@newsroom/shared/runtime-config-env';
import { bodyLimit } from 'hono/body-limit';
import { remotesEnv } from './remotesFile.mjs';
import { createStaticSite, listen } from './staticSite.mjs';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const CONTACT_BODY_LIMIT = 16 * 1024;

/** POST /api/contact -> the backend's `contact` edge function, with the anon key. */
function contactProxy(env) {
  const config = runtimeConfigFromEnv(env);
  const target = env.CONTACT_FUNCTION_URL || `${config.supabaseUrl}/functions/v1/contact`;
  return async (c) => {
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          apikey: config.supabaseAnonKey,
          Authorization: `Bearer ${config.supabaseAnonKey}`,
        },
        body: await c.req.text(),
        signal: AbortSignal.timeout(10_000),
      });
      const contentType = response.headers.get('content-type') ?? 'application/json';
      return new Response(response.body, { status: response.status, headers: { 'Content-Type': contentType } });
    } catch (error) {
      console.error('[shell] /api/contact: backend unreachable', error);
      return c.json({ error: 'Please try again.' }, 502);
    }
  };
}

export function createShellApp(env = process.env, distDir = DIST) {
  const currentEnv = remotesEnv(env);
  return createStaticSite({
    root: distDir,
    // Remote URLs may move while the shell runs (REMOTES_CONFIG_FILE): one-remote deploys.
    runtimeConfig: () => runtimeConfigFromEnv(currentEnv()),
    routes: (app) => {
      app.post(
        '/api/contact',
        bodyLimit({ maxSize: CONTACT_BODY_LIMIT, onError: (c) => c.json({ error: 'Message too large.' }, 413) }),
        contactProxy(env),
      );
    },
  });
}

/** Starts the shell server; port 0 picks a free port. Resolves with { port, close }. */
export function startShellServer({ port = portFromEnv('shell'), hostname, env = process.env } = {}) {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`shell/dist is missing: run \`npm run build\` first`);
  }
  return listen(createShellApp(env), { port, hostname });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT) || portFromEnv('shell');
  const { port: bound } = await startShellServer({ port, hostname: process.env.HOST });
  console.log(`shell listening on http://localhost:${bound}`);
}

// Builds the /runtime-config.json body from environment variables. Plain JavaScript so that the
// Node servers (shell/server, scripts/serve-remote.mjs) and the rsbuild dev servers can all use it
// without a TypeScript loader. Types: runtimeConfigFromEnv.d.mts.

/** The Supabase CLI's local anon key (derived from its demo JWT secret); never used in production. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The Supabase CLI's local publishable key (new-style API key, `sb_publishable_…`). */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/**
 * The local backend's demo VAPID public key (backend/src/push/config.ts holds the pair): browsers
 * bind their push subscriptions to it. Only offered when the API is on this machine.
 */
export const LOCAL_VAPID_PUBLIC_KEY =
  'BC8pGaz1YK5HT4vjVdPiNW8qF8NkBfwkejpWNpnINJPMnf0C4IyfMwsUY9NzfbjgY37GZnISsr1Y-K_pSPGBSB8';

/** Default ports of `npm start`; each overridable by the env variable named beside it. */
export const DEFAULT_PORTS = {
  shell: { env: 'SHELL_PORT', port: 3000 },
  reader: { env: 'READER_PORT', port: 3001 },
  live: { env: 'LIVE_PORT', port: 3002 },
  editor: { env: 'EDITOR_PORT', port: 3003 },
  admin: { env: 'ADMIN_PORT', port: 3004 },
  backend: { env: 'BACKEND_PORT', port: 54321 },
};

/** The port of one service: its env override or the default. */
export function portFromEnv(service, env = process.env) {
  const { env: name, port } = DEFAULT_PORTS[service];
  const value = Number(env[name]);
  return Number.isInteger(value) && value > 0 ? value : port;
}

/** The env variable holding the manifest URL of each remote. */
export const REMOTE_URL_ENV = {
  reader: 'REMOTE_READER_URL',
  live: 'REMOTE_LIVE_URL',
  editor: 'REMOTE_EDITOR_URL',
  admin: 'REMOTE_ADMIN_URL',
};

export function runtimeConfigFromEnv(env = process.env) {
  const remote = (key) => env[REMOTE_URL_ENV[key]] || `http://localhost:${portFromEnv(key, env)}/mf-manifest.json`;
  const supabaseUrl = env.SUPABASE_URL || `http://127.0.0.1:${portFromEnv('backend', env)}`;
  const localApi = /^https?:\/\/(127\.[\d.]+|localhost|\[::1\])(:\d+)?(\/|$)/.test(supabaseUrl);
  return {
    supabaseUrl,
    // A publishable key (new Supabase projects) is preferred; supabase-js takes either kind.
    supabaseAnonKey: env.SUPABASE_PUBLISHABLE_KEY || env.SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
    siteName: env.SITE_NAME || 'The Daily Chronicle',
    // Off for a hosted project without the feature (Free plan): images are then served as uploaded.
    imageTransformations: !/^(false|0|off|no)$/i.test(env.SUPABASE_IMAGE_TRANSFORMATIONS ?? ''),
    remotes: { reader: remote('reader'), live: remote('live'), editor: remote('editor'), admin: remote('admin') },
    // Web Push (decision 194): without a key the Alerts page offers no alerts on the device.
    vapidPublicKey: env.VAPID_PUBLIC_KEY || (localApi ? LOCAL_VAPID_PUBLIC_KEY : undefined),
  };
}

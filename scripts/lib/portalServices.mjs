// What `npm start` runs: the mail catcher, the push service stand-in, the backend, the shell and the four remotes from their production builds,
// as services for startProcesses. `npm run start:cdn` runs the same with Varnish in front.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { portFromEnv } from '@newsroom/shared/runtime-config-env';

const REMOTES = ['reader', 'live', 'editor', 'admin'];

function envPort(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Each service's `readyUrl` answers 2xx once it can serve: the backend's health (after a new
 * database is seeded), the shell's runtime config, each remote's manifest.
 * @param {{ root: string, shellEnv?: NodeJS.ProcessEnv }} options `shellEnv`: more env for the shell server
 * @returns {{ name: string, command: string, args: string[], url?: string, readyUrl?: string, env?: NodeJS.ProcessEnv }[]}
 */
export function portalServices({ root, shellEnv }) {
  const services = [];
  if (existsSync(join(root, 'backend/src/mail/catcher/main.ts'))) {
    // The local mail catcher (as `supabase start`'s): the backend sends to it over SMTP (SMTP_PORT).
    const inbox = `http://localhost:${envPort('MAIL_INBOX_PORT', 54324)}`;
    services.push({
      name: 'mail',
      command: 'npm',
      args: ['run', 'mail', '-w', '@newsroom/backend'],
      url: inbox,
      readyUrl: `${inbox}/api/messages`,
    });
  }
  if (existsSync(join(root, 'backend/src/push/standin/main.ts'))) {
    // The local push service stand-in (as the mail catcher stands in for SMTP): Web Push goes to it.
    const push = `http://127.0.0.1:${envPort('PUSH_SERVICE_PORT', 54326)}`;
    services.push({
      name: 'push',
      command: 'npm',
      args: ['run', 'push', '-w', '@newsroom/backend'],
      url: push,
      readyUrl: `${push}/api/stats`,
    });
  }
  if (existsSync(join(root, 'backend/src/main.ts'))) {
    mkdirSync(join(root, '.data'), { recursive: true }); // the backend's default data lives here
    const url = `http://127.0.0.1:${portFromEnv('backend')}`;
    services.push({
      name: 'backend',
      command: 'npm',
      args: ['start', '-w', '@newsroom/backend'],
      url,
      readyUrl: `${url}/auth/v1/health`,
    });
  } else {
    console.warn('[start] backend/src/main.ts not found: starting the front ends without a backend.');
  }
  const shellUrl = `http://localhost:${portFromEnv('shell')}`;
  services.push({
    name: 'shell',
    command: process.execPath,
    args: [join(root, 'shell/server/index.mjs')],
    url: shellUrl,
    readyUrl: `${shellUrl}/runtime-config.json`,
    env: shellEnv,
  });
  for (const key of REMOTES) {
    const url = `http://localhost:${portFromEnv(key)}`;
    services.push({
      name: `mfe-${key}`,
      command: process.execPath,
      args: [join(root, 'scripts/serve-remote.mjs'), join(root, `mfe-${key}/dist`), '--port', String(portFromEnv(key))],
      url,
      readyUrl: `${url}/mf-manifest.json`,
    });
  }
  return services;
}

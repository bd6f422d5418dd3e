import type { FullConfig } from '@playwright/test';
import { startMailCatcher, type RunningMailCatcher } from '../../backend/src/mail/catcher/mailCatcher.ts';
import { startPushStandIn, type RunningPushStandIn } from '../../backend/src/push/standin/pushStandIn.ts';
import { backendAvailable, startE2eBackend, type E2eBackend } from './backend.ts';
import { assertBuilt, startPortal, TEST_SHELL_WORKERS } from './portal.ts';
import { REMOTE_KEYS } from './paths.ts';
import { treeCpuSeconds } from './processCpu.ts';
import { findVarnishd, freePort, startVarnish, type RunningVarnish } from './varnish.ts';

/**
 * Starts a fresh seeded backend and the portal (shell + four remotes from their production builds)
 * on free ports (and the mail catcher the backend sends to, and the push service stand-in), and hands their URLs to the tests through env (read by support/fixtures.ts).
 * With varnishd installed, Varnish runs in front of the shell (E2E_CDN_URL) and the shell purges it
 * (CDN_PURGE_URL): its port is chosen first, since the shell takes the URL at start; tests/cdn fail
 * without it. Returns the teardown. Assumes `npm run build` ran before.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  assertBuilt();
  let backend: E2eBackend | null = null;
  let mail: RunningMailCatcher | null = null;
  // Web Push goes to a push service stand-in of the suite's own (E2E_PUSH_URL; docs/product/web-push.md).
  const push: RunningPushStandIn = await startPushStandIn({ port: 0 });
  process.env.E2E_PUSH_URL = push.url;
  // The backend accepts plain-http endpoints of this stand-in only (decision 194).
  process.env.PUSH_SERVICE_PORT = String(push.port);
  if (backendAvailable()) {
    // The backend mails to a catcher of the suite's own; tests read it (support/mail.ts, E2E_MAIL_URL).
    mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    process.env.E2E_MAIL_URL = mail.inboxUrl;
    backend = await startE2eBackend({ smtpPort: mail.smtpPort });
  } else {
    console.warn('[e2e] backend/src/index.ts not found: running against no backend.');
  }
  const supabaseUrl = backend?.url ?? 'http://127.0.0.1:9';
  const supabaseAnonKey = backend?.anonKey ?? 'no-backend';
  const cdnPort = findVarnishd() ? await freePort() : null;
  const portal = await startPortal({
    supabaseUrl,
    supabaseAnonKey,
    shellEnv: cdnPort ? { CDN_PURGE_URL: `http://127.0.0.1:${cdnPort}/` } : {},
    shellWorkers: TEST_SHELL_WORKERS,
  });
  let varnish: RunningVarnish | null = null;
  if (cdnPort) {
    try {
      varnish = await startVarnish({ originPort: portal.shell.port, port: cdnPort });
      process.env.E2E_CDN_URL = varnish.url;
    } catch (error) {
      console.warn(`[e2e] Varnish did not start: tests/cdn will fail.\n${(error as Error).message}`);
    }
  } else {
    console.warn('[e2e] varnishd not found: no CDN in front of the portal, tests/cdn will fail.');
  }

  process.env.E2E_BASE_URL = portal.baseURL;
  process.env.E2E_SUPABASE_URL = supabaseUrl;
  process.env.E2E_SUPABASE_ANON_KEY = supabaseAnonKey;
  process.env.E2E_SERVICE_ROLE_KEY = backend?.serviceRoleKey ?? '';
  for (const key of REMOTE_KEYS) process.env[`E2E_REMOTE_${key.toUpperCase()}`] = portal.remoteOrigins[key];
  console.log(`[e2e] portal ${portal.baseURL}, backend ${supabaseUrl}${varnish ? `, CDN ${varnish.url}` : ''}`);

  return async () => {
    reportCpu({ backend: backend?.pid, shell: portal.shell.pid });
    await varnish?.close();
    await portal.close();
    await backend?.stop();
    await mail?.close();
    await push.close();
  };
}

/**
 * Prints the CPU the suite's servers used (the rest of the stage is the browsers and the runner,
 * where the remotes' static servers live): where to look when the e2e stage grows (decision 169).
 */
function reportCpu(pids: Record<string, number | undefined>): void {
  const parts = Object.entries(pids)
    .filter(([, pid]) => pid)
    .map(([name, pid]) => `${name} ${treeCpuSeconds(pid as number).toFixed(1)} s`);
  const runner = process.cpuUsage();
  parts.push(`runner ${((runner.user + runner.system) / 1e6).toFixed(1)} s`);
  console.log(`[e2e] CPU used: ${parts.join(', ')}`);
}
